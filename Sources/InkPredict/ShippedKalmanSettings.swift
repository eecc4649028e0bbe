import Foundation

/// The Kalman predictors' defaults as shipped in `PredictorCatalog` (the settings types' own
/// defaults are the published ones: Chromium's and ink-stroke-modeler's).
///
/// Where they come from: `inkbench predict --sweep`, the grid search of `KalmanSweep` on 30
/// synthesized training traces (handwriting, scribble and spiral, 3 s each at 240 Hz, seeds
/// 101–110, which no built-in dataset uses), scored by the mean of the median and 90th percentile
/// of the error at 8–24 ms. Never tuned on the real recordings. Result on the training set:
/// `kalman-ca` median 1.44 pt, p90 5.19 pt; `kalman-jerk` median 1.71 pt, p90 9.42 pt.
package enum ShippedKalmanSettings {
    /// process-noise 0.1, measurement-noise 1, turn-threshold 15°, direction-cutoff on,
    /// anchor at the filter's estimate.
    package static let constantAcceleration = ConstantAccelerationKalmanPredictor.Settings(
        processNoise: 0.1, measurementNoise: 1, turnThreshold: 15 * Double.pi / 180, directionCutoff: true
    )
    /// process-noise 0.01, measurement-noise 1, acceleration weight 0.5, jerk weight 0.1,
    /// confidence from 5 pt/s (none) to 60 pt/s (full).
    package static let jerk = JerkKalmanPredictor.Settings(
        processNoise: 0.01, measurementNoise: 1, accelerationWeight: 0.5, jerkWeight: 0.1, minSpeed: 5, maxSpeed: 60
    )
}
