import InkConfiguration
import InkPipeline

extension ComparisonThresholdSettings {
    /// Throws, naming `source` and the line, for the first metric that `inkbench compare` does
    /// not know, or the first absolute limit that does not parse.
    public func checkMetricNames(source: String) throws(PipelineConfigurationError) {
        for entry in metrics where ComparedMetric.named(entry.metric) == nil {
            throw PipelineConfigurationError(
                source: source, line: entry.line, message: "thresholds: unknown metric '\(entry.metric)' (known: noise, \(ComparedMetric.knownNames))"
            )
        }
        for entry in limits {
            do throws(ReportError) {
                _ = try AbsoluteLimit(metric: entry.metric, comparison: entry.comparison)
            } catch {
                throw PipelineConfigurationError(source: source, line: entry.line, message: "thresholds: \(error.description)")
            }
        }
    }
}
