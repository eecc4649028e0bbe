import InkIO
import InkModel

/// A native file's samples checked one at a time, in file order (which is their order in the
/// trace): the rules `Trace.firstProblem()` and `InputLimits.firstProblem(in:)` apply to samples,
/// the update-index map property updates are matched against, and what a streamed run needs to
/// know without holding them (count, first and last timestamp, touches, ink bounds, whether the
/// file gives them in time order). Keeps per touch and per run of update indices, not per sample.
struct NativeSampleScan {
    let limits: InputLimits
    private(set) var count = 0
    /// Timestamps of the first and last sample in the file, seconds.
    private(set) var firstTimestamp = 0.0
    private(set) var lastTimestamp = 0.0
    /// The box of every sample's location, points, included in file order.
    private(set) var bounds: PointBounds?
    private(set) var touches = TouchTable()
    /// For the updates: the touch of the latest valid sample with each update index.
    var updateIndices = UpdateIndexMap()
    /// The first sample breaking a rule of `Trace.firstProblem()`.
    private(set) var problem: LocatedProblem?
    /// The first sample beyond a limit (counted only while no rule is broken).
    private(set) var limitProblem: LocatedProblem?
    /// Why the samples cannot be streamed in file order: the first one earlier than the one before.
    private(set) var disorder: String?
    private var inContact = Set<Int>()

    init(limits: InputLimits) {
        self.limits = limits
    }

    mutating func add(_ sample: TouchSample, line: Int) {
        if count == 0 {
            firstTimestamp = sample.timestamp
            bounds = PointBounds(sample.location)
        } else if disorder == nil && sample.timestamp < lastTimestamp {
            disorder = "the samples are not in time order in the file: line \(line) at \(sample.timestamp) s follows one at \(lastTimestamp) s"
        }
        count += 1
        lastTimestamp = sample.timestamp
        bounds?.include(sample.location)
        guard problem == nil else { return }
        if let message = ruleProblem(sample) {
            problem = LocatedProblem(line: line, message)
        } else if limitProblem == nil, let message = limitMessage(sample) {
            limitProblem = LocatedProblem(line: line, message)
        }
    }

    /// `Trace.firstProblem()`'s checks of one sample, in its order; records the sample when valid.
    private mutating func ruleProblem(_ sample: TouchSample) -> String? {
        if let field = sample.firstNonFiniteField {
            return "\(field) is not a finite number"
        }
        let touch = touches.entry(sample.touchID)
        if let touch, sample.timestamp < touch.lastTime {
            return "timestamp \(sample.timestamp) s goes backwards within touch \(sample.touchID) (previous \(touch.lastTime) s)"
        }
        if touch?.ended == true {
            return "touch \(sample.touchID) continues after it ended"
        }
        touches.set(sample.touchID, TouchTable.Entry(
            lastTime: sample.timestamp, rank: touch?.rank ?? touches.nextRank, ended: sample.phase.endsTouch
        ))
        if let updateIndex = sample.updateIndex { updateIndices.set(updateIndex, touch: sample.touchID) }
        return nil
    }

    /// `InputLimits.firstProblem(in:)`'s checks of one sample, in its order.
    private mutating func limitMessage(_ sample: TouchSample) -> String? {
        if let message = limits.timeProblem(sample.timestamp, "timestamp") ?? limits.coordinateProblem(sample.location) {
            return message
        }
        if sample.phase.endsTouch {
            inContact.remove(sample.touchID)
        } else if inContact.insert(sample.touchID).inserted && inContact.count > limits.maxSimultaneousTouches {
            return "touch \(sample.touchID) makes \(inContact.count) touches in contact at once, more than \(limits.exceeded(.simultaneousTouches))"
        }
        return nil
    }
}
