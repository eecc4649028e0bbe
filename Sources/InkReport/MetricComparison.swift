import InkMetrics

/// One metric of one configuration on one trace, in the baseline and in the current report.
public struct MetricComparison: Sendable {
    /// The trace's input name as given to `inkbench run`.
    public var trace: String
    public var configuration: String
    public var metric: String
    /// Unit of `base` and `current` (see `ComparedMetric.unit`).
    public var unit: String
    /// Mean over the baseline's runs; nil when absent.
    public var base: Double?
    /// Mean over the current report's runs; nil when absent.
    public var current: Double?
    /// (current − base) / base as a fraction; +∞ when the base is 0 and the current is not.
    public var relativeChange: Double?
    /// 95% bootstrap interval of the relative change of the mean over runs, when both reports
    /// hold at least two runs of a non-exact metric.
    public var interval: BootstrapInterval?
    /// Whether the metric is exact (work counters, or both reports modelled): any change beyond
    /// the threshold is real and no interval is computed.
    public var isExact: Bool
    /// The tolerance applied, a fraction.
    public var threshold: Double
    public var verdict: ComparisonVerdict

    /// `trace/configuration/metric`, the name shown and used in the github format.
    public var qualifiedName: String { "\(trace)/\(configuration)/\(metric)" }

    /// How the verdict was reached: `exact`, `bootstrap CI` or `summary only`.
    public var method: String {
        if isExact { return "exact" }
        return interval == nil ? "summary only" : "bootstrap CI"
    }

    /// The verdict for a change: beyond the threshold, and (with an interval) an interval that
    /// excludes no change.
    static func verdict(change: Double?, interval: BootstrapInterval?, threshold: Double) -> ComparisonVerdict {
        guard let change else { return .notComparable }
        if change > threshold && (interval.map { $0.lower > 0 } ?? true) { return .regressed }
        if change < -threshold && (interval.map { $0.upper < 0 } ?? true) { return .improved }
        return .withinNoise
    }

    /// (current − base) / base; 0 when both are 0, +∞ (or −∞) from a zero base.
    static func relativeChange(base: Double, current: Double) -> Double {
        if base == current { return 0 }
        if base == 0 { return current > 0 ? .infinity : -.infinity }
        return (current - base) / abs(base)
    }
}
