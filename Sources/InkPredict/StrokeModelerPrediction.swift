import Foundation
import InkModel

/// The settings of google/ink-stroke-modeler's Kalman predictor (its `KalmanPredictorParams`
/// and the sampling rate it predicts at), in the library's units: centimetres and seconds.
/// `libraryTests` are the values its own tests call the defaults (`kDefaultKalmanParams`,
/// `kDefaultSamplingParams` in `kalman_predictor_test.cc`); the library ships no defaults for
/// most of them (a caller must set them).
package struct StrokeModelerSettings: Hashable, Sendable {
    package var processNoise: Double
    package var measurementNoise: Double
    /// Samples before the filter predicts.
    package var stableIterations: Int
    /// Newest sample times whose mean spacing rescales the filter's unit steps.
    package var timeSamples: Int
    /// Slowest the connector from the drawn tip to the estimate travels, cm/s.
    package var minimumCatchupSpeed: Double
    package var accelerationWeight: Double
    package var jerkWeight: Double
    /// Longest prediction past the estimate, seconds.
    package var predictionInterval: Double
    /// Output points per second (`min_output_rate`): the spacing of the predicted points.
    package var outputRate: Double
    /// Samples at which the sample-count confidence reaches 1.
    package var desiredSamples: Double
    /// Distance between the newest sample and the estimate at which confidence falls to 0, cm.
    package var maximumEstimationDistance: Double
    /// Travel speeds mapped to confidence 0 and 1, cm/s.
    package var minimumTravelSpeed: Double
    package var maximumTravelSpeed: Double
    /// Departure from a straight prediction at which the linearity confidence is at its floor, cm.
    package var maximumLinearDeviation: Double
    /// That floor.
    package var baselineLinearity: Double

    /// The parameters of the library's tests: process noise 0.00026458, measurement noise
    /// 0.026458, 4 stable iterations, 20 time samples, catch-up 0.01 cm/s, weights 0.5 and 0.1,
    /// 1/60 s at 180 points per second, confidence from 20 samples, 0.04 cm, 3 → 15 cm/s,
    /// 0.2 cm and a 0.4 linearity floor.
    package static let libraryTests = StrokeModelerSettings(
        processNoise: 0.00026458, measurementNoise: 0.026458, stableIterations: 4, timeSamples: 20, minimumCatchupSpeed: 0.01,
        accelerationWeight: 0.5, jerkWeight: 0.1, predictionInterval: 1.0 / 60, outputRate: 180, desiredSamples: 20,
        maximumEstimationDistance: 0.04, minimumTravelSpeed: 3, maximumTravelSpeed: 15, maximumLinearDeviation: 0.2, baselineLinearity: 0.4
    )

    /// Seconds between predicted points.
    package var outputStep: Double { 1 / outputRate }
}

/// A point of the stroke modeler's output, in its units: position cm, velocity cm/s,
/// acceleration cm/s², time s (the library's `TipState`).
package struct StrokeModelerTip: Hashable, Sendable {
    package var position: Point
    package var velocity: Point
    package var acceleration: Point
    package var time: Double

    package init(position: Point, velocity: Point, acceleration: Point = .zero, time: Double) {
        self.position = position
        self.velocity = velocity
        self.acceleration = acceleration
        self.time = time
    }
}

/// The Kalman estimate the stroke modeler predicts from (its `KalmanPredictor::State`): the
/// filter's state with velocity, acceleration and jerk rescaled from per-sample to per-second
/// units and the last two weighted. Units: cm and seconds.
package struct StrokeModelerEstimate: Hashable, Sendable {
    package var position: Point
    package var velocity: Point
    package var acceleration: Point
    package var jerk: Point

    /// The state after `dt` seconds of constant jerk.
    func advanced(by dt: Double) -> StrokeModelerEstimate {
        StrokeModelerEstimate(
            position: position + velocity * dt + acceleration * (dt * dt / 2) + jerk * (dt * dt * dt / 6),
            velocity: velocity + acceleration * dt + jerk * (dt * dt / 2),
            acceleration: acceleration + jerk * dt,
            jerk: jerk
        )
    }
}

/// The points the stroke modeler shows ahead of its drawn tip (`KalmanPredictor::
/// ConstructPrediction`): a cubic connector from the tip to the estimate, then the estimate
/// extrapolated as a cubic, every point one output step (1 / `outputRate`) after the previous,
/// the first one step after the tip. Point m (from 1) is at tip time + m steps; the connector's
/// `connectorPoints` come first (at least one: the last is the estimate itself), then
/// `predictedPoints` of the extrapolation (ceil(interval × rate × confidence)).
struct StrokeModelerPath {
    let tip: StrokeModelerTip
    let estimate: StrokeModelerEstimate
    let step: Double
    let connectorPoints: Int
    let predictedPoints: Int
    /// Connector coefficients: position = a·u³ + b·u² + c·u + d for u in 0…1.
    private let a: Point, b: Point, c: Point

