import InkModel

/// `kalman-adaptive`: a constant-acceleration Kalman filter per axis, as Chromium's
/// (`ForceNoiseKalmanAxis`, time in ms), whose extrapolation adapts to how predictable the pen
/// has just been. Each step lasts the running mean sample interval while the timestamps look
/// quantised to whole milliseconds (UIKit), else the sample's own interval, or the de-jittered
/// report period (`Step`).
///
/// Before each update the filter's expectation is compared with the sample that arrived; an
/// exponential average (`innovationSmoothing` per sample) of the squared miss is kept. The
/// erraticness r is its root divided by the distance the pen travels per sample interval, so it
/// is unit-free: 0 on a smooth stroke, about 1 when each sample misses by a whole step.
///
/// Prediction for a horizon Δ (capped), in ms:
/// - the horizon is shortened to Δ' = Δ · `horizonScale` / (1 + `erraticDamping` · r): a full
///   extrapolation where the motion has been regular, less where it has been erratic (the tail
///   of the error comes from extrapolating a velocity that is about to change);
/// - the acceleration is split into its part along the velocity (speeding up, slowing down) and
///   across it (turning, the curvature of the path), weighted by `alongWeight` and
///   `acrossWeight`: p = anchor + v·Δ' + ½·(w∥·a∥ + w⊥·a⊥)·Δ'²;
/// - the anchor is the newest sample blended with the filter's estimate (`sampleAnchor`: 1 =
///   the sample, 0 = the estimate);
/// - with `directionCutoff`, where the weighted acceleration would reverse the motion within
///   Δ', the prediction stops where the speed along the current direction reaches zero, or with
///   `abstainOnReversal` there is none (Chromium's choice).
/// Force, altitude and azimuth continue `penTrend` of the newest two samples' trend over the
/// horizon reached (force ≥ 0, altitude within 0…π/2).
/// Abstains until `stableUpdates` samples since the last reset. The shipped settings and the
/// held-out check that chose them: docs/prediction.md.
package struct AdaptiveKalmanPredictor: TouchPredictor {
    /// Settings; units in the member docs.
    package struct Settings: Hashable, Sendable {
        /// Random-force intensity on the acceleration, pt² per ms⁴ (Chromium: 0.01).
        package var processNoise: Double
        /// Measurement variance, pt².
        package var measurementNoise: Double
        /// Samples needed before predicting.
        package var stableUpdates: Int
        /// Weight of the blend of newest sample (1) and estimate (0) the prediction starts from.
        package var sampleAnchor: Double
        /// Weight of the acceleration along the velocity.
        package var alongWeight: Double
        /// Weight of the acceleration across the velocity (turning).
        package var acrossWeight: Double
        /// Factor on the horizon before damping.
        package var horizonScale: Double
        /// How strongly erraticness shortens the horizon (0: never).
        package var erraticDamping: Double
        /// Weight of each new innovation in the erraticness average, 0...1.
        package var innovationSmoothing: Double
        /// Whether to stop a prediction where it would reverse direction.
        package var directionCutoff: Bool
        /// Whether such a prediction is dropped (abstain) instead of stopped.
        package var abstainOnReversal: Bool
        /// How long each filter step lasts.
        package var step: Step
        /// Intervals in the de-jittering fit of `Step.steady` (at least 2).
        package var steadyWindow: Int
        /// Share of the newest two samples' trend of force, altitude and azimuth continued over
        /// the horizon (0: hold the newest values).
        package var penTrend: Double

        package init(
            processNoise: Double = 0.01, measurementNoise: Double = 1, stableUpdates: Int = 4,
            sampleAnchor: Double = 1, alongWeight: Double = 0.5, acrossWeight: Double = 1, horizonScale: Double = 1,
            erraticDamping: Double = 0.3, innovationSmoothing: Double = 0.3, directionCutoff: Bool = true, abstainOnReversal: Bool = false,
            penTrend: Double = 0.5, step: Step = .automatic, steadyWindow: Int = 12
        ) {
            self.processNoise = processNoise
            self.measurementNoise = measurementNoise
            self.stableUpdates = stableUpdates
            self.sampleAnchor = sampleAnchor
            self.alongWeight = alongWeight
            self.acrossWeight = acrossWeight
            self.horizonScale = horizonScale
            self.erraticDamping = erraticDamping
            self.innovationSmoothing = innovationSmoothing
            self.directionCutoff = directionCutoff
            self.abstainOnReversal = abstainOnReversal
            self.penTrend = penTrend
            self.step = step
            self.steadyWindow = steadyWindow
        }

        /// `kalman-steady`: the de-jittered step, a stiffer filter (process noise 0.0006
        /// pt²/ms⁴), a 5% longer horizon and no shortening after erratic samples. The default
        /// predictor of round 4 in docs/prediction.md, now one of the default `kalman-mix`'s
        /// experts (the one that keeps up on smooth strokes).
        package static let steadyDefault = Settings(processNoise: 0.0006, horizonScale: 1.05, erraticDamping: 0, step: .steady)
    }

    /// The length of a filter step.
    package enum Step: String, Hashable, Sendable, CaseIterable {
        /// The running mean sample interval since the reset (Chromium's choice: it evens out
        /// timestamps quantised to whole milliseconds, 4 or 5 ms for 240 Hz).
        case mean
        /// Each sample's own interval (right for exact timestamps, e.g. evdev's microseconds).
        case measured
        /// `measured` once an interval since the reset is not a whole number of milliseconds
        /// (within 1 µs), `mean` until then.
        case automatic = "auto"
        /// The de-jittered report period while the stamps keep a steady rate (`SteadyRateClock`:
        /// the mean of the newest intervals, a stamp within half a period of that rate's next
        /// report counting as jitter), horizons counted from the newest sample's de-jittered
        /// time; `automatic` while the window fills and after a lost report or a change of rate.
        case steady
    }

    /// The name it is listed under: `kalman-adaptive`, or `kalman-steady` for
    /// `Settings.steadyDefault`.
    package let name: String
    package let settings: Settings
    package let limits: PredictionLimits
    private var x: ForceNoiseKalmanAxis
    private var y: ForceNoiseKalmanAxis
    private var intervalSum = 0.0
    private var intervalCount = 0
    private var wholeMillisecondsOnly = true
    private var newest: PredictorSample?
    private var previous: PredictorSample?
    private var meanSquaredInnovation = 0.0
    private var clock: SteadyRateClock

    package init(name: String = "kalman-adaptive", settings: Settings = Settings(), limits: PredictionLimits = PredictionLimits()) {
        self.name = name
        self.settings = settings
        self.limits = limits
        x = ForceNoiseKalmanAxis(order: 2, processNoise: settings.processNoise, measurementNoise: settings.measurementNoise)
        y = x
        clock = SteadyRateClock(window: settings.steadyWindow)
    }

    /// The mean sample interval since the reset, ms; 0 before the second sample.
    private var step: Double { intervalCount > 0 ? intervalSum / Double(intervalCount) : 0 }

    package mutating func reset() {
        x.reset()
        y.reset()
        intervalSum = 0
        intervalCount = 0
        wholeMillisecondsOnly = true
        newest = nil
        previous = nil
        meanSquaredInnovation = 0
        clock.reset()
    }

    package mutating func add(_ sample: PredictorSample) {
        if let previous = newest {
            if sample.time - previous.time > limits.resetGap {
                reset()
            } else if sample.time <= previous.time {
                var replacement = sample
                replacement.time = previous.time
                newest = replacement
                return
            } else {
                let milliseconds = (sample.time - previous.time) * 1000
                intervalSum += milliseconds
                intervalCount += 1
                if abs(milliseconds - milliseconds.rounded()) > 0.001 { wholeMillisecondsOnly = false }
            }
        }
        let steadyStep = settings.step == .steady ? clock.add(sample.time) : nil
        let measured = settings.step == .measured || (settings.step != .mean && !wholeMillisecondsOnly)
        let dt = steadyStep ?? (measured ? newest.map { (sample.time - $0.time) * 1000 } ?? 0 : step)
        if x.iterations >= 2 {
            let expected = Point(x: x.state[0] + x.state[1] * dt + x.state[2] * dt * dt / 2, y: y.state[0] + y.state[1] * dt + y.state[2] * dt * dt / 2)
            let missed = expected.distance(to: sample.location)
            meanSquaredInnovation += settings.innovationSmoothing * (missed * missed - meanSquaredInnovation)
        }
        x.update(measuring: sample.location.x, step: dt)
        y.update(measuring: sample.location.y, step: dt)
        previous = newest
        newest = sample
    }

    /// How erratic the recent samples were: innovation RMS per step of travel (0 = smooth).
    package var erraticness: Double {
        let travel = Point(x: x.state[1], y: y.state[1]).length * step
        return meanSquaredInnovation.squareRoot() / max(travel, 1e-6)
    }

    package func predict(at time: Double) -> PredictedPoint? {
        guard x.iterations >= max(settings.stableUpdates, 2), let newest, step > 0 else { return nil }
        let s = settings
        let target = limits.cappedTime(time, after: newest.time)
        let horizon = (target - newest.time) * 1000 - clock.offset
        var milliseconds = horizon * s.horizonScale / (1 + s.erraticDamping * erraticness)
        let velocity = Point(x: x.state[1], y: y.state[1])
        var acceleration = Point(x: x.state[2], y: y.state[2])
        let speedSquared = velocity.dot(velocity)
        if speedSquared > 0 {
            let along = velocity * (acceleration.dot(velocity) / speedSquared)
            acceleration = along * s.alongWeight + (acceleration - along) * s.acrossWeight
        }
        if s.directionCutoff {
            let along = velocity.dot(acceleration)
            if along < 0, -speedSquared / along < milliseconds {
                if s.abstainOnReversal { return nil }
                milliseconds = -speedSquared / along
            }
        }
        let estimate = Point(x: x.state[0], y: y.state[0])
        let anchor = estimate.interpolated(to: newest.location, by: s.sampleAnchor)
        let location = anchor + velocity * milliseconds + acceleration * (milliseconds * milliseconds / 2)
        let reached = min(target, newest.time + (milliseconds + clock.offset) / 1000)
        var predicted = PredictedPoint(time: reached, location: location, force: newest.force, altitude: newest.altitude, azimuth: newest.azimuth)
        extendPenState(of: &predicted, by: reached - newest.time, from: newest)
        return predicted
    }

    /// Continues `penTrend` of the newest two samples' force, altitude and azimuth trend over
    /// `delta` seconds; force at least 0, altitude within 0…π/2.
    private func extendPenState(of predicted: inout PredictedPoint, by delta: Double, from newest: PredictorSample) {
        guard settings.penTrend > 0, let previous, newest.time > previous.time else { return }
        let share = settings.penTrend * delta / (newest.time - previous.time)
        if let now = newest.force, let before = previous.force { predicted.force = max(0, now + (now - before) * share) }
        if let now = newest.altitude, let before = previous.altitude {
            predicted.altitude = min(Double.pi / 2, max(0, now + (now - before) * share))
        }
        if let now = newest.azimuth, let before = previous.azimuth {
            var turn = (now - before).truncatingRemainder(dividingBy: 2 * Double.pi)
            if turn > Double.pi { turn -= 2 * Double.pi }
            if turn <= -Double.pi { turn += 2 * Double.pi }
            predicted.azimuth = now + turn * share
        }
    }
}
