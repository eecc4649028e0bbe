extension DistributionSummary {
    /// The exact nearest-rank percentile of `values`: the value of rank ⌈percent/100 × n⌉ (at
    /// least 1) in ascending order, i.e. the smallest value that at least `percent` % of the values
    /// are less than or equal to. Always one of the values (no interpolation), and the same rule
    /// `percentile(_:)` follows to the histogram's precision.
    ///
    /// `percent` is clamped to 0...100 (0 gives the minimum, 100 the maximum). Sorts a copy, so
    /// it is for small arrays and deterministic metrics; nil when `values` is empty or `percent`
    /// is NaN. NaN values sort last.
    package static func exactPercentile(_ percent: Double, of values: [Double]) -> Double? {
        exactPercentile(percent, ofSorted: values.sorted { $0 < $1 || (!$0.isNaN && $1.isNaN) })
    }

    /// `exactPercentile(_:of:)` for values already sorted ascending (not checked).
    package static func exactPercentile(_ percent: Double, ofSorted sorted: [Double]) -> Double? {
        guard !sorted.isEmpty, !percent.isNaN else { return nil }
        return sorted[nearestRank(percent, count: sorted.count) - 1]
    }

    /// The 1-based nearest rank of `percent` (clamped to 0…100) among `count` values, in 1…count.
    static func nearestRank(_ percent: Double, count: Int) -> Int {
        let clamped = Swift.min(Swift.max(percent, 0), 100)
        let exactRank = clamped * Double(count) / 100
        let rank = Swift.max(1, Int((exactRank - exactRank * rankTolerance).rounded(.up)))
        return Swift.min(rank, count)
    }

    /// Relative slack on the rank so that decimal percents such as 99.9 % of 1000, which floating
    /// point makes a hair above 999, still select rank 999.
    private static var rankTolerance: Double { 1e-12 }
}