    init(tip: StrokeModelerTip, estimate: StrokeModelerEstimate, newestSample: Point, iterations: Int, settings: StrokeModelerSettings) {
        self.tip = tip
        self.estimate = estimate
        step = settings.outputStep
        let distance = tip.position.distance(to: estimate.position)
        let fastest = max(tip.velocity.length, estimate.velocity.length)
        let catchup = distance / max(fastest, settings.minimumCatchupSpeed)
        let connector = max(Int((catchup / step).rounded(.up)), 1)
        connectorPoints = connector
        let duration = Double(connector) * step
        a = tip.position * 2 - estimate.position * 2 + (tip.velocity + estimate.velocity) * duration
        b = estimate.position * 3 - tip.position * 3 - (tip.velocity * 2 + estimate.velocity) * duration
        c = tip.velocity * duration
        predictedPoints = Self.predictedPoints(estimate, newestSample: newestSample, iterations: iterations, settings: settings)
    }

    /// Every point of the path (connector, then prediction).
    var count: Int { connectorPoints + predictedPoints }

    /// Point `m` (1…count); point 0 is the tip.
    func point(_ m: Int) -> StrokeModelerTip {
        guard m > 0 else { return tip }
        let time = tip.time + Double(m) * step
        if m <= connectorPoints {
            let u = Double(m) / Double(connectorPoints)
            let duration = Double(connectorPoints) * step
            let position = a * (u * u * u) + b * (u * u) + c * u + tip.position
            let velocity = (a * (3 * u * u) + b * (2 * u) + c) / duration
            let acceleration = (a * (6 * u) + b * 2) / (duration * duration)
            return StrokeModelerTip(position: position, velocity: velocity, acceleration: acceleration, time: time)
        }
        let state = estimate.advanced(by: Double(m - connectorPoints) * step)
        return StrokeModelerTip(position: state.position, velocity: state.velocity, acceleration: state.acceleration, time: time)
    }

    /// The position at `time` (seconds), linear between the points; the last point past the end.
    func position(at time: Double) -> (position: Point, time: Double) {
        let steps = (time - tip.time) / step
        guard steps > 0 else { return (tip.position, tip.time) }
        guard steps < Double(count) else {
            let last = point(count)
            return (last.position, last.time)
        }
        let before = Int(steps.rounded(.down))
        let share = steps - Double(before)
        return (point(before).position.interpolated(to: point(before + 1).position, by: share), time)
    }

    /// The library's point count: ceil(interval × rate × confidence), the confidence the product
    /// of the sample count, the estimate's closeness to the newest sample, the travel speed and
    /// the linearity over the full interval. Computed in single precision as the library does,
    /// so 1/60 s × 180 is exactly 3 points at full confidence.
    private static func predictedPoints(
        _ estimate: StrokeModelerEstimate, newestSample: Point, iterations: Int, settings: StrokeModelerSettings
    ) -> Int {
        let interval = settings.predictionInterval
        let target = Float(interval * settings.outputRate)
        let samples = min(1, Double(iterations) / settings.desiredSamples)
        let closeness = 1 - unit(0, settings.maximumEstimationDistance, newestSample.distance(to: estimate.position))
        let end = estimate.advanced(by: interval).position
        let travel = unit(settings.minimumTravelSpeed, settings.maximumTravelSpeed, end.distance(to: estimate.position) / interval)
        let deviation = end.distance(to: estimate.position + estimate.velocity * interval)
        let straightness = min(1, max(0, 1 - unit(0, settings.maximumLinearDeviation, deviation)))
        let linearity = settings.baselineLinearity + (1 - settings.baselineLinearity) * straightness
        let confidence = Float(samples * closeness * travel * linearity)
        return max(0, Int((target * confidence).rounded(.up)))
    }

    /// `value`'s place between `low` and `high`, clamped to 0…1 (1 above, 0 at or below, when
    /// they are equal), as the library's `Normalize01`.
    private static func unit(_ low: Double, _ high: Double, _ value: Double) -> Double {
        guard high != low else { return value > low ? 1 : 0 }
        return min(1, max(0, (value - low) / (high - low)))
    }
}
