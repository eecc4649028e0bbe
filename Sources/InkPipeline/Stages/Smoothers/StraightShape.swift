/// Straight segments between consecutive points (exact cubics), drawn up to the tip.
package struct StraightShape: CurveShape {
    package init() {}

    package var name: String { "straight" }
    package var looksAtNeighbours: Bool { false }

    package func segment(_ p0: InkPoint, _ p1: InkPoint, _ p2: InkPoint, _ p3: InkPoint) -> BezierElement {
        .line(from: p1, to: p2)
    }
}
