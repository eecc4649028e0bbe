import Foundation
import InkModel

/// Catmull–Rom splines through the points, converted exactly to cubic Béziers.
///
/// Knot spacing d_i = |p_{i+1} − p_i|^α (α = 0 uniform, 0.5 centripetal — the default, free of
/// cusps and self-intersections within a segment — 1 chordal). For the segment p1→p2 the
/// tangents (per unit of knot parameter) are
/// v1 = (p1 − p0)/d0 − (p2 − p0)/(d0 + d1) + (p2 − p1)/d1 and
/// v2 = (p2 − p1)/d1 − (p3 − p1)/(d1 + d2) + (p3 − p2)/d2, and the controls are
/// p1 + v1·d1/3 and p2 − v2·d1/3 (uniform: p1 + (p2 − p0)/6 and p2 − (p3 − p1)/6).
/// A zero-length neighbouring edge (a duplicated end or a stationary sample) makes its tangent
/// the chord direction (p2 − p1)/d1; a zero-length segment is a straight (degenerate) element.
package struct CatmullRomShape: CurveShape {
    /// Knot exponent α in 0…1.
    package let alpha: Double

    package init(alpha: Double) {
        self.alpha = alpha
    }

    package var name: String { "catmull-rom" }
    package var looksAtNeighbours: Bool { true }

    package func segment(_ p0: InkPoint, _ p1: InkPoint, _ p2: InkPoint, _ p3: InkPoint) -> BezierElement {
        let a = p0.location, b = p1.location, c = p2.location, d = p3.location
        let d0 = knotSpacing(a, b), d1 = knotSpacing(b, c), d2 = knotSpacing(c, d)
        guard d1 > 0 else { return .line(from: p1, to: p2) }
        let chord = (c - b) / d1
        let v1 = d0 > 0 ? (b - a) / d0 - (c - a) / (d0 + d1) + chord : chord
        let v2 = d2 > 0 ? chord - (d - b) / (d1 + d2) + (d - c) / d2 : chord
        return BezierElement(start: p1, control1: b + v1 * (d1 / 3), control2: c - v2 * (d1 / 3), end: p2)
    }

    /// |q − p|^α, computed as (|q − p|²)^(α/2); 1 for α = 0 even when p = q.
    private func knotSpacing(_ p: Point, _ q: Point) -> Double {
        if alpha == 0 { return 1 }
        let delta = q - p
        return pow(delta.dot(delta), alpha / 2)
    }
}
