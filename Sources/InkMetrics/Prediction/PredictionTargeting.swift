import InkModel

/// The targets `PredictionEvaluation` asks in successive callbacks, worked out callback by
/// callback: the platform's prediction times first (when `platformTimes`), then newest sample +
/// each of `horizons` (seconds) for every touch that received samples in the callback and did not
/// end. The origin of a touch's targets is its newest sample time so far, which is all that
/// carries over from one callback to the next; a touch is forgotten once a callback ends it (no
/// sample follows the end of a touch in a valid trace).
package struct PredictionTargeting: Sendable {
    package let horizons: [Double]
    package let platformTimes: Bool
    /// Per live touch: its newest sample time, seconds.
    private var newest: [Int: Double] = [:]

    package init(horizons: [Double], platformTimes: Bool) {
        self.horizons = horizons
        self.platformTimes = platformTimes
    }

    /// The targets of `callback`, whose samples are `samples` (the trace's samples in its range),
    /// given every earlier callback was asked in order.
    package mutating func targets(of callback: RecordedCallback, samples: ArraySlice<TouchSample>) -> [PredictionTarget] {
        var fresh: [Int] = []
        var ended: Set<Int> = []
        for sample in samples {
            newest[sample.touchID] = max(newest[sample.touchID] ?? sample.timestamp, sample.timestamp)
            if !fresh.contains(sample.touchID) { fresh.append(sample.touchID) }
            if sample.phase.endsTouch { ended.insert(sample.touchID) }
        }
        var platform: [PredictionTarget] = []
        if platformTimes {
            var slots: [Int: Int] = [:]
            platform = callback.predictions.compactMap { prediction in
                guard let origin = newest[prediction.touchID] else { return nil }
                let slot = slots[prediction.touchID, default: 0]
                slots[prediction.touchID] = slot + 1
                return PredictionTarget(touchID: prediction.touchID, slot: slot, originTime: origin, time: prediction.timestamp, isFixedHorizon: false)
            }
        }
        let targets = platform + fresh.filter { !ended.contains($0) }.flatMap { touchID in
            horizons.enumerated().map { slot, horizon in
                let origin = newest[touchID] ?? 0
                return PredictionTarget(touchID: touchID, slot: slot, originTime: origin, time: origin + horizon)
            }
        }
        for touchID in ended { newest[touchID] = nil }
        return targets
    }
}
