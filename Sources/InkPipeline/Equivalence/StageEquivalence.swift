import InkModel

/// Checks one stage's incremental implementation against its naive twin: the public one-call
/// form of the check behind InkBench's own equivalence tests (`PipelineEquivalence`).
///
/// ```swift
/// let report = StageEquivalence.check(mySmoother, trace: trace)
/// #expect(report.isExact, "\(report)")       // report.firstDifference says where it broke
/// ```
/// The stage runs alone behind the built-in touch-path and polyline stages (a filter is
/// followed by the `straight` smoother). At every split s of the trace's callbacks (after the
/// first s; `splits`), the incremental pipeline fed callbacks one by one must equal the naive
/// one fed the same callbacks, and an incremental one fed the first s callbacks all at once;
/// runs started all at once and continued callback by callback must end equal too. Every
/// stage's output of every touch is compared, exactly (`EquivalenceReport.isExact`) or within
/// `EquivalenceReport.tolerance` (`isEquivalent`).
public enum StageEquivalence {
    /// Checks `filter` on `trace`, cut into `schedule`'s callbacks (default: the trace's
    /// recorded callbacks, or one per display frame), at `splits`.
    public static func check(
        _ filter: FilterSpec, trace: Trace, schedule: CallbackSchedule? = nil, splits: SplitSelection = .automatic()
    ) -> EquivalenceReport {
        let configuration = PipelineConfiguration(name: filter.summary, geometry: .incremental, filters: [filter])
        return PipelineEquivalence.check(trace: trace, configuration: configuration, schedule: schedule ?? .automatic(for: trace), splits: splits)
    }

    /// Checks `smoother` on `trace`, cut into `schedule`'s callbacks (default: the trace's
    /// recorded callbacks, or one per display frame), at `splits`.
    public static func check(
        _ smoother: SmootherSpec, trace: Trace, schedule: CallbackSchedule? = nil, splits: SplitSelection = .automatic()
    ) -> EquivalenceReport {
        let configuration = PipelineConfiguration(name: smoother.summary, geometry: .incremental, smoother: smoother)
        return PipelineEquivalence.check(trace: trace, configuration: configuration, schedule: schedule ?? .automatic(for: trace), splits: splits)
    }
}
