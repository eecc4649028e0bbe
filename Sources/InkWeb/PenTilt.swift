import Foundation

/// A pen's tilt as the web's `tiltX` / `tiltY` (degrees, −90…90: the angle between the pen and
/// the screen's normal, projected on the x–z and y–z planes) from UIKit's altitude (radians
/// above the screen, π/2 upright) and azimuth (radians in the screen plane from the x axis).
/// Without altitude the pen is upright (0, 0).
package struct PenTilt: Hashable, Sendable {
    package var x: Double
    package var y: Double

    package init(altitude: Double?, azimuth: Double?) {
        guard let altitude else {
            (x, y) = (0, 0)
            return
        }
        let direction = azimuth ?? 0
        let lean = cos(altitude), height = sin(altitude)
        x = atan2(cos(direction) * lean, height) * 180 / .pi
        y = atan2(sin(direction) * lean, height) * 180 / .pi
    }
}
