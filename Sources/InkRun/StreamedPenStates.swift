import InkFormats
import InkMetrics
import InkModel

/// The pen-state paths (`PenStatePaths`: force and tilt between samples, late updates applied) of
/// a streamed trace's touches, built as the touches' samples arrive from a second pair of cursors
/// that reads ahead of the simulation: a touch's path needs all of its samples and every update
/// of them, which arrive later. Records of other touches read on the way wait in small per-touch
/// buffers until their touch is reached.
///
/// A touch's updates are complete when each of its samples that expected an update
/// (`expectingUpdates`) has had one that expects no other (`stillExpecting` empty); an update
/// that never comes only makes the look-ahead read on to the end of the file. An update of a touch
/// after the one that said its sample expected no other would be dropped (no writer makes one).
struct StreamedPenStates {
    private let samples: NativeRecordCursor<TouchSample>
    private let updates: NativeRecordCursor<PropertyUpdate>
    private var waitingSamples: [Int: [TouchSample]] = [:]
    private var waitingUpdates: [Int: [PropertyUpdate]] = [:]
    private var ended: Set<Int> = []
    private var samplesDone = false
    private var updatesDone = false
    private var reached: Set<Int> = []
    private let header: TraceHeader

    /// The samples and updates of the file `scan` read (pen states do not depend on location, so
    /// the canvas shift does not apply).
    init(_ scan: NativeTraceScan, header: TraceHeader) throws {
        samples = try scan.samples()
        updates = try scan.updates()
        self.header = header
    }

    /// The complete pen-state paths of the touches of `reachedBy` reached for the first time.
    mutating func paths(reachedBy delivered: [TouchSample]) throws -> PenStatePaths {
        var touch = Trace(header: header)
        for sample in delivered where reached.insert(sample.touchID).inserted {
            try readSamples(through: sample.touchID)
            let touchSamples = waitingSamples.removeValue(forKey: sample.touchID) ?? []
            try readUpdates(completing: touchSamples, of: sample.touchID)
            touch.samples += touchSamples
            touch.updates += waitingUpdates.removeValue(forKey: sample.touchID) ?? []
        }
        return PenStatePaths(touch)
    }

    /// Reads samples until `touchID` has ended (or the file has).
    private mutating func readSamples(through touchID: Int) throws {
        while !samplesDone, !ended.contains(touchID) {
            guard let sample = try samples.next() else {
                samplesDone = true
                return
            }
            waitingSamples[sample.touchID, default: []].append(sample)
            if sample.phase.endsTouch { ended.insert(sample.touchID) }
        }
    }

    /// Reads updates until every sample of `touchSamples` that expected one has its last.
    private mutating func readUpdates(completing touchSamples: [TouchSample], of touchID: Int) throws {
        var expecting = Set(touchSamples.compactMap { $0.expectingUpdates.isEmpty ? nil : $0.updateIndex })
        for update in waitingUpdates[touchID] ?? [] where update.stillExpecting.isEmpty { expecting.remove(update.updateIndex) }
        while !expecting.isEmpty, !updatesDone {
            guard let update = try updates.next() else {
                updatesDone = true
                return
            }
            if reached.contains(update.touchID), update.touchID != touchID { continue }
            waitingUpdates[update.touchID, default: []].append(update)
            if update.touchID == touchID, update.stillExpecting.isEmpty { expecting.remove(update.updateIndex) }
        }
    }
}
