import InkModel

/// One drawable piece of a stroke: a cubic Bézier segment from `start` to `end`, the smoother's
/// output and the renderer's input.
///
/// The ends are whole `InkPoint`s so a renderer can taper the width by force and altitude and
/// draw predicted ink on its own layer. Straight segments are exact cubics whose control points
/// sit at one and two thirds of the chord. A stroke of a single point (a tap) is one *dot*:
/// an element whose four points coincide. Units: points.
public struct BezierElement: Hashable, Sendable {
    public var start: InkPoint
    public var control1: Point
    public var control2: Point
    public var end: InkPoint

    public init(start: InkPoint, control1: Point, control2: Point, end: InkPoint) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    /// A straight segment as an exact cubic (controls at 1/3 and 2/3 of the chord).
    public static func line(from start: InkPoint, to end: InkPoint) -> BezierElement {
        let a = start.location, b = end.location
        return BezierElement(
            start: start,
            control1: a.interpolated(to: b, by: 1.0 / 3.0),
            control2: a.interpolated(to: b, by: 2.0 / 3.0),
            end: end
        )
    }

    /// The dot drawn for a stroke of one point.
    public static func dot(at point: InkPoint) -> BezierElement {
        BezierElement(start: point, control1: point.location, control2: point.location, end: point)
    }

    /// True when either end comes from a predicted touch.
    public var isPredicted: Bool { start.isPredicted || end.isPredicted }

    /// The four defining points in order: start, control 1, control 2, end.
    public var points: [Point] { [start.location, control1, control2, end.location] }
}
