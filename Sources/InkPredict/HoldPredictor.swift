import InkModel

/// `none`: no prediction. The ink ends at the newest real sample, so this "predicts" that sample's
/// position for any target: its error is exactly the lag the other predictors try to hide, and
/// the baseline every one of them must beat.
public struct HoldPredictor: TouchPredictor {
    public let name = "none"
    public let limits: PredictionLimits
    private var newest: PredictorSample?

    public init(limits: PredictionLimits = PredictionLimits()) {
        self.limits = limits
    }

    public mutating func reset() { newest = nil }

    public mutating func add(_ sample: PredictorSample) { newest = sample }

    public func predict(at time: Double) -> PredictedPoint? {
        guard let newest else { return nil }
        return PredictedPoint(time: max(newest.time, time), location: newest.location, force: newest.force)
    }
}
