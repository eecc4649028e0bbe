import InkModel

/// The `thresholds:` section of a configuration set: the relative changes `inkbench compare`
/// tolerates for reports of this set, as fractions (0.02 = 2%). Values are written as
/// percentages (`2%`) or fractions (`0.02`), the syntax of `inkbench compare --noise` and
/// `--threshold METRIC=PERCENT`.
///
/// ```yaml
/// thresholds:
///   noise: 2%            # every metric without its own threshold
///   lag.p99: 5%          # one metric, by the name `inkbench compare --threshold` uses
/// ```
///
/// Metric names are checked where the compared metrics are known (`InkReport`), against the
/// line each was declared on.
public struct ComparisonThresholdSettings: Hashable, Sendable {
    /// One per-metric threshold and where it was declared.
    public struct MetricThreshold: Hashable, Sendable {
        /// The metric's name, e.g. `lag.p99` (unchecked here).
        public var metric: String
        /// The tolerated relative change, a fraction ≥ 0.
        public var fraction: Double
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

    public init(noise: Double? = nil, metrics: [MetricThreshold] = []) {
        self.noise = noise
        self.metrics = metrics
    }

    /// Parses a percentage (`2%`) or a fraction (`0.02`) into a fraction ≥ 0; nil when invalid.
    public static func fraction(_ text: String) -> Double? {
        let isPercent = text.hasSuffix("%")
        guard let value = Double(wholeToken: isPercent ? String(text.dropLast()) : text), value.isFinite, value >= 0 else { return nil }
        return isPercent ? value / 100 : value
    }
}
