import InkSim

extension RunReport {
    /// The first thing in a decoded report that its readers (`chart`, `compare`, the summary
    /// and index pages) cannot use, naming the field as a JSON path, or nil. JSON decoding
    /// checks types; this checks what types cannot say: every configuration result has at
    /// least one run and its `representativeRun` (and `pooledRun`) is one of them, and every recorded threshold is
    /// a finite fraction ≥ 0 (what `--noise`, `--threshold` and a configuration's `thresholds:`
    /// accept), and every declared metric has a usable name (`MetricRegistry.isMetricName`: it
    /// names chart files), declared once.
    public func structureProblem() -> String? {
        for (index, metric) in declaredMetrics.enumerated() {
            if !MetricRegistry.isMetricName(metric.name) {
                return "metrics[\(index)].name '\(metric.name)' is not a metric name (a letter, then letters, digits, '-' or '_')"
            }
            if declaredMetrics[..<index].contains(where: { $0.name == metric.name }) { return "metrics[\(index)].name '\(metric.name)' is declared twice" }
        }
        for (traceIndex, trace) in traces.enumerated() {
            for (resultIndex, result) in trace.results.enumerated() {
                let path = "traces[\(traceIndex)].results[\(resultIndex)]"
                if result.runs.isEmpty { return "\(path).runs is empty (a result holds at least one run)" }
                if !result.runs.indices.contains(result.representativeRun) {
                    return "\(path).representativeRun \(result.representativeRun) is not a run index (0…\(result.runs.count - 1))"
                }
                if let pooled = result.pooledRun, !result.runs.indices.contains(pooled) || result.runs.count < 2 {
                    return "\(path).pooledRun \(pooled) is not the index of a run beside the repetitions (0…\(result.runs.count - 1))"
                }
            }
        }
        if let thresholds {
            if let noise = thresholds.noise, !(noise.isFinite && noise >= 0) {
                return "thresholds.noise \(noise) is not a fraction ≥ 0"
            }
            for (metric, fraction) in thresholds.metrics.sorted(by: { $0.key < $1.key }) where !(fraction.isFinite && fraction >= 0) {
                return "thresholds.metrics.\(metric) \(fraction) is not a fraction ≥ 0"
            }
        }
        return nil
    }
}
