import Foundation
import InkModel

/// Shapes made of minimum-jerk segments: line, polyline, zigzag and tap. Millimetres, whole
/// milliseconds; `area` is the part of the canvas the drawing may use, centred on the origin.
enum StraightShapes {
    /// One segment of `length` mm at a random angle, or at the angle of `area`'s diagonal when
    /// the random one would not fit.
    static func line(length: Double, durationMS: Int, area: Bounds, random: inout SeededGenerator) -> PenPath {
        var angle = random.uniform(-Double.pi, Double.pi)
        if abs(length * cos(angle)) > area.width || abs(length * sin(angle)) > area.height {
            angle = atan2(area.height, area.width) * random.nextSign() + (random.chance(0.5) ? 0 : Double.pi)
        }
        let end = Point(x: length * cos(angle), y: length * sin(angle))
        return MinimumJerk.path(through: [.zero, end], durationMS: durationMS)
    }

    /// `segments` connected segments of random lengths (0.6–1.4 × the mean) turning by random
    /// angles, kept inside `area` where possible, stopping at each corner.
    static func polyline(
        length: Double, segments: Int, durationMS: Int, area: Bounds, random: inout SeededGenerator
    ) -> PenPath {
        var lengths = (0..<segments).map { _ in random.uniform(0.6, 1.4) }
        let scale = length / lengths.reduce(0, +)
        for index in lengths.indices { lengths[index] *= scale }
        var vertices: [Point] = [.zero]
        var heading = random.uniform(-Double.pi, Double.pi)
        for segmentLength in lengths {
            let from = vertices[vertices.count - 1]
            var next: Point?
            for _ in 0..<12 {
                let candidate = heading + random.nextSign() * random.uniform(0.5, 2.6)
                let end = from + Point(x: segmentLength * cos(candidate), y: segmentLength * sin(candidate))
                if area.contains(Bounds(point: end)) {
                    heading = candidate
                    next = end
                    break
                }
            }
            if next == nil {
                heading = atan2(-from.y, -from.x)
                next = from + Point(x: segmentLength * cos(heading), y: segmentLength * sin(heading))
            }
            vertices.append(next ?? from)
        }
        return MinimumJerk.path(through: vertices, durationMS: durationMS)
    }

    /// `segments` segments of equal length alternately rising and falling by `height` mm, the
    /// whole tilted by a small random angle. Without a height, 0.7 × the segment length, or
    /// steeper when needed to keep the zigzag within `width` mm.
    static func zigzag(
        length: Double, segments: Int, height: Double?, width: Double, durationMS: Int, random: inout SeededGenerator
    ) throws(SynthError) -> PenPath {
        let segmentLength = length / Double(segments)
        let widest = 0.9 * width / Double(segments)
        let rise = height ?? max(0.7 * segmentLength, (max(segmentLength * segmentLength - widest * widest, 0)).squareRoot())
        guard rise <= segmentLength else {
            throw SynthError(
                key: "size", value: SynthRecipe.format(rise),
                problem: "a zigzag segment \(SynthRecipe.format(segmentLength)) mm long cannot rise that high; lower size or raise length"
            )
        }
        let advance = (segmentLength * segmentLength - rise * rise).squareRoot()
        let tilt = random.uniform(-0.1, 0.1)
        let (cosine, sine) = (cos(tilt), sin(tilt))
        let vertices = (0...segments).map { index -> Point in
            let x = Double(index) * advance, y = index % 2 == 1 ? -rise : 0
            return Point(x: x * cosine - y * sine, y: x * sine + y * cosine)
        }
        return MinimumJerk.path(through: vertices, durationMS: durationMS)
    }

    /// A brief contact drifting `drift` mm in a random direction (minimum jerk).
    static func tap(drift: Double, durationMS: Int, random: inout SeededGenerator) -> PenPath {
        let angle = random.uniform(-Double.pi, Double.pi)
        return MinimumJerk.path(through: [.zero, Point(x: drift * cos(angle), y: drift * sin(angle))], durationMS: durationMS)
    }
}
