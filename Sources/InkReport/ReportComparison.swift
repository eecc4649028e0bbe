import InkMetrics
import InkSim

/// Every configuration × metric of a current report against a baseline: relative
/// change, an interval where repetitions exist, and a verdict; what is in one report only; and
/// the absolute limits checked on the current report.
public struct ReportComparison: Sendable {
    public var comparisons: [MetricComparison]
    /// Facts a reader needs (different cost modes, configurations present in one report only,
    /// summaries compared without intervals).
    package var notes: [String]
    /// The thresholds applied, with where each came from.
    public var thresholds: ComparisonThresholds
    /// Traces and configurations in one report only, e.g. `circle: in the baseline only`; a
    /// renamed configuration or a dropped trace shows here and fails the gate unless allowed.
    public var missing: [String]
    /// Every absolute limit checked on every configuration of the current report.
    package var limitChecks: [LimitCheck]
    /// Each trace × configuration in both reports: its frame-budget verdict before and after
    /// and the metrics that moved beyond their threshold, in the current report's order.
    package var verdictChanges: [VerdictChange] = []
    /// Where each report was made (`RunReport.provenance`: tool, commit, machine).
    package var provenance: (base: String, current: String)
    /// How the pages name the two reports (the paths or the baseline name the user gave); the
    /// caller sets them, `base` and `current` by default.
    public var names: (base: String, current: String) = ("base", "current")

    /// True when any metric regressed.
    package var hasRegression: Bool { comparisons.contains { $0.verdict == .regressed } }

    /// True when a trace or configuration is in one report only, or nothing was compared.
    package var hasMissing: Bool { !missing.isEmpty || comparisons.isEmpty }

    /// The absolute limits not met.
    public var failedLimits: [LimitCheck] { limitChecks.filter { $0.passed == false } }

    public func count(_ verdict: ComparisonVerdict) -> Int { comparisons.filter { $0.verdict == verdict }.count }

    /// Compares `current` against `base`, every metric of `thresholds.metrics`; `seed` drives the
    /// bootstrap resampling. When both reports' cost sources are the same one and `costSources`
    /// declares it `deterministic` (the built-in `modelled` and `device`), every metric is compared
    /// exactly; otherwise as measured, with the run-to-run noise floor.
    public init(base: RunReport, current: RunReport, thresholds: ComparisonThresholds, costSources: CostSourceRegistry, seed: UInt64 = 1) {
        comparisons = []
        notes = []
        missing = []
        self.thresholds = thresholds
        limitChecks = LimitCheck.all(thresholds.limits, in: current, metrics: thresholds.metrics)
        provenance = (base.provenance, current.provenance)
        let deterministic = base.cost.mode == current.cost.mode
            && costSources.component(named: current.cost.mode.rawValue)?.capabilities.contains(.deterministic) == true
        if base.cost.mode != current.cost.mode {
            notes.append("cost modes differ: baseline \(base.cost.mode.rawValue), current \(current.cost.mode.rawValue)")
        }
        if base.cost.cpuScale != current.cost.cpuScale {
            notes.append("cpu scales differ: baseline \(base.cost.cpuScale), current \(current.cost.cpuScale)")
        }
        if let memory = MemoryContentionNote.note(base: base, current: current) { notes.append(memory) }
        var tooFewRuns = false
        let pairs = TracePairing(base: base.traces, current: current.traces)
        notes += pairs.notes
        for (index, trace) in current.traces.enumerated() {
            guard let baseIndex = pairs.baseIndex[index] else {
                missing.append("\(trace.input): not in the baseline")
                continue
            }
            let baseTrace = base.traces[baseIndex]
            for result in trace.results {
                guard let baseResult = baseTrace.results.first(where: { $0.configuration == result.configuration }) else {
                    missing.append("\(trace.input)/\(result.configuration): not in the baseline")
                    continue
                }
                for metric in thresholds.metrics where !(metric.values(baseResult).isEmpty && metric.values(result).isEmpty) {
                    let entry = Self.compare(
                        metric, trace: trace.input, configuration: result.configuration, base: baseResult, current: result,
                        exact: deterministic, threshold: thresholds.threshold(for: metric.name), seed: seed
                    )
                    if entry.method == .tooFewRuns { tooFewRuns = true }
                    comparisons.append(entry)
                }
            }
            for baseResult in baseTrace.results where !trace.results.contains(where: { $0.configuration == baseResult.configuration }) {
                missing.append("\(trace.input)/\(baseResult.configuration): in the baseline only")
            }
        }
        for (index, baseTrace) in base.traces.enumerated() where !pairs.baseIndex.values.contains(index) {
            missing.append("\(baseTrace.input): in the baseline only")
        }
        if comparisons.contains(where: { $0.method == .repetitions }) {
            notes.append(
                "measured metrics: a change counts only beyond \(ComparisonThresholds.percent(RepetitionEvidence.runToRunNoise)), the run-to-run noise of separate measured runs; gate finer changes with modelled costs"
            )
        }
        let measuredLimits = limitChecks.filter(\.measured)
        if !measuredLimits.isEmpty {
            let inconclusive = measuredLimits.filter { $0.outcome == .inconclusive }.count
            notes.append(
                "limits on measured runs: not met only when all of \(RepetitionEvidence.minimumRepetitions) or more runs break one (97% confidence with 5); "
                    + (inconclusive > 0 ? "\(inconclusive) not judged: use --repetitions \(RepetitionEvidence.minimumRepetitions) or more" : "run-to-run noise alone does not fail them")
            )
        }
        if tooFewRuns {
            notes.append(
                "measured metrics need --repetitions \(RepetitionEvidence.minimumRepetitions) or more on both sides for a verdict; with fewer they are inconclusive"
            )
        }
        verdictChanges = VerdictChange.changes(base: base, current: current, pairs: pairs, comparisons: comparisons)
    }

    private static func compare(
        _ metric: ComparedMetric, trace: String, configuration: String, base: RunReport.ConfigurationResult,
        current: RunReport.ConfigurationResult, exact: Bool, threshold: Double, seed: UInt64
    ) -> MetricComparison {
        let baseValues = metric.values(base), currentValues = metric.values(current)
        let baseMedian = median(baseValues), currentMedian = median(currentValues)
        var change: Double?
        if let baseMedian, let currentMedian { change = MetricComparison.relativeChange(base: baseMedian, current: currentMedian) }
        var interval: BootstrapInterval?
        let method: ComparisonMethod
        let verdict: ComparisonVerdict
        var threshold = threshold
        if exact {
            method = .exact
            verdict = MetricComparison.exactVerdict(change: change, threshold: threshold)
        } else {
            if baseValues.count > 1, currentValues.count > 1 {
                interval = BootstrapInterval.ofRelativeChangeOfMean(from: baseValues, to: currentValues, seed: seed)
            }
            if change == nil {
                method = .repetitions
                verdict = .notComparable
            } else if let evidence = RepetitionEvidence(base: baseValues, current: currentValues) {
                method = .repetitions
                verdict = evidence.verdict(threshold: threshold)
                threshold = RepetitionEvidence.effectiveThreshold(threshold)
            } else {
                method = .tooFewRuns
                verdict = change == 0 ? .withinNoise : .inconclusive
            }
        }
        return MetricComparison(
            trace: trace, configuration: configuration, metric: metric.name, unit: metric.unit, base: baseMedian, current: currentMedian,
            relativeChange: change, interval: interval, method: method, threshold: threshold, verdict: verdict
        )
    }

    private static func median(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : RepetitionEvidence.median(values)
    }
}
