/// The pen's true position at one instant, as the synthesizer knew it before digitizer noise,
/// sampling and quantisation. Kept densely (1 kHz) for prediction error and tip-gap metrics.
///
/// Units: `time` seconds, `location` points, `force` as in `TouchSample`.
public struct GroundTruthPoint: Hashable, Sendable {
    /// The touch (stroke) this point belongs to; the pen is up between touches.
    public var touchID: Int
    public var time: Double
    public var location: Point
    public var force: Double?

    public init(touchID: Int, time: Double, location: Point, force: Double? = nil) {
        self.touchID = touchID
        self.time = time
        self.location = location
        self.force = force
    }
}
