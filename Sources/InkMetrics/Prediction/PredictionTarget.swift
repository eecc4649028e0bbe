/// A time at which every predictor is asked for a touch's position in one callback.
/// Units: seconds.
package struct PredictionTarget: Hashable, Sendable {
    package var touchID: Int
    package var slot: Int
    /// The touch's newest real sample time when asked.
    package var originTime: Double
    package var time: Double
    /// True for newest sample + a fixed horizon; false for one of the platform's recorded prediction times.
    package var isFixedHorizon: Bool

    package init(touchID: Int, slot: Int, originTime: Double, time: Double, isFixedHorizon: Bool = true) {
        self.touchID = touchID
        self.slot = slot
        self.originTime = originTime
        self.time = time
        self.isFixedHorizon = isFixedHorizon
    }
}
