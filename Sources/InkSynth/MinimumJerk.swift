import InkModel

/// Minimum-jerk point-to-point movement (Flash & Hogan): the smoothest way from rest to rest,
/// x(τ) = x0 + Δ·(10τ³ − 15τ⁴ + 6τ⁵) for τ = t/T in 0…1, with peak speed 1.875·Δ/T at τ = ½.
enum MinimumJerk {
    /// Fraction of the way covered at normalised time `tau` (0…1).
    @inline(__always)
    static func progress(_ tau: Double) -> Double {
        let cube = tau * tau * tau
        return cube * (10 + tau * (-15 + 6 * tau))
    }

    /// A path through `vertices` (mm), one minimum-jerk segment between each pair, stopping at
    /// each vertex. Segment times are proportional to segment lengths, so every segment (and the
    /// whole path) has the same mean speed; segment boundaries fall on whole milliseconds.
    static func path(through vertices: [Point], durationMS: Int) -> PenPath {
        var lengths: [Double] = []
        for index in 1..<vertices.count { lengths.append(vertices[index - 1].distance(to: vertices[index])) }
        let total = lengths.reduce(0, +)
        var points: [Point] = [vertices[0]]
        points.reserveCapacity(durationMS + 1)
        var covered = 0.0
        var boundaryMS = 0
        for (index, length) in lengths.enumerated() {
            covered += length
            let isLast = index == lengths.count - 1
            let nextBoundary = isLast ? durationMS : Int((covered / total * Double(durationMS)).rounded())
            let steps = nextBoundary - boundaryMS
            guard steps > 0 else { continue }
            let from = vertices[index], delta = vertices[index + 1] - vertices[index]
            for step in 1...steps {
                points.append(from + delta * progress(Double(step) / Double(steps)))
            }
            boundaryMS = nextBoundary
        }
        return PenPath(points: points)
    }
}
