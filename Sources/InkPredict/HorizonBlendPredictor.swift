import InkModel

/// `kalman-blend`: two predictors mixed by the horizon. By default the near one is
/// `chromium-kalman` (a constant-acceleration filter from the newest sample, the acceleration
/// only while turning, abstaining on a reversal: the best at short horizons) and the far one
/// `androidx-kalman` (a jerk-state filter stepped one report interval at a time, its length
/// limited by the jerk); the catalog entry takes any two by name. For a target Δ after the
/// newest sample (capped, ms) the answer is near + w·(far − near), location and reached time
/// alike, with w = `farWeight` · clamp((Δ − `blendFrom`) / (`blendTo` − `blendFrom`), 0, 1):
/// the near predictor alone up to `blendFrom`, the full share from `blendTo` on. Force and tilt
/// are the near predictor's. When only one of them answers, its answer is taken; when neither,
/// none. The shipped settings and the cross-validation that chose them: docs/prediction.md.
package struct HorizonBlendPredictor: TouchPredictor {
    /// Settings; units in the member docs.
    package struct Settings: Hashable, Sendable {
        /// The far predictor's share at and beyond `blendTo`, 0...1.
        package var farWeight: Double
        /// Horizon up to which the near predictor answers alone, seconds.
        package var blendFrom: Double
        /// Horizon from which the far predictor has its full share, seconds; at or below
        /// `blendFrom` the share steps from 0 to full at `blendFrom`.
        package var blendTo: Double

        package init(farWeight: Double = 0.5, blendFrom: Double = 0.004, blendTo: Double = 0.016) {
            self.farWeight = farWeight
            self.blendFrom = blendFrom
            self.blendTo = blendTo
        }
    }

    package let name = "kalman-blend"
    package let settings: Settings
    package let limits: PredictionLimits
    private var near: any TouchPredictor
    private var far: any TouchPredictor
    private var newestTime: Double?

    /// The blend of `near` and `far` (default: `chromium-kalman` and `androidx-kalman`, both
    /// with `limits`).
    package init(
        settings: Settings = Settings(), near: (any TouchPredictor)? = nil, far: (any TouchPredictor)? = nil,
        limits: PredictionLimits = PredictionLimits()
    ) {
        self.settings = settings
        self.limits = limits
        self.near = near ?? ChromiumKalmanPredictor(limits: limits)
        self.far = far ?? AndroidxKalmanPredictor(stylus: true, limits: limits)
    }

    package mutating func reset() {
        near.reset()
        far.reset()
        newestTime = nil
    }

    package mutating func add(_ sample: PredictorSample) {
        near.add(sample)
        far.add(sample)
        newestTime = max(newestTime ?? sample.time, sample.time)
    }

    /// The far predictor's share at a horizon of `horizon` seconds.
    package func farShare(horizon: Double) -> Double {
        let s = settings
        guard s.farWeight > 0 else { return 0 }
        guard s.blendTo > s.blendFrom else { return horizon >= s.blendFrom ? s.farWeight : 0 }
        return s.farWeight * min(1, max(0, (horizon - s.blendFrom) / (s.blendTo - s.blendFrom)))
    }

    package func predict(at time: Double) -> PredictedPoint? {
        guard let newestTime else { return nil }
        let share = farShare(horizon: limits.cappedTime(time, after: newestTime) - newestTime)
        let nearPoint = near.predict(at: time)
        guard share > 0 else { return nearPoint }
        guard let farPoint = far.predict(at: time) else { return nearPoint }
        guard var blended = nearPoint else { return farPoint }
        blended.location = blended.location.interpolated(to: farPoint.location, by: share)
        blended.time += (farPoint.time - blended.time) * share
        return blended
    }
}
