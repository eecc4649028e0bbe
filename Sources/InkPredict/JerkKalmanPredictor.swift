import InkModel

/// `kalman-jerk`: per-axis Kalman filter on a jerk state (position, velocity, acceleration, jerk)
/// with a unit time step per sample, after google/ink-stroke-modeler.
///
/// Time is rescaled by the mean sample interval of the newest `timeSamples` samples: a horizon Δ
/// (seconds) is s = Δ / mean interval steps. The prediction starts from the filter's position
/// estimate: p + v·s + w_a·½·a·s² + w_j·⅙·j·s³ (w_a, w_j: `accelerationWeight`, `jerkWeight`).
/// Its length is confidence-limited: the (capped) horizon is multiplied by a confidence in 0...1,
/// the product of
/// - samples: min(1, samples since reset / `timeSamples`);
/// - closeness: 1 − distance(estimate, newest sample) / `maxEstimateDistance` (clamped at 0);
/// - speed: the estimated speed's position between `minSpeed` and `maxSpeed` (pt/s), clamped;
/// - linearity: 1 − (1 − `linearityFloor`) · min(1, the curved terms' displacement /
///   `maxDeviation`).
/// Abstains until `stableUpdates` samples, or when the confidence is 0.
package struct JerkKalmanPredictor: TouchPredictor {
    /// Settings; units in the member docs.
    package struct Settings: Hashable, Sendable {
        /// Process noise intensity, pt² per step⁷ (white snap).
        package var processNoise: Double
        /// Measurement variance, pt².
        package var measurementNoise: Double
        package var stableUpdates: Int
        /// Samples of the mean interval and of full sample confidence.
        package var timeSamples: Int
        package var accelerationWeight: Double
        package var jerkWeight: Double
        /// Points.
        package var maxEstimateDistance: Double
        /// Points per second.
        package var minSpeed: Double
        /// Points per second.
        package var maxSpeed: Double
        /// Points.
        package var maxDeviation: Double
        /// The linearity confidence at or beyond `maxDeviation`, 0...1.
        package var linearityFloor: Double

        package init(
            processNoise: Double = 1.0, measurementNoise: Double = 1.0, stableUpdates: Int = 4, timeSamples: Int = 20,
            accelerationWeight: Double = 0.5, jerkWeight: Double = 0.1, maxEstimateDistance: Double = 6,
            minSpeed: Double = 10, maxSpeed: Double = 60, maxDeviation: Double = 4, linearityFloor: Double = 0.4
        ) {
            self.processNoise = processNoise
            self.measurementNoise = measurementNoise
            self.stableUpdates = stableUpdates
            self.timeSamples = timeSamples
            self.accelerationWeight = accelerationWeight
            self.jerkWeight = jerkWeight
            self.maxEstimateDistance = maxEstimateDistance
            self.minSpeed = minSpeed
            self.maxSpeed = maxSpeed
            self.maxDeviation = maxDeviation
            self.linearityFloor = linearityFloor
        }
    }

    package let name = "kalman-jerk"
    package let settings: Settings
    package let limits: PredictionLimits
    private var track: PlanarKalmanTrack<AxisKalmanFilter>
    private var x: AxisKalmanFilter { track.x }
    private var y: AxisKalmanFilter { track.y }
    private var recent: SampleHistory { track.recent }

    package init(settings: Settings = Settings(), limits: PredictionLimits = PredictionLimits()) {
        self.settings = settings
        self.limits = limits
        track = PlanarKalmanTrack(
            axis: AxisKalmanFilter(order: 3, processNoise: settings.processNoise, measurementNoise: settings.measurementNoise),
            capacity: max(2, settings.timeSamples)
        )
    }

    package mutating func reset() { track.reset() }

    package mutating func add(_ sample: PredictorSample) { track.add(sample, resetGap: limits.resetGap) }

    package func predict(at time: Double) -> PredictedPoint? {
        guard x.updates >= max(settings.stableUpdates, 2), recent.count >= 2, let newest = recent.newest else { return nil }
        let meanInterval = (newest.time - recent[0].time) / Double(recent.count - 1)
        guard meanInterval > 0 else { return nil }
        let capped = limits.cappedTime(time, after: newest.time) - newest.time
        let estimate = Point(x: x.state[0], y: y.state[0])
        let velocity = Point(x: x.state[1], y: y.state[1])
        let fullSteps = capped / meanInterval
        let confidence = confidence(
            estimate: estimate, newest: newest.location, speed: velocity.length / meanInterval,
            deviation: curvedDisplacement(steps: fullSteps).length
        )
        guard confidence > 0 else { return nil }
        let steps = fullSteps * confidence
        let location = estimate + velocity * steps + curvedDisplacement(steps: steps)
        return PredictedPoint(time: newest.time + steps * meanInterval, location: location, force: newest.force)
    }

    /// The weighted acceleration and jerk terms over `steps`, points.
    private func curvedDisplacement(steps: Double) -> Point {
        let acceleration = Point(x: x.state[2], y: y.state[2]) * (settings.accelerationWeight * steps * steps / 2)
        let jerk = Point(x: x.state[3], y: y.state[3]) * (settings.jerkWeight * steps * steps * steps / 6)
        return acceleration + jerk
    }

    private func confidence(estimate: Point, newest: Point, speed: Double, deviation: Double) -> Double {
        let s = settings
        let samples = min(1, Double(recent.totalAdded) / Double(max(1, s.timeSamples)))
        let closeness = max(0, 1 - estimate.distance(to: newest) / s.maxEstimateDistance)
        let speedRange = max(s.maxSpeed - s.minSpeed, 1e-9)
        let travel = min(1, max(0, (speed - s.minSpeed) / speedRange))
        let linearity = 1 - (1 - s.linearityFloor) * min(1, deviation / max(s.maxDeviation, 1e-9))
        return samples * closeness * travel * linearity
    }
}
