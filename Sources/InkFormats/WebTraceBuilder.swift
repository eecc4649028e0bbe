import InkIO
import InkModel

/// Turns the callbacks of a web recording, in file order, into samples and recorded callbacks:
/// - every pointer-down starts a new touch (touch IDs 1, 2, … in order of their down), whose
///   first sample is `began`; the last sample of an up (cancel) callback is `ended`
///   (`cancelled`); every other sample is `moved`;
/// - each callback is one `RecordedCallback` carrying its samples (coalesced, then the event)
///   and the browser's predicted positions, at the time its handler ran — never earlier than its
///   newest sample, which the browser's coarsened clock can otherwise suggest by a fraction of a
///   millisecond.
struct WebTraceBuilder {
    private(set) var samples: [TouchSample] = []
    private(set) var callbacks: [RecordedCallback] = []
    /// 1-based record number (callback) of each sample and callback.
    private(set) var sampleRecords: [Int] = []
    private(set) var callbackRecords: [Int] = []
    /// The touch type of the first callback; nil before it.
    private(set) var firstTouchType: TouchType?

    /// The touch each pointer that is down draws, by pointer ID.
    private var activeTouches: [Int: Int] = [:]
    private var touchCount = 0

    /// Adds the callback that is record `record` (1-based). Messages name what is wrong; the
    /// caller adds file and record.
    mutating func add(_ callback: WebCallbackRecord, record: Int) throws(JSONScanError) {
        let touchID: Int
        switch callback.kind {
        case .down:
            if activeTouches[callback.pointerID] != nil {
                throw JSONScanError(offset: -1, message: "pointer \(callback.pointerID) goes down again before it went up")
            }
            touchCount += 1
            touchID = touchCount
            activeTouches[callback.pointerID] = touchID
        case .move, .up, .cancel:
            guard let active = activeTouches[callback.pointerID] else {
                throw JSONScanError(offset: -1, message: "a \(callback.kind.rawValue) of pointer \(callback.pointerID), which is not down")
            }
            touchID = active
            if callback.kind != .move { activeTouches[callback.pointerID] = nil }
        }
        firstTouchType = firstTouchType ?? callback.touchType
        let start = samples.count
        for (index, sample) in callback.samples.enumerated() {
            let isLast = index == callback.samples.count - 1
            let phase: TouchPhase = switch callback.kind {
            case .down where index == 0: .began
            case .up where isLast: .ended
            case .cancel where isLast: .cancelled
            default: .moved
            }
            samples.append(sample.touchSample(touchID: touchID, type: callback.touchType, phase: phase))
            sampleRecords.append(record)
        }
        let newest = samples[start...].map(\.timestamp).max() ?? callback.seconds
        let predictions = callback.predictions.map { $0.touchSample(touchID: touchID, type: callback.touchType, phase: .moved) }
        callbacks.append(RecordedCallback(
            time: max(callback.seconds, newest), samples: start..<samples.count, updates: 0..<0, predictions: predictions
        ))
        callbackRecords.append(record)
    }
}
