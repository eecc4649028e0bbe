import InkMetrics

/// When a measured metric (one that varies from run to run) counts as changed, from its
/// per-repetition values on each side. All three must hold:
///
/// 1. the relative change of the medians is beyond the threshold, and beyond `runToRunNoise`;
/// 2. the exact one-sided rank-sum test (`RankSumTest`) of the repetitions gives p ≤ `significance`
///    (with 5 + 5 repetitions: at most one of the 25 pairs out of order);
/// 3. the difference of the medians is larger than the spread (max − min) of the repetitions
///    within either side — the change must stand out of the run-to-run noise, not merely from it.
///
/// Fewer than `minimumRepetitions` on a side is never a verdict.
package struct RepetitionEvidence: Sendable {
    /// Repetitions each side needs (5 + 5 is the smallest design where the rank test can reach 1%).
    package static let minimumRepetitions = 5
    /// Largest p-value of the rank test that counts.
    package static let significance = 0.01
    /// Smallest relative change of a measured metric that can count (a fraction). Repetitions
    /// inside one `inkbench run` follow each other within milliseconds, so they share the
    /// machine's state; two separate runs of the same measured benchmark on a shared 2-core
    /// machine differed by up to 17% in mean callback cost, every repetition of one run above
    /// every repetition of the other. The rank test and the spread cannot see such a shift, so
    /// a smaller change is not evidence of a change in the pipeline (use modelled costs to gate
    /// finer changes deterministically).
    package static let runToRunNoise = 0.25

    /// Median of the baseline's repetitions.
    package var baseMedian: Double
    /// Median of the current repetitions.
    package var currentMedian: Double
    /// The test that the current values are larger (worse).
    package var worse: RankSumTest
    /// The test that the current values are smaller (better).
    package var better: RankSumTest
    /// Largest max − min of the repetitions within one side.
    package var spread: Double

    /// Nil when a side has fewer than `minimumRepetitions` values or a non-finite one.
    package init?(base: [Double], current: [Double]) {
        guard base.count >= Self.minimumRepetitions, current.count >= Self.minimumRepetitions,
            let worse = RankSumTest(first: base, second: current), let better = RankSumTest(first: current, second: base)
        else { return nil }
        baseMedian = Self.median(base)
        currentMedian = Self.median(current)
        self.worse = worse
        self.better = better
        spread = max(base.max()! - base.min()!, current.max()! - current.min()!)
    }

    /// The threshold a measured metric is held to: `threshold`, at least `runToRunNoise`.
    package static func effectiveThreshold(_ threshold: Double) -> Double {
        max(threshold, runToRunNoise)
    }

    /// The verdict for `threshold` (a fraction; `effectiveThreshold` applies).
    package func verdict(threshold: Double) -> ComparisonVerdict {
        let threshold = Self.effectiveThreshold(threshold)
        let change = MetricComparison.relativeChange(base: baseMedian, current: currentMedian)
        let standsOut = abs(currentMedian - baseMedian) > spread
        if change > threshold && worse.pValue <= Self.significance && standsOut { return .regressed }
        if change < -threshold && better.pValue <= Self.significance && standsOut { return .improved }
        return .withinNoise
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted(), middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
