/// How a configuration turns polylines into Bézier elements.
public enum SmootherSpec: Hashable, Sendable {
    /// Straight segments between consecutive points (exact cubics), up to the tip.
    case straight
    /// Antigrain-style cubic curves (Maxim Shemanarev's construction) with `smoothness` in
    /// [0, 1] (0 = straight, ≈ 0.7 usual). The tail lags one point while the stroke is live.
    case antigrain(smoothness: Double)
    /// Catmull–Rom splines through the points, converted to cubic Béziers, with knot
    /// parameterization exponent `alpha` in [0, 1] (0 uniform, 0.5 centripetal, 1 chordal).
    /// The tail lags one point while the stroke is live.
    case catmullRom(alpha: Double)

    /// The kind's name in YAML and stage listings.
    public var kind: String {
        switch self {
        case .straight: "straight"
        case .antigrain: "antigrain"
        case .catmullRom: "catmull-rom"
        }
    }

    /// The smoother and its parameters, e.g. `antigrain(smoothness 0.7)`.
    public var summary: String {
        switch self {
        case .straight: kind
        case .antigrain(let smoothness): "\(kind)(smoothness \(smoothness))"
        case .catmullRom(let alpha): "\(kind)(alpha \(alpha))"
        }
    }
}
