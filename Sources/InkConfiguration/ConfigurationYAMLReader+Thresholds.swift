import InkPipeline
import Yams

extension ConfigurationYAMLReader {
    /// The set-level `thresholds:` mapping (`noise:`, `METRIC: PERCENT` and `METRIC: "<=VALUE"` entries), or nil.
    /// Values are checked here; metric names by `InkReport`, which knows the compared metrics.
    func readThresholds(_ root: Node?) throws(PipelineConfigurationError) -> ComparisonThresholdSettings? {
        guard let node = root?.mapping?["thresholds"] else { return nil }
        guard let mapping = node.mapping else {
            throw fail(node, "'thresholds' must be a mapping such as { noise: 2%, lag.p99: 5% }")
        }
        var settings = ComparisonThresholdSettings()
        for (key, value) in mapping {
            guard let name = key.scalar?.string, !name.isEmpty else { throw fail(key, "thresholds: keys must be metric names or noise") }
            if name != "noise", let text = value.scalar?.string, ComparisonThresholdSettings.isLimit(text) {
                settings.limits.append(ComparisonThresholdSettings.LimitText(metric: name, comparison: text, line: key.mark?.line))
                continue
            }
            guard let text = value.scalar?.string, let fraction = ComparisonThresholdSettings.fraction(text) else {
                throw fail(
                    value,
                    "thresholds: '\(name)' must be a percentage such as 5% or a quoted limit such as \"<=40ms\" (got \(value.scalar?.string ?? "a non-scalar"))"
                )
            }
            if name == "noise" {
                settings.noise = fraction
            } else {
                settings.metrics.append(ComparisonThresholdSettings.MetricThreshold(metric: name, fraction: fraction, line: key.mark?.line))
            }
        }
        return settings
    }
}
