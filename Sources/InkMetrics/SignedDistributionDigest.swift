/// A distribution of signed values (e.g. effective lag, negative when the ink runs ahead):
/// exact order statistics by the nearest-rank rule, no histogram.
public struct SignedDistributionDigest: Hashable, Sendable, Codable {
    public var unit: String
    public var count: Int
    public var min: Double?
    public var max: Double?
    public var mean: Double?
    public var p50: Double?
    public var p90: Double?
    public var p99: Double?

    public init(_ values: [Double], unit: DistributionUnit) {
        let sorted = values.filter(\.isFinite).sorted()
        self.unit = unit.symbol
        count = sorted.count
        min = sorted.first
        max = sorted.last
        mean = sorted.isEmpty ? nil : sorted.reduce(0, +) / Double(sorted.count)
        p50 = DistributionSummary.exactPercentile(50, ofSorted: sorted)
        p90 = DistributionSummary.exactPercentile(90, ofSorted: sorted)
        p99 = DistributionSummary.exactPercentile(99, ofSorted: sorted)
    }
}
