import InkModel
import InkPipeline

/// The `thresholds:` section of a configuration set: the relative changes `inkbench compare`
/// tolerates for reports of this set, as fractions (0.02 = 2%), and absolute limits. Relative
/// values are written as percentages (`2%`; a number without `%` is refused, so `5` cannot
/// silently mean 500%), the syntax of `inkbench compare --noise` and `--threshold METRIC=PERCENT`;
/// an absolute limit is a quoted comparison with a unit, the syntax of `--threshold METRIC<=VALUE`.
///
/// ```yaml
/// thresholds:
///   noise: 2%            # every metric without its own threshold
///   lag.p99: 5%          # one metric, by the name `inkbench compare --threshold` uses
///   missedFrames: "==0"  # an absolute limit on the current report
/// ```
///
/// Metric names and limits are checked where the compared metrics are known (`InkReport`),
/// against the line each was declared on.
public struct ComparisonThresholdSettings: Hashable, Sendable {
    /// One per-metric threshold and where it was declared.
    public struct MetricThreshold: Hashable, Sendable {
        /// The metric's name, e.g. `lag.p99` (unchecked here).
        public var metric: String
        /// The tolerated relative change, a fraction ≥ 0.
        package var fraction: Double
        /// The 1-based line of the entry, when known.
        public var line: Int?

        public init(metric: String, fraction: Double, line: Int? = nil) {
            self.metric = metric
            self.fraction = fraction
            self.line = line
        }
    }

    /// The default tolerance (`noise:`), a fraction; nil when the section does not set it.
    public var noise: Double?
    /// Per-metric tolerances in file order.
    public var metrics: [MetricThreshold]
    /// Absolute limits (`lag.p99: "<=40ms"`) in file order, as written: metric, the comparison
    /// and its line; parsed and checked by `InkReport`.
    public var limits: [LimitText]

    /// One absolute limit as written.
    public struct LimitText: Hashable, Sendable {
        public var metric: String
        /// The comparison after the metric name, e.g. `<=40ms`.
        public var comparison: String
        /// The 1-based line of the entry, when known.
        public var line: Int?

        public init(metric: String, comparison: String, line: Int? = nil) {
            self.metric = metric
            self.comparison = comparison
            self.line = line
        }
    }

    public init(noise: Double? = nil, metrics: [MetricThreshold] = [], limits: [LimitText] = []) {
        self.noise = noise
        self.metrics = metrics
        self.limits = limits
    }

    /// Parses a percentage (`2%`) into a fraction ≥ 0; nil when invalid or without `%`.
    package static func fraction(_ text: String) -> Double? {
        guard text.hasSuffix("%"), let value = Double(wholeToken: String(text.dropLast())), value.isFinite, value >= 0 else { return nil }
        return value / 100
    }

    /// Whether `text` is an absolute limit (starts with `<`, `>` or `=`) rather than a percentage.
    package static func isLimit(_ text: String) -> Bool {
        text.first.map { "<>=".contains($0) } ?? false
    }
}
