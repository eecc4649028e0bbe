import InkModel

/// The pen's true path during one pen-down run, sampled every millisecond: `points[k]` is where
/// the tip is k ms after it touched the glass. Millimetres, in the run's own frame (the drawing
/// places it on the canvas with an offset).
struct PenPath: Sendable {
    /// Tip positions, millimetres, one per millisecond; at least two.
    var points: [Point]

    init(points: [Point]) {
        self.points = points
    }

    /// Builds a path of `durationMS` + 1 points from `position(k)`, the tip at k ms.
    init(durationMS: Int, position: (Int) -> Point) {
        var points: [Point] = []
        points.reserveCapacity(durationMS + 1)
        for k in 0...durationMS { points.append(position(k)) }
        self.points = points
    }

    /// Pen-down time, whole milliseconds.
    var durationMS: Int { points.count - 1 }

    /// Pen-down time, seconds.
    var duration: Double { Double(durationMS) / 1000 }

    /// Length of the 1 kHz polyline, millimetres.
    var length: Double {
        var total = 0.0
        for k in 1..<points.count { total += points[k - 1].distance(to: points[k]) }
        return total
    }

    /// Mean tip speed while down, mm/s.
    var meanSpeed: Double { length / duration }

    /// The smallest rectangle holding every point, millimetres.
    var bounds: Bounds {
        var result = Bounds(point: points[0])
        for point in points { result.include(point) }
        return result
    }

    /// Scales the path about its frame's origin by `factor` (time unchanged, so speeds scale too).
    mutating func scale(by factor: Double) {
        for k in points.indices { points[k] = points[k] * factor }
    }
}
