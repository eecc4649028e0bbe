import InkModel

extension BootstrapInterval {
    /// Interval of the nearest-rank `percent` percentile (`DistributionSummary.exactPercentile`)
    /// of `sorted` (ascending, not checked). A resample of a sorted sample is a count per index;
    /// its percentile is the value where the running count first reaches the rank, so one
    /// resample costs O(n) and no sort. Nil as for `ofMean`, or when `sorted` is empty.
    public static func ofPercentile(
        _ percent: Double,
        sorted: [Double],
        confidence: Double = defaultConfidence,
        resamples: Int = defaultResamples,
        seed: UInt64
    ) -> BootstrapInterval? {
        guard let estimate = DistributionSummary.exactPercentile(percent, ofSorted: sorted),
            confidence > 0, confidence < 1, resamples >= 1
        else { return nil }
        let count = sorted.count
        let rank = DistributionSummary.nearestRank(percent, count: count)
        var generator = SeededGenerator(seed: seed)
        var drawn = [Int](repeating: 0, count: count)
        var statistics: [Double] = []
        statistics.reserveCapacity(resamples)
        for _ in 0..<resamples {
            for index in drawn.indices { drawn[index] = 0 }
            for _ in 0..<count { drawn[generator.nextIndex(below: count)] += 1 }
            var running = 0
            for index in drawn.indices {
                running += drawn[index]
                if running >= rank {
                    statistics.append(sorted[index])
                    break
                }
            }
        }
        statistics.sort()
        let tail = Double(statistics.count) * (1 - confidence) / 2
        let k = min(max(1, Int((tail - tail * 1e-12).rounded(.up))), statistics.count)
        return BootstrapInterval(
            estimate: estimate, lower: statistics[k - 1], upper: statistics[statistics.count - k], confidence: confidence, resamples: statistics.count
        )
    }
}
