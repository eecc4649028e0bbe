/// How a smoother shapes the segment between two consecutive points, shared by the naive and
/// incremental smoother stages.
///
/// Segment i runs from point i to point i + 1; a shape may also look at one neighbour on each
/// side (`looksAtNeighbours`). At the stroke's ends a missing neighbour is the end point itself
/// (the end is duplicated).
public protocol CurveShape: Sendable {
    /// The smoother's kind, e.g. `antigrain`.
    var name: String { get }
    /// True when segment i also depends on points i − 1 and i + 2. Then, while the stroke is
    /// live, the segment ending at the newest point is not emitted yet (its shape would change
    /// with the next point): the drawn tail lags by one point until the touch ends.
    var looksAtNeighbours: Bool { get }
    /// The segment from `p1` to `p2`, with neighbours `p0` (before) and `p3` (after).
    func segment(_ p0: InkPoint, _ p1: InkPoint, _ p2: InkPoint, _ p3: InkPoint) -> BezierElement
}

extension CurveShape {
    /// Number of elements for `count` points: none for an empty stroke; one dot for a single
    /// point (for a neighbour-looking shape only once the stroke ended); otherwise one segment
    /// per interval, less the lagging last one while a neighbour-looking shape's stroke is live.
    func elementCount(points count: Int, ended: Bool) -> Int {
        let lags = looksAtNeighbours && !ended
        if count == 0 { return 0 }
        if count == 1 { return lags ? 0 : 1 }
        return lags ? count - 2 : count - 1
    }

    /// Element `index` of the stroke `points` (see `elementCount`).
    func element(_ index: Int, of points: [InkPoint]) -> BezierElement {
        let last = points.count - 1
        if last == 0 { return .dot(at: points[0]) }
        return segment(points[max(index - 1, 0)], points[index], points[index + 1], points[min(index + 2, last)])
    }

    /// How many elements before the first changed point's segment can change with it.
    var reachBack: Int { looksAtNeighbours ? 2 : 1 }
}
