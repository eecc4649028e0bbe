import InkBench

/// The longest a callback of the run waited past the vsync it was due at (`start − due`), in
/// seconds: how far the main thread fell behind at its worst. A metric of this package's own: the
/// type and its registration (`registerCustomComponents`) are all it takes for report.json
/// (`registered.worstCallbackDelay`), summary.md, a chart and `inkbench compare` to carry it.
public struct WorstCallbackDelay: RunMetric {
    private var worst: Double?

    public init() {}

    public mutating func add(_ chunk: SimulationChunk) {
        for callback in chunk.callbacks { worst = max(worst ?? 0, callback.start - callback.due) }
    }

    /// nil for a run without callbacks.
    public func value() -> MetricValue { .number(worst) }
}
