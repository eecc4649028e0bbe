import Foundation
import InkModel

/// Parametric curves drawn at constant speed with eased start and stop: circle and Archimedean
/// spiral. Millimetres, whole milliseconds; paths are centred on the origin.
enum CurvedShapes {
    /// Speed ramps at the start and end of a curve, seconds.
    static let ramp = 0.06

    /// A circle of `diameter` mm covering `length` mm (several turns, or part of one) from a
    /// random starting angle in a random direction.
    static func circle(length: Double, diameter: Double, durationMS: Int, random: inout SeededGenerator) -> PenPath {
        let radius = diameter / 2
        let startAngle = random.uniform(-Double.pi, Double.pi)
        let sweep = random.nextSign() * length / radius
        let duration = Double(durationMS) / 1000
        let progress = EasedProgress(duration: duration, ramp: min(ramp, duration / 4))
        return PenPath(durationMS: durationMS) { k in
            let angle = startAngle + sweep * progress.fraction(at: Double(k) / 1000)
            return Point(x: radius * cos(angle), y: radius * sin(angle))
        }
    }

    /// An Archimedean spiral r = b·φ from half a pitch out of the centre, covering `length` mm.
    /// Its outer diameter is `diameter` mm if given; otherwise the pitch is 6 mm, tightened when
    /// needed so that the spiral fits `area`.
    static func spiral(
        length: Double, diameter: Double?, durationMS: Int, area: Bounds, random: inout SeededGenerator
    ) throws(SynthError) -> PenPath {
        var pitch = 6.0
        if let diameter {
            pitch = pitchFilling(radius: diameter / 2, length: length)
        } else {
            let fitting = min(area.width, area.height) / 2
            if (length * pitch / Double.pi + pitch * pitch / 4).squareRoot() > fitting {
                pitch = pitchFilling(radius: fitting, length: length)
            }
        }
        guard pitch >= 0.3 else {
            throw SynthError(
                key: diameter == nil ? "length" : "size", value: SynthRecipe.format(diameter ?? length),
                problem: "a spiral \(SynthRecipe.format(length)) mm long would need turns closer than 0.3 mm; draw less or make it larger"
            )
        }
        let b = pitch / (2 * Double.pi)
        let direction = random.nextSign(), rotation = random.uniform(-Double.pi, Double.pi)
        let duration = Double(durationMS) / 1000
        let progress = EasedProgress(duration: duration, ramp: min(ramp, duration / 4))
        var angle = Double.pi
        var covered = 0.0
        return PenPath(durationMS: durationMS) { k in
            let target = length * progress.fraction(at: Double(k) / 1000)
            angle = advance(angle, along: target - covered, b: b)
            covered = target
            let radius = b * angle, turned = direction * angle + rotation
            return Point(x: radius * cos(turned), y: radius * sin(turned))
        }
    }

    /// The angle reached on the spiral r = b·φ after moving `distance` mm along it from angle
    /// `phi`: one midpoint step of dφ/ds = 1 / (b√(1 + φ²)) (distances per millisecond are tiny
    /// against the radius of curvature, so the step's error is far below a micrometre).
    private static func advance(_ phi: Double, along distance: Double, b: Double) -> Double {
        let half = phi + distance / 2 / (b * (1 + phi * phi).squareRoot())
        return phi + distance / (b * (1 + half * half).squareRoot())
    }

    /// The pitch of a spiral that starts half a pitch from the centre and reaches `radius` after
    /// `length` mm, from the area it sweeps: length × pitch ≈ π(radius² − (pitch/2)²).
    private static func pitchFilling(radius: Double, length: Double) -> Double {
        let root = (length * length + Double.pi * Double.pi * radius * radius).squareRoot()
        return (root - length) / (Double.pi / 2)
    }
}
