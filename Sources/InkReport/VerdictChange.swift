import InkSim

/// How one configuration on one trace changed against a baseline report, for the cells of
/// `VerdictMatrix`: its verdict before and after ("fits → over"), the headroom at p99 cost before
/// and after, and the compared metrics that `ReportComparison` finds regressed or improved
/// beyond their thresholds (the same verdicts `inkbench compare` gives).
package struct VerdictChange: Sendable {
    /// A trace (the current report's `input`) and a configuration.
    struct Key: Hashable {
        var trace: String
        var configuration: String
    }

    package var base: FrameBudgetVerdict
    package var current: FrameBudgetVerdict
    /// The metrics worse beyond their threshold, in report order.
    package var regressed: [MetricComparison]
    /// The metrics better beyond their threshold, in report order.
    package var improved: [MetricComparison]

    /// Whether the verdict changed.
    package var verdictChanged: Bool { base.status != current.status }

    /// Worse: a worse verdict, or a metric regressed (and the verdict not better).
    package var isWorse: Bool { rank(current.status) < rank(base.status) || (!regressed.isEmpty && rank(current.status) == rank(base.status)) }
    /// Better: a better verdict, or only improvements.
    package var isBetter: Bool { rank(current.status) > rank(base.status) || (regressed.isEmpty && !improved.isEmpty && !verdictChanged) }

    /// One short line, e.g. `fits → over, headroom 99% → -428%; lag +3.0 / +10.0 ms; 12 regressed,
    /// 1 improved`: the verdict and headroom before → now, the change of lag p50 / p99 (ms, when
    /// either moved by 0.05 ms or more) and how many compared metrics moved beyond their
    /// threshold (named in `detail`); `no change` when none of these moved.
    package var text: String {
        var parts: [String] = []
        let headroom = { (verdict: FrameBudgetVerdict) in verdict.headroomP99.map { String(format: "%.0f%%", $0 * 100) } ?? "n/a" }
        let headroomMoved = headroom(base) != headroom(current)
        if verdictChanged {
            parts.append("\(base.status.word) → \(current.status.word)" + (headroomMoved ? ", headroom \(headroom(base)) → \(headroom(current))" : ""))
        } else if headroomMoved {
            parts.append("headroom \(headroom(base)) → \(headroom(current))")
        }
        let delta = { (before: Double?, after: Double?) -> Double? in
            guard let before, let after else { return nil }
            return after - before
        }
        let lagChanges = [delta(base.lagP50, current.lagP50), delta(base.lagP99, current.lagP99)]
        if lagChanges.contains(where: { abs($0 ?? 0) >= 0.05e-3 }) {
            parts.append("lag " + lagChanges.map { $0.map { String(format: "%+.1f", $0 * 1e3) } ?? "n/a" }.joined(separator: " / ") + " ms")
        }
        let counts = [(regressed.count, "regressed"), (improved.count, "improved")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        if !counts.isEmpty { parts.append(counts.joined(separator: ", ")) }
        return parts.isEmpty ? "no change" : parts.joined(separator: "; ")
    }

    /// Every metric that moved beyond its threshold with its relative change, e.g. `regressed:
    /// lag.p99 +10.00%; improved: pointsPerCallback -2.65%`; empty when none did.
    package var detail: String {
        let listed = { (entries: [MetricComparison]) in
            entries.map { "\($0.metric) \(ComparisonFormat.percent($0.relativeChange))" }.joined(separator: ", ")
        }
        return [regressed.isEmpty ? nil : "regressed: " + listed(regressed), improved.isEmpty ? nil : "improved: " + listed(improved)]
            .compactMap { $0 }.joined(separator: "; ")
    }

    /// The change of every trace × configuration of `current` found in `base` (traces paired by
    /// content as `inkbench compare` pairs them), against `thresholds` (default: those `current`
    /// recorded, else the built-in noise level), exactly for a cost source `costSources` declares
    /// deterministic.
    static func all(base: RunReport, current: RunReport, thresholds: ComparisonThresholds?, costSources: CostSourceRegistry) -> [Key: VerdictChange] {
        let limits = thresholds ?? {
            var recorded = ComparisonThresholds(metrics: ComparedMetric.all(declared: current.declaredMetrics))
            if let record = current.thresholds { recorded.apply(record.settings, from: .report("report.json", recordedFrom: record.source)) }
            return recorded
        }()
        let changes = ReportComparison(base: base, current: current, thresholds: limits, costSources: costSources).verdictChanges
        return Dictionary(changes.map { (Key(trace: $0.current.trace, configuration: $0.current.configuration), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The changes of the trace × configuration pairs `pairs` finds in both reports, with the
    /// regressed and improved entries of `comparisons`, in the current report's order.
    static func changes(base: RunReport, current: RunReport, pairs: TracePairing, comparisons: [MetricComparison]) -> [VerdictChange] {
        var changes: [VerdictChange] = []
        for (index, trace) in current.traces.enumerated() {
            guard let baseIndex = pairs.baseIndex[index] else { continue }
            let baseTrace = base.traces[baseIndex]
            for result in trace.results {
                guard let baseResult = baseTrace.results.first(where: { $0.configuration == result.configuration }) else { continue }
                let entries = comparisons.filter { $0.trace == trace.input && $0.configuration == result.configuration }
                changes.append(VerdictChange(
                    base: FrameBudgetVerdict(trace: baseTrace, result: baseResult), current: FrameBudgetVerdict(trace: trace, result: result),
                    regressed: entries.filter { $0.verdict == .regressed }, improved: entries.filter { $0.verdict == .improved }
                ))
            }
        }
        return changes
    }

    /// Higher is better: over budget 0, drops samples 1, misses frames 2, fits 3.
    private func rank(_ status: FrameBudgetVerdict.Status) -> Int {
        switch status {
        case .overBudget: 0
        case .dropsSamples: 1
        case .missesFrames: 2
        case .fits: 3
        }
    }
}
