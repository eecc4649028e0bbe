import InkModel

/// Checks that naive, incremental and all-at-once processing give the same output at every
/// stage, for any trace and configuration.
///
/// ```swift
/// let report = PipelineEquivalence.check(
///     trace: trace, configuration: configuration,
///     schedule: .automatic(for: trace), splits: .automatic())
/// #expect(report.isExact, "\(report)")
/// ```
/// For each chosen split s (after the first s callbacks):
/// 1. the configuration with incremental geometry, fed callbacks 0..<s one by one, equals the
///    configuration with naive geometry fed the same callbacks;
/// 2. it equals an incremental pipeline fed *all at once*: one callback carrying every sample and
///    update of callbacks 0..<s and the predictions of callback s − 1
///    (`RecordedCallback.allAtOnce`);
/// 3. for up to `continuations` of the splits, a pipeline fed all at once up to s and then
///    callback by callback to the end equals the plain incremental run at the end.
/// Comparisons 2 and 3 need `coalesced: true` (with coalesced off, which samples enter depends
/// on how they were grouped, so one big callback is a different input); otherwise they are
/// skipped and the report says so. All comparisons cover every stage's output for every touch.
public enum PipelineEquivalence {
    public static func check(
        trace: Trace,
        configuration: PipelineConfiguration,
        schedule: CallbackSchedule,
        splits selection: SplitSelection = .automatic(),
        continuations: Int = 24
    ) -> EquivalenceReport {
        var incrementalConfiguration = configuration
        incrementalConfiguration.geometry = .incremental
        var naiveConfiguration = configuration
        naiveConfiguration.geometry = .naive
        let callbacks = schedule.callbacks
        let splits = selection.splits(callbackCount: callbacks.count)
        let stageNames = configuration.stageNames
        let comparesAllAtOnce = configuration.coalesced
        var report = EquivalenceReport(
            configurationName: configuration.name, callbacks: callbacks.count, splitsChecked: splits,
            continuationSplits: [],
            allAtOnceSkipped: comparesAllAtOnce ? nil : "coalesced is off, so one big callback would admit other samples",
            maximumDeviation: 0, mismatches: []
        )
        func record(_ a: PipelineSnapshot, _ b: PipelineSnapshot, split: Int, _ comparison: String) {
            let result = SnapshotComparison(a, b, stageNames: stageNames, tolerance: EquivalenceReport.tolerance)
            report.maximumDeviation = max(report.maximumDeviation, result.maximumDeviation)
            if let problem = result.firstProblem, report.mismatches.count < 10 {
                report.mismatches.append(.init(split: split, comparison: comparison, detail: problem))
            }
        }

        var incremental = StrokePipeline(configuration: incrementalConfiguration)
        var naive = StrokePipeline(configuration: naiveConfiguration)
        var nextSplit = 0
        for (offset, callback) in callbacks.enumerated() {
            let s = offset + 1
            _ = incremental.process(callback, in: trace)
            _ = naive.process(callback, in: trace)
            guard nextSplit < splits.count, splits[nextSplit] == s else { continue }
            nextSplit += 1
            let snapshot = incremental.snapshot()
            record(snapshot, naive.snapshot(), split: s, "incremental vs naive")
            if comparesAllAtOnce {
                var allAtOnce = StrokePipeline(configuration: incrementalConfiguration)
                _ = allAtOnce.process(.allAtOnce(callbacks[0..<s]), in: trace)
                record(snapshot, allAtOnce.snapshot(), split: s, "incremental vs all-at-once")
            }
        }
        guard comparesAllAtOnce, !callbacks.isEmpty else { return report }
        let final = incremental.snapshot()
        report.continuationSplits = continuationSplits(splits, limit: continuations)
        for s in report.continuationSplits {
            var continued = StrokePipeline(configuration: incrementalConfiguration)
            _ = continued.process(.allAtOnce(callbacks[0..<s]), in: trace)
            for callback in callbacks[s...] { _ = continued.process(callback, in: trace) }
            record(final, continued.snapshot(), split: s, "incremental vs all-at-once then incremental")
        }
        return report
    }

    /// Up to `limit` splits spread evenly over `splits`.
    private static func continuationSplits(_ splits: [Int], limit: Int) -> [Int] {
        guard splits.count > limit, limit > 0 else { return splits }
        return (0..<limit).map { splits[$0 * (splits.count - 1) / max(limit - 1, 1)] }
    }
}
