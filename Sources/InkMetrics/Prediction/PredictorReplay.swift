import InkModel
import InkPredict

/// One predictor of a `PredictionEvaluation` run over the callbacks in order, each callback's
/// targets answered and scored as it comes: what the evaluation does for each of its predictors,
/// and what a streamed run does with the shown predictions of one callback at a time.
///
/// What carries over from one callback to the next, per touch: its predictor (a copy of the
/// prototype made at the touch's first sample, fed every real sample as delivered), its newest
/// sample (the held point of `holdError`, and the pen state a predictor without one repeats) and
/// the last answered error vector of each target slot (for jitter). All of it is dropped after the
/// callback that ends the touch, so the state is that of the touches in contact.
package struct PredictorReplay {
    private let prototype: any TouchPredictor
    private let index: Int
    private var live: [Int: any TouchPredictor] = [:]
    private var newestSample: [Int: TouchSample] = [:]
    private var previousError: [SlotKey: Point] = [:]
    private var platform: [PredictorSample] = []

    private struct SlotKey: Hashable {
        var touchID: Int
        var slot: Int
        var isFixedHorizon: Bool
    }

    /// A replay of `prototype`, whose records name it as predictor `index` of the evaluation.
    package init(predictor prototype: any TouchPredictor, index: Int) {
        self.prototype = prototype
        self.index = index
    }

    /// Feeds `callback`'s `samples` (the trace's samples in its range), shows every live predictor
    /// the platform predictions the callback carries, then appends one record per target of
    /// `targets` (`PredictionTargeting`; fixed horizons only for a predictor that answers them)
    /// whose touch has a live predictor and a true path in
    /// `truth`, scored against `truth` and `penStates` (per touch ID, as in `TruthPaths` and
    /// `PenStatePaths`).
    package mutating func evaluate(
        _ callback: RecordedCallback, samples: ArraySlice<TouchSample>, targets: [PredictionTarget], truth: [Int: TimedPath],
        penStates: [Int: PenStatePaths.Path], into records: inout [PredictionRecord]
    ) {
        for sample in samples {
            if live[sample.touchID] == nil {
                var fresh = prototype
                fresh.reset()
                live[sample.touchID] = fresh
            }
            live[sample.touchID]?.add(PredictorSample(
                time: sample.timestamp, location: sample.location, force: sample.force, altitude: sample.altitude, azimuth: sample.azimuth,
                touchType: sample.type
            ))
            newestSample[sample.touchID] = sample
        }
        for touchID in live.keys {
            platform.removeAll(keepingCapacity: true)
            for prediction in callback.predictions where prediction.touchID == touchID {
                platform.append(PredictorSample(
                    time: prediction.timestamp, location: prediction.location, force: prediction.force, altitude: prediction.altitude,
                    azimuth: prediction.azimuth
                ))
            }
            live[touchID]?.observePlatformPredictions(platform[...])
        }
        let asked = prototype.answersFixedHorizons ? targets : targets.filter { !$0.isFixedHorizon }
        let answers = PredictionEvaluation.answers(to: asked, from: live)
        for (targetIndex, target) in asked.enumerated() {
            guard live[target.touchID] != nil, let path = truth[target.touchID] else { continue }
            records.append(record(of: target, answer: answers[targetIndex], callbackTime: callback.time, path: path, penStates: penStates[target.touchID]))
        }
        for sample in samples where sample.phase.endsTouch {
            live[sample.touchID] = nil
            newestSample[sample.touchID] = nil
            previousError = previousError.filter { $0.key.touchID != sample.touchID }
        }
    }

    /// The record of one target of a touch with a live predictor, scored against its true `path`.
    private mutating func record(
        of target: PredictionTarget, answer: PredictedPoint?, callbackTime: Double, path: TimedPath, penStates: PenStatePaths.Path?
    ) -> PredictionRecord {
        var record = PredictionRecord(
            predictor: index, touchID: target.touchID, slot: target.slot, callbackTime: callbackTime,
            originTime: target.originTime, targetTime: target.time, predicted: answer
        )
        record.isFixedHorizon = target.isFixedHorizon
        let newest = newestSample[target.touchID]
        if let end = path.endTime, target.time > end {
            if let predicted = record.predicted, let penUp = path.endLocation {
                record.overshoot = predicted.location.distance(to: penUp)
            }
        } else if let trueLocation = path.position(at: target.time) {
            record.truth = trueLocation
            record.holdError = newest.map { $0.location.distance(to: trueLocation) }
            if let predicted = record.predicted {
                let error = PredictionError(predicted: predicted.location, truth: trueLocation, direction: path.direction(at: target.time))
                record.error = error
                if let penStates, let newest {
                    record.scorePenState(predicted: predicted, holding: newest, truth: penStates, at: target.time)
                }
                let key = SlotKey(touchID: target.touchID, slot: target.slot, isFixedHorizon: target.isFixedHorizon)
                if let previous = previousError[key] { record.jitter = PredictionError.jitter(from: previous, to: error.vector) }
                previousError[key] = error.vector
            }
        }
        return record
    }
}
