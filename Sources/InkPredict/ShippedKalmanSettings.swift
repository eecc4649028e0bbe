/// The Kalman predictors' defaults as shipped in `PredictorCatalog`.
public enum ShippedKalmanSettings {
    public static let constantAcceleration = ConstantAccelerationKalmanPredictor.Settings()
    public static let jerk = JerkKalmanPredictor.Settings()
}
