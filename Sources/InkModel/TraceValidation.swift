/// A rule of the trace model (docs/trace-format.md, errors) that a trace breaks, with the record it concerns.
public struct TraceProblem: Hashable, Sendable, CustomStringConvertible {
    /// Which kind of record is at fault.
    public enum Record: Hashable, Sendable {
        case sample(Int)
        case update(Int)
        case groundTruth(Int)
        case callback(Int)
        case trace
    }

    public var record: Record
    public var message: String

    public init(record: Record, message: String) {
        self.record = record
        self.message = message
    }

    public var description: String {
        switch record {
        case .sample(let index): "sample \(index + 1): \(message)"
        case .update(let index): "update \(index + 1): \(message)"
        case .groundTruth(let index): "ground-truth point \(index + 1): \(message)"
        case .callback(let index): "callback \(index + 1): \(message)"
        case .trace: message
        }
    }
}

extension Trace {
    /// The first broken rule, or nil for a valid trace. Rules: at least one sample; every number
    /// finite; timestamps never go backwards within a touch; no sample after its touch ended;
    /// every update points at a sample with that update index in the same touch; updates arrive
    /// in order; callbacks carry in-range, contiguous, non-overlapping sample and update ranges.
    public func firstProblem() -> TraceProblem? {
        if samples.isEmpty { return TraceProblem(record: .trace, message: "the trace has no samples") }
        var lastTime: [Int: Double] = [:]
        var ended = Set<Int>()
        var sampleTouchByUpdateIndex: [Int: Int] = [:]
        for (index, sample) in samples.enumerated() {
            if let field = sample.firstNonFiniteField {
                return TraceProblem(record: .sample(index), message: "\(field) is not a finite number")
            }
            if let previous = lastTime[sample.touchID], sample.timestamp < previous {
                return TraceProblem(
                    record: .sample(index),
                    message: "timestamp \(sample.timestamp) s goes backwards within touch \(sample.touchID) (previous \(previous) s)"
                )
            }
            if ended.contains(sample.touchID) {
                return TraceProblem(record: .sample(index), message: "touch \(sample.touchID) continues after it ended")
            }
            if sample.phase.endsTouch { ended.insert(sample.touchID) }
            lastTime[sample.touchID] = sample.timestamp
            if let updateIndex = sample.updateIndex { sampleTouchByUpdateIndex[updateIndex] = sample.touchID }
        }
        var previousArrival = -Double.infinity
        for (index, update) in updates.enumerated() {
            if let field = update.firstNonFiniteField {
                return TraceProblem(record: .update(index), message: "\(field) is not a finite number")
            }
            guard let touch = sampleTouchByUpdateIndex[update.updateIndex], touch == update.touchID else {
                return TraceProblem(
                    record: .update(index),
                    message: "update index \(update.updateIndex) of touch \(update.touchID) matches no sample"
                )
            }
            if update.arrival < previousArrival {
                return TraceProblem(record: .update(index), message: "arrival \(update.arrival) s is earlier than the previous update's")
            }
            previousArrival = update.arrival
        }
        for (index, point) in groundTruth.enumerated() where !(point.time.isFinite && point.location.isFinite && (point.force?.isFinite ?? true)) {
            return TraceProblem(record: .groundTruth(index), message: "a value is not a finite number")
        }
        return firstCallbackProblem()
    }

    private func firstCallbackProblem() -> TraceProblem? {
        var nextSample = 0, nextUpdate = 0
        for (index, callback) in callbacks.enumerated() {
            guard callback.time.isFinite else {
                return TraceProblem(record: .callback(index), message: "time is not a finite number")
            }
            guard callback.samples.lowerBound == nextSample, callback.samples.upperBound <= samples.count else {
                return TraceProblem(record: .callback(index), message: "its samples do not continue where the previous callback's ended")
            }
            guard callback.updates.lowerBound == nextUpdate, callback.updates.upperBound <= updates.count else {
                return TraceProblem(record: .callback(index), message: "its updates do not continue where the previous callback's ended")
            }
            for prediction in callback.predictions {
                if let field = prediction.firstNonFiniteField {
                    return TraceProblem(record: .callback(index), message: "prediction \(field) is not a finite number")
                }
            }
            nextSample = callback.samples.upperBound
            nextUpdate = callback.updates.upperBound
        }
        if !callbacks.isEmpty && (nextSample != samples.count || nextUpdate != updates.count) {
            return TraceProblem(record: .trace, message: "the recorded callbacks do not carry every sample and update")
        }
        return nil
    }
}
