import InkMetrics
import InkSim

/// Every configuration × metric of a current report against a baseline (DESIGN §8): relative
/// change, an interval where repetitions exist, and a verdict.
public struct ReportComparison: Sendable {
    public var comparisons: [MetricComparison]
    /// Facts a reader needs (different cost modes, configurations present in one report only,
    /// summaries compared without intervals).
    public var notes: [String]
    /// The thresholds applied, with where each came from.
    public var thresholds: ComparisonThresholds

    /// True when any metric regressed.
    public var hasRegression: Bool { comparisons.contains { $0.verdict == .regressed } }

    public func count(_ verdict: ComparisonVerdict) -> Int { comparisons.filter { $0.verdict == verdict }.count }

    /// Compares `current` against `base`; `seed` drives the bootstrap resampling.
    public init(base: RunReport, current: RunReport, thresholds: ComparisonThresholds, seed: UInt64 = 1) {
        comparisons = []
        notes = []
        self.thresholds = thresholds
        let bothModelled = base.cost.mode == .modelled && current.cost.mode == .modelled
        if base.cost.mode != current.cost.mode {
            notes.append("cost modes differ: baseline \(base.cost.mode.rawValue), current \(current.cost.mode.rawValue)")
        }
        if base.cost.cpuScale != current.cost.cpuScale {
            notes.append("cpu scales differ: baseline \(base.cost.cpuScale), current \(current.cost.cpuScale)")
        }
        var summaryOnly = false
        for trace in current.traces {
            guard let baseTrace = base.traces.first(where: { $0.input == trace.input }) else {
                notes.append("\(trace.input): not in the baseline")
                continue
            }
            for result in trace.results {
                guard let baseResult = baseTrace.results.first(where: { $0.configuration == result.configuration }) else {
                    notes.append("\(trace.input)/\(result.configuration): not in the baseline")
                    continue
                }
                for metric in ComparedMetric.all {
                    let entry = Self.compare(
                        metric, trace: trace.input, configuration: result.configuration, base: baseResult.runs, current: result.runs,
                        exact: metric.isWorkCounter || bothModelled, threshold: thresholds.threshold(for: metric.name), seed: seed
                    )
                    if !entry.isExact && entry.interval == nil { summaryOnly = true }
                    comparisons.append(entry)
                }
            }
            for baseResult in baseTrace.results where !trace.results.contains(where: { $0.configuration == baseResult.configuration }) {
                notes.append("\(trace.input)/\(baseResult.configuration): in the baseline only")
            }
        }
        for baseTrace in base.traces where !current.traces.contains(where: { $0.input == baseTrace.input }) {
            notes.append("\(baseTrace.input): in the baseline only")
        }
        if summaryOnly {
            notes.append("measured metrics with a single run on either side were compared as summaries (no interval): use --repetitions for bootstrap intervals")
        }
    }

    private static func compare(
        _ metric: ComparedMetric, trace: String, configuration: String, base: [SimulationMetrics], current: [SimulationMetrics],
        exact: Bool, threshold: Double, seed: UInt64
    ) -> MetricComparison {
        let baseValues = base.compactMap(metric.value), currentValues = current.compactMap(metric.value)
        let baseMean = mean(baseValues), currentMean = mean(currentValues)
        var change: Double?
        if let baseMean, let currentMean { change = MetricComparison.relativeChange(base: baseMean, current: currentMean) }
        var interval: BootstrapInterval?
        if !exact, baseValues.count > 1, currentValues.count > 1 {
            interval = BootstrapInterval.ofRelativeChangeOfMean(from: baseValues, to: currentValues, seed: seed)
        }
        return MetricComparison(
            trace: trace, configuration: configuration, metric: metric.name, unit: metric.unit, base: baseMean, current: currentMean,
            relativeChange: change, interval: interval, isExact: exact, threshold: threshold,
            verdict: MetricComparison.verdict(change: change, interval: interval, threshold: threshold)
        )
    }

    private static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
