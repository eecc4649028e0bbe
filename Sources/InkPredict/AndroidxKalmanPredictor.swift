import InkModel

/// `androidx-kalman`: a reference re-implementation of androidx's motion predictor
/// (`androidx.input.motionprediction`: `kalman/SinglePointerPredictor.java` with
/// `PointerKalmanFilter.java`), written from its public source for behaviour, as the bar for our
/// own predictors.
///
/// - Per axis, and for the force, a jerk-state `ForceNoiseKalmanAxis` with a unit step per sample
///   (process noise 0.01, measurement noise 1, identity start); androidx writes the cubic
///   coefficient as 0.16 where this filter uses ⅙. A sample at the same position as the last one
///   and at most 20 ms after it is ignored.
/// - The report rate: the mean interval of the first 20 intervals of the stroke, ms.
/// - Confidence: for a stylus (`stylus`, the default) 1 while the pen moves, times 1 − the jerk
///   magnitude's position between 0.2 and 1 pt per sample³ (clamped); for a finger the speed's
///   position between 0 and 2 pt/ms times 1 − the jerk's between 0.02 and 0.2.
/// - For a horizon Δ (capped), ceil(Δ / rate × confidence) predicted samples, one report
///   interval (rounded to whole ms) apart, from the newest sample: per sample the acceleration
///   gains 0.1 × jerk, the velocity 0.5 × acceleration, the position the velocity; the force its
///   filtered change, the prediction stopping where the force would fall below 0.1 (the pen
///   lifting). The answer at Δ is read linearly between those samples (shortened to the last one).
public struct AndroidxKalmanPredictor: TouchPredictor {
    public let name = "androidx-kalman"
    public let limits: PredictionLimits
    /// Whether the confidence uses the stylus ranges (else the finger ranges).
    public let stylus: Bool
    private var x: ForceNoiseKalmanAxis
    private var y: ForceNoiseKalmanAxis
    private var force: ForceNoiseKalmanAxis
    private var newest: PredictorSample?
    private var hasForce = false
    private var intervalSum = 0.0
    private var intervalCount = 0

    public static let processNoise = 0.01
    public static let measurementNoise = 1.0
    public static let stableIterations = 4
    /// Intervals averaged into the report rate.
    public static let rateSamples = 20
    /// A repeated position within this many seconds is ignored.
    public static let repeatWindow = 0.020
    /// Force below which the pen is taken to lift.
    public static let liftForce = 0.1

    public init(stylus: Bool = true, limits: PredictionLimits = PredictionLimits()) {
        self.stylus = stylus
        self.limits = limits
        x = ForceNoiseKalmanAxis(order: 3, processNoise: Self.processNoise, measurementNoise: Self.measurementNoise)
        y = x
        force = x
    }

    public mutating func reset() {
        x.reset()
        y.reset()
        force.reset()
        newest = nil
        hasForce = false
        intervalSum = 0
        intervalCount = 0
    }

    public mutating func add(_ sample: PredictorSample) {
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

    public func predict(at time: Double) -> PredictedPoint? {
        guard x.iterations >= Self.stableIterations, let newest, intervalCount > 0 else { return nil }
        let rate = intervalSum / Double(intervalCount)
        let horizon = (limits.cappedTime(time, after: newest.time) - newest.time) * 1000
        let spacing = max(1, rate.rounded())
        var velocity = Point(x: x.state[1], y: y.state[1])
        var acceleration = Point(x: x.state[2], y: y.state[2])
        let jerk = Point(x: x.state[3], y: y.state[3])
        let count = Int((horizon / rate * confidence(speed: velocity.length / rate, jerk: jerk.length)).rounded(.up))
        var position = newest.location
        var pressure = force.state[0]
        var reached = PredictedPoint(time: newest.time, location: position, force: newest.force, altitude: newest.altitude, azimuth: newest.azimuth)
        for index in 0..<max(0, count) {
            acceleration = acceleration + jerk * 0.1
            velocity = velocity + acceleration * 0.5
            let next = position + velocity
            pressure += force.state[1]
            if hasForce && pressure < Self.liftForce { break }
            let nextTime = Double(index + 1) * spacing
            if nextTime >= horizon {
                let share = (horizon - Double(index) * spacing) / spacing
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

    /// androidx's confidence: speed factor × (1 − jerk factor). Speed in pt/ms, jerk per sample³.
    private func confidence(speed: Double, jerk: Double) -> Double {
        let speedFactor = stylus ? (speed > 0 ? 1 : 0) : min(1, max(0, speed / 2))
        let (low, high) = stylus ? (0.2, 1.0) : (0.02, 0.2)
        return speedFactor * (1 - min(1, max(0, (jerk - low) / (high - low))))
    }
}
