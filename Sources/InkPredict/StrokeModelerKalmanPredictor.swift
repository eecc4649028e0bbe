import Foundation
import InkModel

/// `stroke-modeler-kalman`: a reference re-implementation of google/ink-stroke-modeler's Kalman
/// predictor (`internal/prediction/kalman_predictor.cc`, `kalman_filter/axis_predictor.cc`),
/// written from its public source for behaviour, as the bar for our own predictors. The library
/// smooths the stroke first and joins that smoothed tip to the predictor's estimated state; here
/// the estimated state, taken at the newest sample, is extrapolated directly.
///
/// - Per axis a jerk-state `ForceNoiseKalmanAxis` with a unit step per sample; stable from the
///   4th sample. Velocity, acceleration and jerk are divided by the mean sample interval (its
///   powers), the interval taken as (newest − oldest time) / count over the newest 20 sample
///   times, as the library does; acceleration × 0.5 and jerk × 0.1 (its weights).
/// - The prediction at Δ: the cubic p + v·Δ + ½·a·Δ² + ⅙·j·Δ³ from the estimated position.
/// - Its length: the prediction interval (1/60 s) × confidence, rounded up to whole output
///   steps of 1/180 s; a later target is shortened there. Confidence is the product of samples
///   (iterations / 20, at most 1), closeness (1 − |estimate − newest sample| / 0.04 cm), travel
///   (the full interval's distance per second, 3 → 15 cm/s mapped to 0 → 1) and linearity
///   (0.4 → 1 as the full interval's departure from the straight line falls from 0.2 cm to 0).
///   With no confidence the prediction is the estimated position itself.
/// The parameters are those of the library's own tests (centimetres, seconds: process noise
/// 0.00026458, measurement noise 0.026458); positions are converted at 2.54/72 cm per point.
public struct StrokeModelerKalmanPredictor: TouchPredictor {
    public let name = "stroke-modeler-kalman"
    public let limits: PredictionLimits
    private var track: PlanarKalmanTrack<ForceNoiseKalmanAxis>
    private var x: ForceNoiseKalmanAxis { track.x }
    private var y: ForceNoiseKalmanAxis { track.y }
    private var recent: SampleHistory { track.recent }

    /// Centimetres per point.
    public static let centimetresPerPoint = 2.54 / 72
    public static let processNoise = 0.00026458
    public static let measurementNoise = 0.026458
    public static let stableIterations = 4
    public static let timeSamples = 20
    public static let accelerationWeight = 0.5
    public static let jerkWeight = 0.1
    /// Seconds.
    public static let predictionInterval = 1.0 / 60
    /// Output samples per second.
    public static let outputRate = 180.0
    public static let desiredSamples = 20.0
    /// Centimetres.
    public static let maxEstimationDistance = 0.04
    /// Centimetres per second.
    public static let minTravelSpeed = 3.0
    public static let maxTravelSpeed = 15.0
    /// Centimetres.
    public static let maxLinearDeviation = 0.2
    public static let baselineLinearity = 0.4

    public init(limits: PredictionLimits = PredictionLimits()) {
        self.limits = limits
        track = PlanarKalmanTrack(
            axis: ForceNoiseKalmanAxis(order: 3, processNoise: Self.processNoise, measurementNoise: Self.measurementNoise),
            capacity: Self.timeSamples, scale: Self.centimetresPerPoint
        )
    }

    public mutating func reset() { track.reset() }

    public mutating func add(_ sample: PredictorSample) { track.add(sample, resetGap: limits.resetGap) }

    /// The estimated state in centimetres and seconds, weights applied.
    private struct State {
        var position: Point
        var velocity: Point
        var acceleration: Point
        var jerk: Point

        func position(after dt: Double) -> Point {
            position + velocity * dt + acceleration * (dt * dt / 2) + jerk * (dt * dt * dt / 6)
        }
    }

    public func predict(at time: Double) -> PredictedPoint? {
        guard x.iterations >= Self.stableIterations, let newest = recent.newest else { return nil }
        let interval = (newest.time - recent[0].time) / Double(recent.count)
        guard interval > 0 else { return nil }
        let state = State(
            position: Point(x: x.state[0], y: y.state[0]),
            velocity: Point(x: x.state[1], y: y.state[1]) / interval,
            acceleration: Point(x: x.state[2], y: y.state[2]) * (Self.accelerationWeight / (interval * interval)),
            jerk: Point(x: x.state[3], y: y.state[3]) * (Self.jerkWeight / (interval * interval * interval))
        )
        let reach = Double(outputSteps(state, newest: newest.location * Self.centimetresPerPoint)) / Self.outputRate
        let delta = min(limits.cappedTime(time, after: newest.time) - newest.time, reach)
        return PredictedPoint(
            time: newest.time + delta, location: state.position(after: delta) / Self.centimetresPerPoint, force: newest.force
        )
    }

    /// The number of 1/180 s output steps the library would predict: ceil(3 × confidence).
    private func outputSteps(_ state: State, newest: Point) -> Int {
        let full = Self.predictionInterval
        let samples = min(1, Double(x.iterations) / Self.desiredSamples)
        let closeness = 1 - Self.unit(0, Self.maxEstimationDistance, newest.distance(to: state.position))
        let end = state.position(after: full)
        let travel = Self.unit(Self.minTravelSpeed, Self.maxTravelSpeed, end.distance(to: state.position) / full)
        let deviation = end.distance(to: state.position + state.velocity * full)
        let straightness = 1 - Self.unit(0, Self.maxLinearDeviation, deviation)
        let linearity = Self.baselineLinearity + (1 - Self.baselineLinearity) * straightness
        let confidence = samples * closeness * travel * linearity
        // 3 steps, free of the rounding of 1/60 × 180 (which would make ceil(3 × 1) = 4).
        let target = (full * Self.outputRate * 1e9).rounded() / 1e9
        return max(0, Int((target * confidence).rounded(.up)))
    }

    /// `value`'s position between `low` and `high`, clamped to 0…1.
    private static func unit(_ low: Double, _ high: Double, _ value: Double) -> Double {
        guard high > low else { return value >= high ? 1 : 0 }
        return min(1, max(0, (value - low) / (high - low)))
    }
}
