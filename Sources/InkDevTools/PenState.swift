/// The pen's state for a synthetic pen event: force 0…1 (the page's `pressure`), tilts and twist
/// in degrees (tilts −90…90, twist 0…359).
public struct PenState: Sendable, Hashable {
    public var force: Double
    public var tiltX: Double
    public var tiltY: Double
    public var twist: Double

    public init(force: Double, tiltX: Double = 0, tiltY: Double = 0, twist: Double = 0) {
        self.force = force
        self.tiltX = tiltX
        self.tiltY = tiltY
        self.twist = twist
    }
}
