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

        /// `noise` and `metrics` as fractions (0.05 = 5%).
        public init(source: String, noise: Double?, metrics: [String: Double]) {
            self.source = source
            self.noise = noise
            self.metrics = metrics
        }

        /// The thresholds of `settings`, read from `source`.
        public init(_ settings: ComparisonThresholdSettings, source: String) {
            self.init(
                source: source, noise: settings.noise,
                metrics: Dictionary(settings.metrics.map { ($0.metric, $0.fraction) }, uniquingKeysWith: { _, last in last })
            )
        }

        /// The recorded thresholds, in metric-name order.
        public var settings: ComparisonThresholdSettings {
            ComparisonThresholdSettings(
                noise: noise, metrics: metrics.keys.sorted().map { ComparisonThresholdSettings.MetricThreshold(metric: $0, fraction: metrics[$0] ?? 0) }
            )
        }
    }
}
