import InkBench

/// The midpoint curve through a stroke's points: a line from the first point to the first
/// midpoint, a quadratic from each midpoint to the next with the point between them as control,
/// and a line from the last midpoint to the last point. Element i depends only on points
/// i − 1 … i + 1 and on whether it is the last, which is what lets the incremental stage
/// recompute from one element before the first changed point.
enum MidpointCurve {
    /// Element `index` of the curve through `points` (one element per point; a dot for one).
    static func element(_ index: Int, of points: [InkPoint]) -> BezierElement {
        let last = points.count - 1
        if last == 0 { return .dot(at: points[0]) }
        let start = index == 0 ? points[0] : midpoint(points[index - 1], points[index])
        let end = index == last ? points[last] : midpoint(points[index], points[index + 1])
        guard index > 0, index < last else { return .line(from: start, to: end) }
        let control = points[index].location
        return BezierElement(
            start: start, control1: start.location.interpolated(to: control, by: 2.0 / 3.0),
            control2: end.location.interpolated(to: control, by: 2.0 / 3.0), end: end
        )
    }

    /// The point halfway between `a` and `b`, with `b`'s other values.
    private static func midpoint(_ a: InkPoint, _ b: InkPoint) -> InkPoint {
        b.moved(to: a.location.interpolated(to: b.location, by: 0.5))
    }
}
