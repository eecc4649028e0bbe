import InkBench

extension InkBenchComponents {
    /// InkBench's built-in components plus this package's.
    public static func withCustomComponents() throws -> InkBenchComponents {
        var components = InkBenchComponents.builtIn
        try components.registerCustomComponents()
        return components
    }

    /// Registers this package's `midpoint` smoother, `damped` predictor and `budget` cost source,
    /// usable by name in configuration sets, `--predictor`, `--cost` and `inkbench list`, and its
    /// `worstCallbackDelay` metric, which every run computes, reports and `compare` gates.
    public mutating func registerCustomComponents() throws {
        try register(SmootherComponent(kind: "midpoint", summary: "quadratic curves through the midpoints") { _ in
            .midpoint
        })
        try register(PredictorCatalog.Entry(
            name: "damped", summary: "linear extrapolation with a damped velocity",
            parameters: [.init(key: "damping", defaultValue: "0.7", meaning: "share of the velocity used", range: ValueRange(0, 1))]
        ) { reader, limits throws(PredictorSpecError) in
            DampedPredictor(damping: try reader.number("damping", default: 0.7), limits: limits)
        })
        try register(CostSourceComponent(
            name: "budget", summary: "fixed budgets plus a price per point and per pixel",
            parameters: [
                .init(key: "callback-us", defaultValue: "40", meaning: "per callback, µs", range: ValueRange(0, 10_000)),
                .init(key: "point-ns", defaultValue: "60", meaning: "per point recomputed, ns", range: ValueRange(0, 100_000)),
                .init(key: "render-us", defaultValue: "300", meaning: "per frame rendered, µs", range: ValueRange(0, 100_000)),
                .init(key: "pixel-ns", defaultValue: "0.2", meaning: "per pixel cleared or copied, ns", range: ValueRange(0, 1000)),
            ],
            isDeterministic: true
        ) { reader, context throws(ComponentSpecError) in
            BudgetCost(
                perCallback: try reader.number("callback-us", default: 40) * 1e-6 * context.cpuScale,
                perPoint: try reader.number("point-ns", default: 60) * 1e-9 * context.cpuScale,
                perRender: try reader.number("render-us", default: 300) * 1e-6 * context.cpuScale,
                perPixel: try reader.number("pixel-ns", default: 0.2) * 1e-9 * context.cpuScale
            )
        })
        try register(MetricComponent(
            name: "worstCallbackDelay", summary: "the longest a callback waited past its vsync (main thread busy)", unit: "s"
        ) { _ in WorstCallbackDelay() })
    }
}

extension SmootherSpec {
    /// The midpoint smoother, naive and incremental.
    public static let midpoint = SmootherSpec(kind: "midpoint", naive: { NaiveMidpointStage() }, incremental: { IncrementalMidpointStage() })
}
