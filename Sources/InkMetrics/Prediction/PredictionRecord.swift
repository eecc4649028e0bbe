import InkModel
import InkPredict

/// One requested prediction: a predictor asked, in one callback, for one touch's position at one
/// target time, and what came of it. Units: seconds, points.
public struct PredictionRecord: Hashable, Sendable {
    /// Index into `PredictionEvaluation.predictors`.
    public var predictor: Int
    public var touchID: Int
    /// The target's place among the touch's targets in the callback (horizon index, or the
    /// platform prediction's index): jitter compares successive predictions of the same slot.
    public var slot: Int
    /// When the callback ran.
    package var callbackTime: Double
    /// The touch's newest real sample time when predicting: the origin of the horizon.
    package var originTime: Double
    package var targetTime: Double
    /// True when the target was newest sample + a fixed horizon, false for a platform prediction's time.
    package var isFixedHorizon = true
    /// The answer; nil when the predictor abstained.
    public var predicted: PredictedPoint?
    /// The true position at the target time; nil when the target lies past pen-up.
    public var truth: Point?
    /// Against `truth`; nil when abstained or past pen-up.
    public var error: PredictionError?
    /// Change of the error vector since the previous answered prediction of this slot and touch.
    package var jitter: Double?
    /// Past pen-up only: distance from the predicted point to where the pen went up.
    package var overshoot: Double?
    /// Error had nothing been predicted (the ink ends at the newest sample); nil past pen-up.
    package var holdError: Double?
    /// |predicted − true| force (UIKit units), altitude and azimuth (radians, azimuth the shorter
    /// way round) at the target; a predictor giving none is scored as holding the newest
    /// sample's. Nil when abstained, past pen-up, or the device reports no such value.
    package var forceError: Double?
    package var altitudeError: Double?
    package var azimuthError: Double?

    /// A record of the request; the outcome fields are filled in by the evaluation.
    public init(
        predictor: Int, touchID: Int, slot: Int, callbackTime: Double, originTime: Double, targetTime: Double,
        predicted: PredictedPoint?
    ) {
        self.predictor = predictor
        self.touchID = touchID
        self.slot = slot
        self.callbackTime = callbackTime
        self.originTime = originTime
        self.targetTime = targetTime
        self.predicted = predicted
    }

    /// Target − origin, seconds: the horizon the prediction was requested for.
    public var horizon: Double { targetTime - originTime }
    /// Whether the target lies after the touch ended.
    package var isPastPenUp: Bool { truth == nil }
    /// The error the ink shows at this target: the prediction's, or when it abstained, the
    /// error of showing the newest sample. Nil past pen-up.
    package var effectiveError: Double? { error?.distance ?? (predicted == nil ? holdError : nil) }
}
