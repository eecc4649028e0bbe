import Foundation
import InkModel

/// `stroke-modeler-kalman`: a reference re-implementation of google/ink-stroke-modeler's Kalman
/// predictor (`internal/prediction/kalman_predictor.cc`, `kalman_filter/axis_predictor.cc`),
/// written from its public source for behaviour, as the bar for our own predictors. It
/// reproduces the library's own test cases (`StrokeModelerReferenceTests`).
///
/// - Per axis a jerk-state `ForceNoiseKalmanAxis` with a unit step per sample; stable from the
///   4th sample. The estimate (`estimate()`): velocity, acceleration and jerk divided by
///   (powers of) the mean sample interval, taken as (newest − oldest) / count over the newest 20
///   sample times as the library does; acceleration × 0.5 and jerk × 0.1.
/// - What it shows (`path(from:)`): from the drawn tip, a cubic connector reaching the estimate
///   after a whole number of output steps (1/180 s; at least one, more when the tip is far from
///   the estimate for its speed), then the estimate extrapolated as a cubic for
///   ceil(3 × confidence) more steps (`StrokeModelerPath`). So the estimate is shown one or
///   more output steps after the newest sample's time, as in the library.
/// - The library connects from its own smoothed tip; with raw samples the tip is the newest
///   sample, moving at the velocity of the newest two. A target time is read linearly between
///   the path's points (shortened to its last point past the end).
/// The parameters are the library's tests' (`StrokeModelerSettings.libraryTests`; centimetres
/// and seconds); `prediction-interval` and `output-rate` take the values of its other test
/// (25 ms, 200 per second). Positions are converted at 2.54/72 cm per point.
package struct StrokeModelerKalmanPredictor: TouchPredictor {
    package let name = "stroke-modeler-kalman"
    package let limits: PredictionLimits
    package let settings: StrokeModelerSettings
    private var track: PlanarKalmanTrack<ForceNoiseKalmanAxis>
    private var recent: SampleHistory { track.recent }

    /// Centimetres per point.
    package static let centimetresPerPoint = 2.54 / 72

    package init(settings: StrokeModelerSettings = .libraryTests, limits: PredictionLimits = PredictionLimits()) {
        self.limits = limits
        self.settings = settings
        track = PlanarKalmanTrack(
            axis: ForceNoiseKalmanAxis(order: 3, processNoise: settings.processNoise, measurementNoise: settings.measurementNoise),
            capacity: max(1, settings.timeSamples), scale: Self.centimetresPerPoint
        )
    }

    package mutating func reset() { track.reset() }

    package mutating func add(_ sample: PredictorSample) { track.add(sample, resetGap: limits.resetGap) }

    /// The library's estimated state (cm, s), or nil before the filter is stable.
    package func estimate() -> StrokeModelerEstimate? {
        guard track.x.iterations >= settings.stableIterations, let newest = recent.newest else { return nil }
        let interval = (newest.time - recent[0].time) / Double(recent.count)
        guard interval > 0 else { return nil }
        let x = track.x.state, y = track.y.state
        return StrokeModelerEstimate(
            position: Point(x: x[0], y: y[0]),
            velocity: Point(x: x[1], y: y[1]) / interval,
            acceleration: Point(x: x[2], y: y[2]) * (settings.accelerationWeight / (interval * interval)),
            jerk: Point(x: x[3], y: y[3]) * (settings.jerkWeight / (interval * interval * interval))
        )
    }

    /// The points the library shows after drawing `tip` (cm, s; `ConstructPrediction`): empty
    /// before the filter is stable. Allocates; `predict(at:)` does not.
    package func path(from tip: StrokeModelerTip) -> [StrokeModelerTip] {
        guard let path = modelerPath(from: tip) else { return [] }
        return (1...path.count).map { path.point($0) }
    }

    package func predict(at time: Double) -> PredictedPoint? {
        guard let newest = recent.newest, let path = modelerPath(from: newestTip(newest)) else { return nil }
        let reached = path.position(at: limits.cappedTime(time, after: newest.time))
        return PredictedPoint(time: reached.time, location: reached.position / Self.centimetresPerPoint, force: newest.force)
    }

    private func modelerPath(from tip: StrokeModelerTip) -> StrokeModelerPath? {
        guard let estimate = estimate(), let newest = recent.newest else { return nil }
        return StrokeModelerPath(
            tip: tip, estimate: estimate, newestSample: newest.location * Self.centimetresPerPoint, iterations: track.x.iterations,
            settings: settings
        )
    }

    /// The newest sample as the drawn tip: its position and time, the velocity of the newest two.
    private func newestTip(_ newest: PredictorSample) -> StrokeModelerTip {
        var velocity = Point.zero
        if recent.count >= 2 {
            let before = recent.fromNewest(1)
            if newest.time > before.time { velocity = (newest.location - before.location) * Self.centimetresPerPoint / (newest.time - before.time) }
        }
        return StrokeModelerTip(position: newest.location * Self.centimetresPerPoint, velocity: velocity, time: newest.time)
    }
}
