/// The axis-aligned bounding box of a sequence of points, in points, grown one point at a time.
///
/// `Trace.inkBounds` and a streamed reader's one-pass summary both use it, so they agree bit for
/// bit: ties between `0.0` and `-0.0` are settled by `min`/`max` in the order points are
/// included. Including the bounds of a later part of the sequence (`include(_: PointBounds)`)
/// gives the same box as including that part's points one by one.
package struct PointBounds: Hashable, Sendable {
    /// Smallest x and smallest y seen, points.
    package private(set) var minimum: Point
    /// Largest x and largest y seen, points.
    package private(set) var maximum: Point

    /// The box of the single point `first`.
    package init(_ first: Point) {
        minimum = first
        maximum = first
    }

    /// Grows the box to hold `point`.
    package mutating func include(_ point: Point) {
        minimum = Point(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
        maximum = Point(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
    }

    /// Grows the box to hold every point `other` was built from (which came after this box's).
    package mutating func include(_ other: PointBounds) {
        include(other.minimum)
        include(other.maximum)
    }
}
