import Foundation
import InkModel

/// `kalman-ca`: per-axis constant-acceleration Kalman filter (state position, velocity,
/// acceleration), after Chromium's Kalman predictor.
///
/// One filter step per sample; a step lasts the *filtered* sample interval (`SampleIntervalFilter`),
/// so velocity and acceleration are per step and the prediction converts the horizon Δ (seconds)
/// to steps s = Δ / interval. Prediction = anchor + v·s + ½·a·s², the anchor being the filter's
/// position estimate (default; steadier under noise) or the newest real sample. With
/// `steadyInterval` a step lasts the de-jittered report period (`SteadyRateClock`) while the
/// stamps keep a steady rate, and Δ is counted from the newest sample's de-jittered time. Options:
/// - `turnThreshold` (radians; nil = always): add the acceleration term only when the path turned
///   by more than this between the first and last of the newest four samples' segments;
/// - `directionCutoff`: when the acceleration would reverse the motion within the horizon, stop
///   the prediction where the velocity along the current direction reaches zero (shortening it).
/// Abstains until `stableUpdates` samples since the last reset.
///
/// Defaults: process noise 0.01 and measurement noise 1.0 (pt²) are Chromium's; the shipped
/// defaults in `PredictorCatalog` come from the sweep (`inkbench predict --sweep`).
package struct ConstantAccelerationKalmanPredictor: TouchPredictor {
    /// Settings; units in the member docs.
    package struct Settings: Hashable, Sendable {
        /// Process noise intensity, pt² per step⁵ (white jerk).
        package var processNoise: Double
        /// Measurement variance, pt².
        package var measurementNoise: Double
        /// Samples needed before predicting.
        package var stableUpdates: Int
        /// Smoothing of the sample interval, 0...1.
        package var intervalSmoothing: Double
        /// Turn angle (radians) above which acceleration is used; nil = always.
        package var turnThreshold: Double?
        /// Whether to stop a prediction where it would reverse direction.
        package var directionCutoff: Bool
        /// Whether predictions start from the newest real sample instead of the filter's estimate.
        package var anchorAtSample: Bool
        /// Whether a step lasts the de-jittered report period (and Δ counts from the newest
        /// sample's de-jittered time) while the stamps keep a steady rate.
        package var steadyInterval: Bool

        package init(
            processNoise: Double = 0.01, measurementNoise: Double = 1.0, stableUpdates: Int = 4,
            intervalSmoothing: Double = 0.2, turnThreshold: Double? = nil, directionCutoff: Bool = false,
            anchorAtSample: Bool = false, steadyInterval: Bool = false
        ) {
            self.processNoise = processNoise
            self.measurementNoise = measurementNoise
            self.stableUpdates = stableUpdates
            self.intervalSmoothing = intervalSmoothing
            self.turnThreshold = turnThreshold
            self.directionCutoff = directionCutoff
            self.anchorAtSample = anchorAtSample
            self.steadyInterval = steadyInterval
        }
    }

    package let name = "kalman-ca"
    package let settings: Settings
    package let limits: PredictionLimits
    private var x: AxisKalmanFilter
    private var y: AxisKalmanFilter
    private var interval: SampleIntervalFilter
    private var recent = SampleHistory(capacity: 4)
    private var clock = SteadyRateClock()
    private var steadyStep: Double?

    package init(settings: Settings = Settings(), limits: PredictionLimits = PredictionLimits()) {
        self.settings = settings
        self.limits = limits
        x = AxisKalmanFilter(order: 2, processNoise: settings.processNoise, measurementNoise: settings.measurementNoise)
        y = x
        interval = SampleIntervalFilter(smoothing: settings.intervalSmoothing)
    }

    package mutating func reset() {
        x.reset()
        y.reset()
        interval.reset()
        recent.removeAll()
        clock.reset()
        steadyStep = nil
    }

    package mutating func add(_ sample: PredictorSample) {
        let previous = recent.newest
        if recent.append(sample, resetGap: limits.resetGap) {
            reset()
            recent.append(sample, resetGap: limits.resetGap)
        } else if let previous, sample.time <= previous.time {
            return
        }
        if let previous, recent.count > 1 { interval.add(sample.time - previous.time) }
        if settings.steadyInterval { steadyStep = clock.add(sample.time).map { $0 / 1000 } }
        x.step(measuring: sample.location.x)
        y.step(measuring: sample.location.y)
    }

    package func predict(at time: Double) -> PredictedPoint? {
        guard x.updates >= max(settings.stableUpdates, 2), let newest = recent.newest, let step = steadyStep ?? interval.interval else { return nil }
        let target = limits.cappedTime(time, after: newest.time)
        let offset = steadyStep == nil ? 0 : clock.offset / 1000
        var steps = (target - newest.time - offset) / step
        let velocity = Point(x: x.state[1], y: y.state[1])
        var acceleration = Point(x: x.state[2], y: y.state[2])
        if let threshold = settings.turnThreshold, turnAngle() <= threshold { acceleration = .zero }
        if settings.directionCutoff {
            let along = velocity.dot(acceleration)
            if along < 0 { steps = min(steps, -velocity.dot(velocity) / along) }
        }
        let anchor = settings.anchorAtSample ? newest.location : Point(x: x.state[0], y: y.state[0])
        let location = anchor + velocity * steps + acceleration * (steps * steps / 2)
        return PredictedPoint(time: newest.time + offset + steps * step, location: location, force: newest.force)
    }

    /// The angle (radians) between the first and the last segment of the newest samples held;
    /// 0 with fewer than three samples or a zero-length segment.
    private func turnAngle() -> Double {
        guard recent.count >= 3 else { return 0 }
        let first = recent[1].location - recent[0].location
        let last = recent.fromNewest(0).location - recent.fromNewest(1).location
        let lengths = first.length * last.length
        guard lengths > 0 else { return 0 }
        return acos(min(1, max(-1, first.dot(last) / lengths)))
    }
}
