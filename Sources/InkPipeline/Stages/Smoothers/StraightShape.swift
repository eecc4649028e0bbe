/// Straight segments between consecutive points (exact cubics), drawn up to the tip.
public struct StraightShape: CurveShape {
    public init() {}

    public var name: String { "straight" }
    public var looksAtNeighbours: Bool { false }

    public func segment(_ p0: InkPoint, _ p1: InkPoint, _ p2: InkPoint, _ p3: InkPoint) -> BezierElement {
        .line(from: p1, to: p2)
    }
}
