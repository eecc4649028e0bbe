import InkModel

/// Antigrain-style cubic curves (Maxim Shemanarev's construction).
///
/// For the segment p1→p2 with neighbours p0 and p3: take the midpoints m1, m2, m3 of the edges
/// p0p1, p1p2, p2p3; put anchor a1 on m1→m2 at the fraction |p0p1| / (|p0p1| + |p1p2|) and
/// anchor a2 on m2→m3 at |p1p2| / (|p1p2| + |p2p3|); then control 1 = p1 + (m2 − a1)·s and
/// control 2 = p2 + (m2 − a2)·s, with s the smoothness (0 gives straight segments). When both
/// edges around an anchor have zero length (repeated or stationary points) the fraction is ½;
/// the anchor then coincides with the midpoints, so the value does not matter.
public struct AntigrainShape: CurveShape {
    /// Smoothness s in 0…1.
    public let smoothness: Double

    public init(smoothness: Double) {
        self.smoothness = smoothness
    }

    public var name: String { "antigrain" }
    public var looksAtNeighbours: Bool { true }

    public func segment(_ p0: InkPoint, _ p1: InkPoint, _ p2: InkPoint, _ p3: InkPoint) -> BezierElement {
        let a = p0.location, b = p1.location, c = p2.location, d = p3.location
        let m1 = (a + b) * 0.5, m2 = (b + c) * 0.5, m3 = (c + d) * 0.5
        let l1 = a.distance(to: b), l2 = b.distance(to: c), l3 = c.distance(to: d)
        let k1 = l1 + l2 > 0 ? l1 / (l1 + l2) : 0.5
        let k2 = l2 + l3 > 0 ? l2 / (l2 + l3) : 0.5
        let anchor1 = m1 + (m2 - m1) * k1
        let anchor2 = m2 + (m3 - m2) * k2
        return BezierElement(
            start: p1,
            control1: b + (m2 - anchor1) * smoothness,
            control2: c + (m2 - anchor2) * smoothness,
            end: p2
        )
    }
}
