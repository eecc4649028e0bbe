import InkPipeline

extension ComparisonThresholdSettings {
    /// Throws, naming `source` and the line, for the first metric that `inkbench compare` does
    /// not know.
    public func checkMetricNames(source: String) throws(PipelineConfigurationError) {
        for entry in metrics where ComparedMetric.named(entry.metric) == nil {
            throw PipelineConfigurationError(
                source: source, line: entry.line, message: "thresholds: unknown metric '\(entry.metric)' (known: noise, \(ComparedMetric.knownNames))"
            )
        }
    }
}
