import Foundation
import InkModel

/// The smooth pose channels of one touch, as functions of the time since it began (seconds):
/// altitude and azimuth of a pen, contact radius of a finger. Angles in radians, radii in points.
struct PenChannels: Sendable {
    private let altitudeBase: Double
    private let azimuthBase: Double
    private let radiusBase: Double
    private let sway: Double
    private let phase: Double

    /// Contact-radius tolerance reported for fingers, points.
    static let radiusTolerance = 5.0

    init(random: inout SeededGenerator) {
        altitudeBase = random.uniform(0.95, 1.25)
        azimuthBase = random.uniform(-0.2, 0.8)
        radiusBase = random.uniform(11, 18)
        sway = 2 * Double.pi * random.uniform(0.2, 0.6)
        phase = random.uniform(0, 2 * Double.pi)
    }

    /// Altitude at `time`: 0.95–1.25 rad with a slow ±0.05 rad sway.
    @inline(__always)
    func altitude(at time: Double) -> Double {
        altitudeBase + 0.05 * sin(sway * time + phase)
    }

    /// Azimuth at `time`: −0.2–0.8 rad (pen leaning towards the lower right) with a slow
    /// ±0.15 rad sway.
    @inline(__always)
    func azimuth(at time: Double) -> Double {
        azimuthBase + 0.15 * sin(0.7 * sway * time + 2 * phase)
    }

    /// Finger contact radius at `time`: 11–18 pt with a slow ±1.5 pt swell.
    @inline(__always)
    func majorRadius(at time: Double) -> Double {
        radiusBase + 1.5 * sin(1.3 * sway * time + phase / 2)
    }
}
