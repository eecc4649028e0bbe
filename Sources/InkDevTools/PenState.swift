/// The pen's state for a synthetic pen event: force 0…1 (the page's `pressure`), tilts and twist
/// in degrees (tilts −90…90, twist 0…359).
package struct PenState: Sendable, Hashable {
    package var force: Double
    package var tiltX: Double
    package var tiltY: Double
    package var twist: Double

    package init(force: Double, tiltX: Double = 0, tiltY: Double = 0, twist: Double = 0) {
        self.force = force
        self.tiltX = tiltX
        self.tiltY = tiltY
        self.twist = twist
    }
}
