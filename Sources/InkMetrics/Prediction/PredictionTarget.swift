/// A time at which every predictor is asked for a touch's position in one callback.
/// Units: seconds.
public struct PredictionTarget: Hashable, Sendable {
    public var touchID: Int
    public var slot: Int
    /// The touch's newest real sample time when asked.
    public var originTime: Double
    public var time: Double
    /// True for newest sample + a fixed horizon; false for one of the platform's recorded prediction times.
    public var isFixedHorizon: Bool

    public init(touchID: Int, slot: Int, originTime: Double, time: Double, isFixedHorizon: Bool = true) {
        self.touchID = touchID
        self.slot = slot
        self.originTime = originTime
        self.time = time
        self.isFixedHorizon = isFixedHorizon
    }
}
