import InkModel

/// `none`: no prediction. The ink ends at the newest real sample, so this "predicts" that sample's
/// position for any target: its error is exactly the lag the other predictors try to hide, and
/// the baseline every one of them must beat.
package struct HoldPredictor: TouchPredictor {
    package let name = "none"
    package let limits: PredictionLimits
    private var newest: PredictorSample?

    package init(limits: PredictionLimits = PredictionLimits()) {
        self.limits = limits
    }

    package mutating func reset() { newest = nil }

    package mutating func add(_ sample: PredictorSample) { newest = sample }

    package func predict(at time: Double) -> PredictedPoint? {
        guard let newest else { return nil }
        return PredictedPoint(time: max(newest.time, time), location: newest.location, force: newest.force)
    }
}
