import InkModel

extension BootstrapInterval {
    /// The intervals of the means of several samples with one seed, each the interval `ofMean`
    /// gives it alone: with one seed, samples of the same size draw the same indices, so each
    /// index is drawn once and added to the sum of every sample of that size, in the same order
    /// (the same bits).
    public static func ofMeans(
        _ samples: [[Double]], confidence: Double = defaultConfidence, resamples: Int = defaultResamples, seed: UInt64
    ) -> [BootstrapInterval?] {
        var intervals = [BootstrapInterval?](repeating: nil, count: samples.count)
        for (count, members) in Dictionary(grouping: samples.indices, by: { samples[$0].count }) {
            guard members.count > 1, count > 0, isValid(confidence: confidence, resamples: resamples) else {
                for index in members { intervals[index] = ofMean(samples[index], confidence: confidence, resamples: resamples, seed: seed) }
                continue
            }
            let shared = sharedMeans(members.map { samples[$0] }, count: count, confidence: confidence, resamples: resamples, seed: seed)
            for (index, interval) in zip(members, shared) { intervals[index] = interval }
        }
        return intervals
    }

    /// `ofMean` of each of `samples`, all of `count` (> 0) values, from one stream of draws per
    /// three samples (each three share a fresh generator with `seed`: the same draws again), so
    /// that the three sums stay in registers.
    private static func sharedMeans(
        _ samples: [[Double]], count: Int, confidence: Double, resamples: Int, seed: UInt64
    ) -> [BootstrapInterval?] {
        stride(from: 0, to: samples.count, by: 3).flatMap { first in
            let group = Array(samples[first..<min(first + 3, samples.count)])
            var rows = [Double](repeating: 0, count: count * 3)
            for (column, sample) in group.enumerated() {
                for (row, value) in sample.enumerated() { rows[row * 3 + column] = value }
            }
            var generator = SeededGenerator(seed: seed)
            var statistics = Array(repeating: [Double](), count: 3)
            rows.withUnsafeBufferPointer { rows in
                for _ in 0..<resamples {
                    var sums = (0.0, 0.0, 0.0)
                    for _ in 0..<count {
                        let row = generator.nextIndex(below: count) * 3
                        sums.0 += rows[row]
                        sums.1 += rows[row + 1]
                        sums.2 += rows[row + 2]
                    }
                    statistics[0].append(sums.0 / Double(count))
                    statistics[1].append(sums.1 / Double(count))
                    statistics[2].append(sums.2 / Double(count))
                }
            }
            return group.indices.map { column in
                interval(estimate: mean(of: group[column]), statistics: &statistics[column], confidence: confidence)
            }
        }
    }
}
