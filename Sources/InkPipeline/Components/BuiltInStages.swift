import InkModel

/// The built-in filters and smoothers as registered components (`StageRegistry.builtIn`), and
/// their specs by value for code that builds configurations directly.
enum BuiltInStages {
    static let filters: [FilterComponent] = [savitzkyGolay, douglasPeucker, distanceThinning]
    static let smoothers: [SmootherComponent] = [straight, antigrain, catmullRom]

    static let savitzkyGolay = FilterComponent(
        name: "savitzky-golay", summary: "least-squares polynomial smoothing of x and y over a centred window",
        parameters: [
            ComponentParameter(key: "window", defaultValue: "5", meaning: "points in the window, odd, 3…\(SavitzkyGolayWeights.maximumWindow)"),
            ComponentParameter(key: "order", defaultValue: "3", meaning: "polynomial order, 0…min(window − 1, \(SavitzkyGolayWeights.maximumOrder))"),
        ]
    ) { reader throws(ComponentSpecError) in
        let window = try reader.integer("window", default: 5)
        let order = try reader.integer("order", default: 3)
        let maximumWindow = SavitzkyGolayWeights.maximumWindow, maximumOrder = SavitzkyGolayWeights.maximumOrder
        if window < 3 || window % 2 == 0 || window > maximumWindow {
            throw reader.problem("window", "window must be odd, 3…\(maximumWindow) (got \(window))")
        }
        if order < 0 || order >= window || order > maximumOrder {
            throw reader.problem("order", "order must be 0…\(min(window - 1, maximumOrder)) for window \(window) (got \(order))")
        }
        return .savitzkyGolay(window: window, order: order)
    }

    static let douglasPeucker = FilterComponent(
        name: "douglas-peucker", summary: "Douglas–Peucker simplification, per chunk of input points",
        parameters: [
            ComponentParameter(key: "epsilon", defaultValue: "0.45", meaning: "tolerance, pt, ≥ 0"),
            ComponentParameter(key: "chunk", defaultValue: "64", meaning: "input points per chunk, ≥ 2, or whole-stroke"),
        ]
    ) { reader throws(ComponentSpecError) in
        let epsilon = try reader.number("epsilon", default: 0.45)
        if epsilon < 0 { throw reader.problem("epsilon", "epsilon must not be negative (got \(epsilon))") }
        var chunking = DouglasPeuckerChunking.points(64)
        if let chunk = reader.text("chunk") {
            if chunk == "whole-stroke" {
                chunking = .wholeStroke
            } else {
                guard let count = Int(chunk), count >= 2 else {
                    throw reader.problem("chunk", "chunk must be a whole number ≥ 2 or 'whole-stroke' (got \(chunk))")
                }
                chunking = .points(count)
            }
        }
        return .douglasPeucker(epsilon: epsilon, chunking: chunking)
    }

    static let distanceThinning = FilterComponent(
        name: "distance-thinning", summary: "drops points closer than a distance to the previous kept point",
        parameters: [ComponentParameter(key: "distance", defaultValue: "1", meaning: "shortest kept step, pt, ≥ 0")]
    ) { reader throws(ComponentSpecError) in
        let distance = try reader.number("distance", default: 1)
        if distance < 0 { throw reader.problem("distance", "distance must not be negative (got \(distance))") }
        return .distanceThinning(distance: distance)
    }

    static let straight = SmootherComponent(name: "straight", summary: "straight segments between consecutive points") { _ throws(ComponentSpecError) in
        .straight
    }

    static let antigrain = SmootherComponent(
        name: "antigrain", summary: "Antigrain-style cubic curves; the tail lags one point while the stroke is live",
        parameters: [ComponentParameter(key: "smoothness", defaultValue: "0.7", meaning: "0 straight, ≈ 0.7 usual", range: ValueRange(0, 1))]
    ) { reader throws(ComponentSpecError) in
        .antigrain(smoothness: try reader.number("smoothness", default: 0.7))
    }

    static let catmullRom = SmootherComponent(
        name: "catmull-rom", summary: "Catmull–Rom splines as cubic Béziers; the tail lags one point while the stroke is live",
        parameters: [ComponentParameter(key: "alpha", defaultValue: "0.5", meaning: "knot exponent: 0 uniform, 0.5 centripetal, 1 chordal", range: ValueRange(0, 1))]
    ) { reader throws(ComponentSpecError) in
        .catmullRom(alpha: try reader.number("alpha", default: 0.5))
    }
}

extension FilterSpec {
    /// Savitzky–Golay smoothing of x and y: a least-squares polynomial of `order` over a centred
    /// `window` of points (odd, ≥ 3; 0 ≤ order < window), shrunk at the stroke ends.
    public static func savitzkyGolay(window: Int, order: Int) -> FilterSpec {
        FilterSpec(
            kind: "savitzky-golay", settings: [StageSetting("window", window), StageSetting("order", order)],
            naive: { NaiveSavitzkyGolayStage(window: window, order: order) }, incremental: { IncrementalSavitzkyGolayStage(window: window, order: order) }
        )
    }

    /// Douglas–Peucker simplification with tolerance `epsilon` (points, ≥ 0), run per chunk of
    /// input points (see `DouglasPeuckerChunking`).
    package static func douglasPeucker(epsilon: Double, chunking: DouglasPeuckerChunking) -> FilterSpec {
        FilterSpec(
            kind: "douglas-peucker", settings: [StageSetting("epsilon", epsilon), StageSetting("chunk", chunking.yamlValue)],
            naive: { NaiveDouglasPeuckerStage(epsilon: epsilon, chunking: chunking) },
            incremental: { IncrementalDouglasPeuckerStage(epsilon: epsilon, chunking: chunking) }
        )
    }

    /// Distance thinning: drops points closer than `distance` (points, ≥ 0) to the previous
    /// kept point; the first and last points are always kept.
    package static func distanceThinning(distance: Double) -> FilterSpec {
        FilterSpec(
            kind: "distance-thinning", settings: [StageSetting("distance", distance)],
            naive: { NaiveDistanceThinningStage(distance: distance) }, incremental: { IncrementalDistanceThinningStage(distance: distance) }
        )
    }
}

extension SmootherSpec {
    /// Straight segments between consecutive points (exact cubics), up to the tip.
    public static var straight: SmootherSpec { SmootherSpec(kind: "straight", shape: StraightShape()) }

    /// Antigrain-style cubic curves (Maxim Shemanarev's construction) with `smoothness` in
    /// [0, 1] (0 = straight, ≈ 0.7 usual). The tail lags one point while the stroke is live.
    public static func antigrain(smoothness: Double) -> SmootherSpec {
        SmootherSpec(kind: "antigrain", settings: [StageSetting("smoothness", smoothness)], shape: AntigrainShape(smoothness: smoothness))
    }

    /// Catmull–Rom splines through the points, converted to cubic Béziers, with knot
    /// parameterization exponent `alpha` in [0, 1] (0 uniform, 0.5 centripetal, 1 chordal).
    /// The tail lags one point while the stroke is live.
    package static func catmullRom(alpha: Double) -> SmootherSpec {
        SmootherSpec(kind: "catmull-rom", settings: [StageSetting("alpha", alpha)], shape: CatmullRomShape(alpha: alpha))
    }
}
