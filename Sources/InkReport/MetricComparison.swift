import InkMetrics

/// One metric of one configuration on one trace, in the baseline and in the current report.
public struct MetricComparison: Sendable {
    /// The trace's input name as given to `inkbench run`.
    public var trace: String
    public var configuration: String
    public var metric: String
    /// Unit of `base` and `current` (see `ComparedMetric.unit`).
    public var unit: String
    /// Median over the baseline's runs (the value itself with one run); nil when absent.
    public var base: Double?
    /// Median over the current report's runs; nil when absent.
    public var current: Double?
    /// (current − base) / base as a fraction; +∞ when the base is 0 and the current is not.
    package var relativeChange: Double?
    /// 95% bootstrap interval of the relative change of the mean over runs, shown for a measured
    /// metric when both reports hold at least two runs; the verdict comes from `method`.
    package var interval: BootstrapInterval?
    /// How the verdict was reached.
    package var method: ComparisonMethod
    /// The tolerance applied, a fraction.
    public var threshold: Double
    public var verdict: ComparisonVerdict

    /// `trace/configuration/metric`, the name shown and used in the github format.
    package var qualifiedName: String { "\(trace)/\(configuration)/\(metric)" }

    /// Whether the metric was compared exactly (both reports modelled): any change beyond the
    /// threshold is real.
    public var isExact: Bool { method == .exact }

    /// The verdict of an exact metric: a change beyond the threshold.
    static func exactVerdict(change: Double?, threshold: Double) -> ComparisonVerdict {
        guard let change else { return .notComparable }
        if change > threshold { return .regressed }
        if change < -threshold { return .improved }
        return .withinNoise
    }

    /// (current − base) / base; 0 when both are 0, +∞ (or −∞) from a zero base.
    static func relativeChange(base: Double, current: Double) -> Double {
        if base == current { return 0 }
        if base == 0 { return current > 0 ? .infinity : -.infinity }
        return (current - base) / abs(base)
    }
}
