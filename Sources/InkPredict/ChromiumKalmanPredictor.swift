import Foundation
import InkModel

/// `chromium-kalman`: a reference re-implementation of Chromium's Kalman input predictor
/// (`ui/base/prediction/kalman_predictor.cc` with `kalman_filter.cc`), written from its public
/// source for behaviour, as the bar for our own predictors. It reproduces the library's own tests
/// (`ChromiumReferenceTests`).
///
/// - Per axis a constant-acceleration `ForceNoiseKalmanAxis` (process noise 0.01, measurement
///   noise 1, identity start), stepped by the running mean of the sample intervals since the
///   last reset, in milliseconds; stable (predicting) from the 4th sample.
/// - Prediction from the newest real sample: p + v·Δ + ½·a·Δ², Δ in ms.
/// - Turn heuristic (`heuristics`): the acceleration term is added only when the summed change
///   of direction over the samples of the last 40 ms exceeds 15° (Chromium sums unwrapped
///   `atan2` differences; so does this).
/// - Direction cut-off (`directionCutoff`): no prediction (abstain) when the velocity at the
///   target, v + a·Δ, points against the current one.
/// Chromium's delegated ink trail turns both options on; so do the defaults here. Horizons are
/// capped at 25 ms (Chromium's `kMaxPredictionTime`, our default `horizon-cap`); a gap over 20 ms
/// resets (Chromium's `kMaxTimeDelta`, our default `reset-gap`).
package struct ChromiumKalmanPredictor: TouchPredictor {
    package let name = "chromium-kalman"
    package let limits: PredictionLimits
    /// Whether the turn heuristic gates the acceleration term.
    package let heuristics: Bool
    /// Whether a prediction whose velocity would reverse is dropped.
    package let directionCutoff: Bool
    private var x: ForceNoiseKalmanAxis
    private var y: ForceNoiseKalmanAxis
    private var recent = SampleHistory(capacity: 64)
    private var intervalSum = 0.0
    private var intervalCount = 0

    /// Chromium's process noise (per ms⁴ of acceleration change) and measurement variance (px²).
    package static let processNoise = 0.01
    package static let measurementNoise = 1.0
    /// Samples before predicting.
    package static let stableIterations = 4
    /// Span of the samples the turn heuristic looks at, seconds.
    package static let turnWindow = 0.040
    /// Summed turn above which acceleration is used, radians (15°).
    package static let turnThreshold = 15 * Double.pi / 180

    package init(heuristics: Bool = true, directionCutoff: Bool = true, limits: PredictionLimits = PredictionLimits()) {
        self.heuristics = heuristics
        self.directionCutoff = directionCutoff
        self.limits = limits
        x = ForceNoiseKalmanAxis(order: 2, processNoise: Self.processNoise, measurementNoise: Self.measurementNoise)
        y = x
    }

    package mutating func reset() {
        x.reset()
        y.reset()
        recent.removeAll()
        intervalSum = 0
        intervalCount = 0
    }

    package mutating func add(_ sample: PredictorSample) {
        let previous = recent.newest
        if recent.append(sample, resetGap: limits.resetGap) {
            reset()
            recent.append(sample, resetGap: limits.resetGap)
        } else if let previous {
            guard sample.time > previous.time else { return }
            intervalSum += (sample.time - previous.time) * 1000
            intervalCount += 1
        }
        let step = intervalCount > 0 ? intervalSum / Double(intervalCount) : 0
        x.update(measuring: sample.location.x, step: step)
        y.update(measuring: sample.location.y, step: step)
    }

    /// The filtered sample interval the filter steps by, ms (Chromium's `TimeInterval()` before
    /// its 8 ms default and 1 ms floor): the mean of the intervals since the last reset, which is
    /// what Chromium's one-dimensional Kalman filter of the intervals gives; nil before two samples.
    package var filteredInterval: Double? { intervalCount > 0 ? intervalSum / Double(intervalCount) : nil }

    package func predict(at time: Double) -> PredictedPoint? {
        guard x.iterations >= Self.stableIterations, let newest = recent.newest else { return nil }
        let target = limits.cappedTime(time, after: newest.time)
        let milliseconds = (target - newest.time) * 1000
        let velocity = Point(x: x.state[1], y: y.state[1])
        let acceleration = Point(x: x.state[2], y: y.state[2])
        if directionCutoff, velocity.dot(velocity + acceleration * milliseconds) <= 0 { return nil }
        var location = newest.location + velocity * milliseconds
        if !heuristics || abs(summedTurn(newest: newest.time)) > Self.turnThreshold {
            location = location + acceleration * (0.5 * milliseconds * milliseconds)
        }
        return PredictedPoint(time: target, location: location, force: newest.force)
    }

    /// The sum of the direction changes between successive segments of the samples within
    /// `turnWindow` of the newest, radians, unwrapped as Chromium sums them.
    private func summedTurn(newest: Double) -> Double {
        var first = recent.count
        while first > 0, newest - recent[first - 1].time <= Self.turnWindow { first -= 1 }
        var total = 0.0
        var index = first + 2
        while index < recent.count {
            let before = recent[index - 1].location - recent[index - 2].location
            let after = recent[index].location - recent[index - 1].location
            if before.length > 0, after.length > 0 {
                total += atan2(before.x, before.y) - atan2(after.x, after.y)
            }
            index += 1
        }
        return total
    }
}
