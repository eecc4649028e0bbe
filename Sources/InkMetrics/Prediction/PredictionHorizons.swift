/// The one default set of prediction horizons, seconds past the newest sample: 4, 8, 12, 16, 24
/// and 32 ms. `inkbench predict` asks them and `predict --sweep --predictor NAME TRACE…` scores
/// them unless `--horizon` says otherwise; the Kalman grid search on synthesized traces scores
/// the part of them around one frame (`aroundOneFrame`).
///
/// Why these: touch predictors are usually compared at 4–32 ms ahead, and the platform's own
/// prediction reaches about one display frame (8.3 ms at 120 Hz, 16.7 ms at 60 Hz), inside that
/// range. Each horizon is the lower end of one bucket of `HorizonBucket.standard`, from [4, 8)
/// to [32, ∞) ms, so each bucket row of the tables is one horizon; and the score a sweep
/// chooses by is measured on the horizons `predict` reports.
package enum PredictionHorizons {
    /// 4, 8, 12, 16, 24 and 32 ms, in seconds.
    package static let defaults: [Double] = [0.004, 0.008, 0.012, 0.016, 0.024, 0.032]

    /// The defaults from 8 to 24 ms (one frame at 120 Hz to one and a half at 60 Hz), in
    /// seconds: what the Kalman grid search scores, and what the shipped Kalman settings were
    /// chosen on (`ShippedKalmanSettings`).
    package static let aroundOneFrame = defaults.filter { $0 >= 0.008 && $0 <= 0.024 }
}
