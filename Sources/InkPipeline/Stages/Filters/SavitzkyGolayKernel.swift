import InkModel

/// The per-point function of the Savitzky–Golay stage, shared by its naive and incremental
/// variants so both give bit-identical output.
///
/// Point i of an n-point polyline is smoothed with the half-width h_i = min(h, i, n − 1 − i):
/// the window shrinks symmetrically at both ends, so the first and last points stay where they
/// are and a point's value depends only on the points within h of it and on whether it lies
/// within h of an end. Only x and y are smoothed; every other value (force, timestamp, the
/// predicted flag, …) is the centre point's.
struct SavitzkyGolayKernel: Sendable {
    let weights: SavitzkyGolayWeights

    init(window: Int, order: Int) {
        weights = SavitzkyGolayWeights(window: window, order: order)
    }

    var halfWidth: Int { weights.halfWidth }

    /// The smoothed point at `index` of `points`.
    func smoothed(at index: Int, in points: [InkPoint]) -> InkPoint {
        let half = min(weights.halfWidth, index, points.count - 1 - index)
        if weights.keepsCentre(half: half) { return points[index] }
        var x = 0.0, y = 0.0
        for offset in -half...half {
            let weight = weights.weight(half: half, offset: offset)
            let location = points[index + offset].location
            x += weight * location.x
            y += weight * location.y
        }
        return points[index].moved(to: Point(x: x, y: y))
    }
}
