/// A metric registered under a name (`MetricRegistry`): how to compute it for a run and how
/// reports show and gate it. A run computes every registered metric; report.json keeps each run's
/// value under `registered.NAME` and declares the metric once in `metrics` (name, summary, unit,
/// whether it is compared); summary.md shows it in a table per trace, the charts draw it per
/// configuration and `inkbench compare` gates it as smaller-is-better when `isCompared`.
public struct MetricComponent: Sendable {
    /// The report key: a letter, then letters, digits, `-` or `_`.
    public var name: String
    /// One line: what it measures, for listings, summary.md and the chart's caption.
    public var summary: String
    /// Unit of its values: `s` (seconds; limits take `40ms`, `2s`, `300us`), `mm`, `points`, or
    /// any other word for plain numbers, e.g. `count`.
    public var unit: String
    /// Whether `inkbench compare` gates it (smaller is better; thresholds and limits take its name).
    package var isCompared: Bool
    let make: @Sendable (MetricRunContext) -> any RunMetric

    /// A metric named `name`; `make` starts its computation for one run.
    public init(
        name: String, summary: String, unit: String, isCompared: Bool = true, make: @escaping @Sendable (MetricRunContext) -> any RunMetric
    ) {
        self.name = name
        self.summary = summary
        self.unit = unit
        self.isCompared = isCompared
        self.make = make
    }

    /// A fresh computation of the metric for a run in `context`.
    public func start(_ context: MetricRunContext) -> any RunMetric { make(context) }
}
