import InkModel

/// Limits every predictor obeys. Units: seconds.
public struct PredictionLimits: Hashable, Sendable {
    /// The largest `horizonCap` a predictor takes, seconds (`ValueRange.predictionHorizonMilliseconds`).
    public static let maximumHorizon = ValueRange.predictionHorizonMilliseconds.upperBound / 1000

    /// The longest horizon predicted (target − newest sample); a later target is shortened to
    /// it. Default 25 ms (Chromium's cap).
    public var horizonCap: Double
    /// A gap between samples longer than this resets the predictor. Default 20 ms.
    public var resetGap: Double

    public init(horizonCap: Double = 0.025, resetGap: Double = 0.020) {
        self.horizonCap = horizonCap
        self.resetGap = resetGap
    }

    /// The target time `time` limited to at most `horizonCap` after `newest` (and never before it).
    @inlinable
    public func cappedTime(_ time: Double, after newest: Double) -> Double {
        max(newest, min(time, newest + horizonCap))
    }
}
