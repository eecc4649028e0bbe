import InkConfiguration
import InkPipeline

extension RunReport {
    /// The `thresholds:` of the configuration set(s) a run used (report.json `thresholds`), for
    /// `inkbench compare` when neither its flags nor its `--config` set a threshold.
    public struct ThresholdRecord: Sendable, Codable, Hashable {
        /// The configuration-set file(s) the thresholds came from, comma-separated.
        public var source: String
        /// The default tolerance, a fraction; nil when the set does not give one.
        public var noise: Double?
        /// Per-metric tolerances by metric name, fractions.
        public var metrics: [String: Double]
        /// Absolute limits as written, e.g. `lag.p99<=40ms`; absent (nil) in reports written
        /// before limits existed and when the set has none.
        public var limits: [String]?

        /// `noise` and `metrics` as fractions (0.05 = 5%).
        public init(source: String, noise: Double?, metrics: [String: Double], limits: [String]? = nil) {
            self.source = source
            self.noise = noise
            self.metrics = metrics
            self.limits = limits
        }

        /// The thresholds of `settings`, read from `source`.
        public init(_ settings: ComparisonThresholdSettings, source: String) {
            self.init(
                source: source, noise: settings.noise,
                metrics: Dictionary(settings.metrics.map { ($0.metric, $0.fraction) }, uniquingKeysWith: { _, last in last }),
                limits: settings.limits.isEmpty ? nil : settings.limits.map { $0.metric + $0.comparison }
            )
        }

        /// The recorded thresholds, in metric-name order.
        public var settings: ComparisonThresholdSettings {
            ComparisonThresholdSettings(
                noise: noise, metrics: metrics.keys.sorted().map { ComparisonThresholdSettings.MetricThreshold(metric: $0, fraction: metrics[$0] ?? 0) },
                limits: (limits ?? []).compactMap { text in
                    AbsoluteLimit.split(text).map { ComparisonThresholdSettings.LimitText(metric: $0.metric, comparison: $0.comparison) }
                }
            )
        }
    }
}
