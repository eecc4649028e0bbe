import Foundation
import InkModel

/// `kalman-mix`: several predictors (the **experts**) asked for the same target, their answers
/// averaged with weights that follow how each has done on this touch so far. Every expert sees
/// every sample; at each sample each one also predicts a few probe horizons ahead, and once the
/// real path passes those times its misses are scored (`ExpertErrorTracker`). For a target Δ
/// after the newest sample (capped) the answer is Σ wₖ·pₖ / Σ wₖ over the experts that answer,
/// location and reached time alike, with wₖ = (eₖ(Δ) + `errorFloor`)^−`sharpness`, eₖ(Δ) the
/// expert's recent root-mean-square miss at Δ (points; between probe horizons linear). Until
/// every expert has `warmup` scored probes at every probe horizon the experts weigh the same.
/// Force and tilt are those of the first expert that answers.
///
/// So a touch whose motion one filter follows best (a stiff one on smooth strokes, a short,
/// jerk-limited one on erratic ones) is predicted mostly by that one, per horizon, without a
/// fixed choice made on someone else's device. What is learned is per touch: `reset()` forgets
/// it; a reset gap inside a touch drops only the probes not yet scored.
package struct ExpertMixPredictor: TouchPredictor {
    /// Settings; units in the member docs.
    package struct Settings: Hashable, Sendable {
        /// Horizons the experts are scored at, seconds, ascending, each > 0.
        package var probeHorizons: [Double]
        /// Weight of each newly scored miss in an expert's average, 0 < memory ≤ 1.
        package var memory: Double
        /// How strongly a smaller recent miss wins weight (0: plain average).
        package var sharpness: Double
        /// Added to each recent miss before weighting, points: below it misses count as equal.
        package var errorFloor: Double
        /// Scored probes per expert and probe horizon before the weights follow the misses.
        package var warmup: Int

        package init(
            probeHorizons: [Double] = [0.006, 0.010, 0.014, 0.020], memory: Double = 0.05, sharpness: Double = 4,
            errorFloor: Double = 0.1, warmup: Int = 3
        ) {
            self.probeHorizons = probeHorizons
            self.memory = memory
            self.sharpness = sharpness
            self.errorFloor = errorFloor
            self.warmup = warmup
        }
    }

    /// The experts of the default predictor, as predictor specs: the soft de-jittered filter
    /// that follows turns (and predicts force and tilt), the stiff one that keeps up on smooth
    /// strokes, and two references that win elsewhere: Chromium's at short horizons and
    /// androidx's jerk filter at long ones, extrapolated in full (`strategy=aggressive`: the mix's
    /// weights, not androidx's confidence, decide how far to trust it; round 6 in
    /// docs/prediction.md).
    package static let defaultExperts = ["kalman-adaptive:step=steady", "kalman-steady", "chromium-kalman", "androidx-kalman:strategy=aggressive"]

    package let name = "kalman-mix"
    package let settings: Settings
    package let limits: PredictionLimits
    private var experts: [any TouchPredictor]
    private var tracker: ExpertErrorTracker
    private var newest: PredictorSample?

    /// The mix of `experts` (at least one), each built with its own limits.
    package init(experts: [any TouchPredictor], settings: Settings = Settings(), limits: PredictionLimits = PredictionLimits()) {
        precondition(!experts.isEmpty, "kalman-mix needs at least one expert")
        self.experts = experts
        self.settings = settings
        self.limits = limits
        tracker = ExpertErrorTracker(expertCount: experts.count, probeHorizons: settings.probeHorizons, memory: settings.memory)
    }

    package mutating func reset() {
        for index in experts.indices { experts[index].reset() }
        tracker.forget()
        newest = nil
    }

    package mutating func add(_ sample: PredictorSample) {
        if let previous = newest {
            if sample.time - previous.time > limits.resetGap {
                tracker.discardPending()
            } else if sample.time <= previous.time {
                tracker.dropNewestProbes()
            } else {
                tracker.score(previous: previous, newest: sample)
            }
        }
        for index in experts.indices { experts[index].add(sample) }
        newest = sample
        for expert in experts.indices {
            for (probe, horizon) in settings.probeHorizons.enumerated() {
                let target = sample.time + horizon
                let answer = experts[expert].predict(at: target)?.location ?? sample.location
                tracker.record(expert: expert, probe: probe, target: target, location: answer)
            }
        }
    }

    package func predict(at time: Double) -> PredictedPoint? {
        guard let newest else { return nil }
        let horizon = limits.cappedTime(time, after: newest.time) - newest.time
        let weighted = tracker.isWarm(settings.warmup)
        var first: PredictedPoint?
        var total = 0.0, x = 0.0, y = 0.0, reached = 0.0
        for expert in experts.indices {
            guard let answer = experts[expert].predict(at: time) else { continue }
            if first == nil { first = answer }
            let weight = weighted ? weight(of: expert, at: horizon) : 1
            total += weight
            x += weight * answer.location.x
            y += weight * answer.location.y
            reached += weight * answer.time
        }
        guard var mixed = first, total > 0 else { return first }
        mixed.location = Point(x: x / total, y: y / total)
        mixed.time = min(time, reached / total)
        return mixed
    }

    /// Expert `expert`'s weight at `horizon` seconds (> 0).
    private func weight(of expert: Int, at horizon: Double) -> Double {
        let miss = tracker.recentError(expert: expert, horizon: horizon) + settings.errorFloor
        guard settings.sharpness > 0 else { return 1 }
        return 1 / max(Double.leastNormalMagnitude, pow(miss, settings.sharpness))
    }
}
