import InkConfiguration
import InkPipeline

extension ComparisonThresholdSettings {
    /// Throws, naming `source` and the line, for the first metric not among `known` (the
    /// metrics `inkbench compare` compares: `ComparedMetric.all(declared:)`), or the first absolute
    /// limit that does not parse.
    package func checkMetricNames(source: String, known: [ComparedMetric]) throws(PipelineConfigurationError) {
        for entry in metrics where !known.contains(where: { $0.name == entry.metric }) {
            throw PipelineConfigurationError(
                source: source, line: entry.line, message: "thresholds: unknown metric '\(entry.metric)' (known: noise, \(ComparedMetric.names(known)))"
            )
        }
        for entry in limits {
            do throws(ReportError) {
                _ = try AbsoluteLimit(metric: entry.metric, comparison: entry.comparison, known: known)
            } catch {
                throw PipelineConfigurationError(source: source, line: entry.line, message: "thresholds: \(error.description)")
            }
        }
    }
}
