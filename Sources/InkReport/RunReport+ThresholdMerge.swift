import InkConfiguration

extension RunReport.ThresholdRecord {
    /// The `thresholds:` of several configuration sets, in the order given, as the one record a
    /// run keeps (`report.json` `thresholds`); nil when none has any. Each set's metric names are
    /// checked against `known` first. Two sets giving one value (the noise, or one metric's
    /// tolerance) differently is an error naming both: a run takes its thresholds from one place.
    /// Values only one set gives are kept, and every set's absolute limits (each once, in order).
    package static func merged(
        _ sets: [(source: String, settings: ComparisonThresholdSettings)], known: [ComparedMetric]
    ) throws -> RunReport.ThresholdRecord? {
        var merged: RunReport.ThresholdRecord?
        for (source, settings) in sets {
            try settings.checkMetricNames(source: source, known: known)
            let record = RunReport.ThresholdRecord(settings, source: source)
            guard var combined = merged else {
                merged = record
                continue
            }
            if let noise = record.noise, let earlier = combined.noise, noise != earlier {
                throw ReportError("\(source) sets thresholds noise differently from \(combined.source): give one configuration set with thresholds")
            }
            for (metric, value) in record.metrics.sorted(by: { $0.key < $1.key }) where combined.metrics[metric].map({ $0 != value }) ?? false {
                throw ReportError("\(source) sets threshold \(metric) differently from \(combined.source): give one configuration set with thresholds")
            }
            combined.noise = combined.noise ?? record.noise
            combined.metrics.merge(record.metrics) { earlier, _ in earlier }
            let limits = (combined.limits ?? []) + (record.limits ?? []).filter { !(combined.limits ?? []).contains($0) }
            combined.limits = limits.isEmpty ? nil : limits
            combined.source += ", \(source)"
            merged = combined
        }
        return merged
    }
}
