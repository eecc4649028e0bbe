import InkMetrics

/// When a measured metric (one that varies from run to run) counts as changed, from its
/// per-repetition values on each side. All three must hold:
///
/// 1. the relative change of the medians is beyond the threshold;
/// 2. the exact one-sided rank-sum test (`RankSumTest`) of the repetitions gives p ≤ `significance`
///    (with 5 + 5 repetitions: at most one of the 25 pairs out of order);
/// 3. the difference of the medians is larger than the spread (max − min) of the repetitions
///    within either side — the change must stand out of the run-to-run noise, not merely from it.
///
/// Fewer than `minimumRepetitions` on a side is never a verdict.
public struct RepetitionEvidence: Sendable {
    /// Repetitions each side needs (5 + 5 is the smallest design where the rank test can reach 1%).
    public static let minimumRepetitions = 5
    /// Largest p-value of the rank test that counts.
    public static let significance = 0.01

    /// Median of the baseline's repetitions.
    public var baseMedian: Double
    /// Median of the current repetitions.
    public var currentMedian: Double
    /// The test that the current values are larger (worse).
    public var worse: RankSumTest
    /// The test that the current values are smaller (better).
    public var better: RankSumTest
    /// Largest max − min of the repetitions within one side.
    public var spread: Double

    /// Nil when a side has fewer than `minimumRepetitions` values or a non-finite one.
    public init?(base: [Double], current: [Double]) {
        guard base.count >= Self.minimumRepetitions, current.count >= Self.minimumRepetitions,
            let worse = RankSumTest(first: base, second: current), let better = RankSumTest(first: current, second: base)
        else { return nil }
        baseMedian = Self.median(base)
        currentMedian = Self.median(current)
        self.worse = worse
        self.better = better
        spread = max(base.max()! - base.min()!, current.max()! - current.min()!)
    }

    /// The verdict for `threshold` (a fraction).
    public func verdict(threshold: Double) -> ComparisonVerdict {
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
