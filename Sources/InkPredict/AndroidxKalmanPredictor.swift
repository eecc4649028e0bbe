import InkModel

/// `androidx-kalman`: a reference re-implementation of androidx's motion predictor
/// (`androidx.input.motionprediction`: `kalman/SinglePointerPredictor.java` with
/// `PointerKalmanFilter.java`), written from its public source for behaviour, as the bar for our
/// own predictors. It reproduces the library's own tests (`AndroidxReferenceTests`).
///
/// - Per axis, and for the force, a jerk-state `ForceNoiseKalmanAxis` with a unit step per sample
///   (process noise 0.01, measurement noise 1, identity start) and androidx's cubic coefficient
///   0.16 (where the physics has ⅙). A sample at the same position as the last one and at most
///   20 ms after it is ignored.
/// - The report rate: the mean interval of the first 20 intervals of the stroke, ms.
/// - Confidence: for a stylus (`tool=stylus`, the default) 1 while the pen moves, times 1 − the
///   jerk magnitude's place between 0.1 and 0.2 pt per sample³ (clamped); for a finger the
///   speed's place in 0–2 pt/ms times 1 − the jerk's in 0.02–0.2. `strategy=aggressive` takes
///   confidence 1; `strategy=safe` predicts at least one sample.
/// - For a horizon Δ (capped), ceil(Δ / rate × confidence) predicted samples, one report
///   interval apart, from the newest sample: per sample the acceleration gains 0.1 × jerk, the
///   velocity 0.5 × acceleration, the position the velocity; the force its filtered change, never
///   below 0 (androidx also caps it at 1, its pressure maximum; UIKit forces go higher). With `lift=on` (androidx's `debug.input.androidx_predict_lift`, off by
///   default) the prediction stops where the force would fall below 0.1. The answer at Δ is read
///   linearly between those samples (shortened to the last one).
/// Not reproduced: androidx keeps predicting, call after call, at least as far as its previous
/// answer reached; every query here stands alone.
package struct AndroidxKalmanPredictor: TouchPredictor {
    /// How androidx sizes the prediction (`Configuration.STRATEGY_*`).
    package enum Strategy: String, Sendable, CaseIterable {
        /// ceil(Δ / rate × confidence) samples (androidx's default).
        case balanced
        /// At least one sample, however low the confidence.
        case safe
        /// Confidence 1: always the full horizon.
        case aggressive
    }

    package let name = "androidx-kalman"
    package let limits: PredictionLimits
    /// Whether the confidence uses the stylus ranges (else the finger ranges).
    package let stylus: Bool
    package let strategy: Strategy
    /// Whether a falling force ends the prediction (the pen lifting).
    package let predictsLift: Bool
    private var x: ForceNoiseKalmanAxis
    private var y: ForceNoiseKalmanAxis
    private var force: ForceNoiseKalmanAxis
    private var newest: PredictorSample?
    private var hasForce = false
    private var intervalSum = 0.0
    private var intervalCount = 0

    package static let processNoise = 0.01
    package static let measurementNoise = 1.0
    /// androidx's factor of dt³ in its filter.
    package static let cubicCoefficient = 0.16
    package static let stableIterations = 4
    /// Intervals averaged into the report rate.
    package static let rateSamples = 20
    /// A repeated position within this many seconds is ignored.
    package static let repeatWindow = 0.020
    /// Force below which the pen is taken to lift (`lift=on`).
    package static let liftForce = 0.1

    package init(stylus: Bool = true, strategy: Strategy = .balanced, predictsLift: Bool = false, limits: PredictionLimits = PredictionLimits()) {
        self.stylus = stylus
        self.strategy = strategy
        self.predictsLift = predictsLift
        self.limits = limits
        x = ForceNoiseKalmanAxis(
            order: 3, processNoise: Self.processNoise, measurementNoise: Self.measurementNoise, cubicCoefficient: Self.cubicCoefficient
        )
        y = x
        force = x
    }

    package mutating func reset() {
        x.reset()
        y.reset()
        force.reset()
        newest = nil
        hasForce = false
        intervalSum = 0
        intervalCount = 0
    }

    package mutating func add(_ sample: PredictorSample) {
        if let previous = newest {
            if sample.time - previous.time > limits.resetGap {
                reset()
            } else if sample.time <= previous.time || (sample.location == previous.location && sample.time - previous.time <= Self.repeatWindow) {
                return
            } else if intervalCount < Self.rateSamples {
                intervalSum += (sample.time - previous.time) * 1000
                intervalCount += 1
            }
        }
        x.update(measuring: sample.location.x, step: 1)
        y.update(measuring: sample.location.y, step: 1)
        hasForce = sample.force != nil
        force.update(measuring: sample.force ?? 0, step: 1)
        newest = sample
    }

    /// The report rate androidx predicts at, ms between samples; nil before two samples.
    package var reportInterval: Double? { intervalCount > 0 ? intervalSum / Double(intervalCount) : nil }

    package func predict(at time: Double) -> PredictedPoint? {
        guard x.iterations >= Self.stableIterations, let newest, let rate = reportInterval else { return nil }
        let horizon = (limits.cappedTime(time, after: newest.time) - newest.time) * 1000
        var velocity = Point(x: x.state[1], y: y.state[1])
        var acceleration = Point(x: x.state[2], y: y.state[2])
        let jerk = Point(x: x.state[3], y: y.state[3])
        let count = sampleCount(horizon: horizon, rate: rate, velocity: velocity, jerk: jerk)
        var position = newest.location
        var pressure = force.state[0]
        var reached = PredictedPoint(time: newest.time, location: position, force: newest.force, altitude: newest.altitude, azimuth: newest.azimuth)
        for index in 0..<count {
            acceleration = acceleration + jerk * 0.1
            velocity = velocity + acceleration * 0.5
            let next = position + velocity
            pressure = max(0, pressure + force.state[1])
            if predictsLift && hasForce && pressure < Self.liftForce { break }
            let nextTime = Double(index + 1) * rate
            if nextTime >= horizon {
                let share = (horizon - Double(index) * rate) / rate
                reached.location = position.interpolated(to: next, by: share)
                reached.time = newest.time + horizon / 1000
                reached.force = hasForce ? pressure : newest.force
                return reached
            }
            position = next
            reached = PredictedPoint(
                time: newest.time + nextTime / 1000, location: position, force: hasForce ? pressure : newest.force, altitude: newest.altitude,
                azimuth: newest.azimuth
            )
        }
        return reached
    }

    /// androidx's number of predicted samples for `horizon` ms.
    private func sampleCount(horizon: Double, rate: Double, velocity: Point, jerk: Point) -> Int {
        let confidence = strategy == .aggressive ? 1 : confidence(speed: velocity.length / rate, jerk: jerk.length)
        let count = max(0, Int((horizon / rate * confidence).rounded(.up)))
        return strategy == .safe && horizon > 0 ? max(count, 1) : count
    }

    /// androidx's confidence: speed factor × (1 − jerk factor). Speed in pt/ms, jerk per sample³.
    private func confidence(speed: Double, jerk: Double) -> Double {
        let speedFactor = stylus ? (speed > 0 ? 1 : 0) : min(1, max(0, speed / 2))
        let (low, high) = stylus ? (0.1, 0.2) : (0.02, 0.2)
        return speedFactor * (1 - min(1, max(0, (jerk - low) / (high - low))))
    }
}
