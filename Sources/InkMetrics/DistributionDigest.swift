/// A distribution reduced to what a report stores: count, exact min/max/mean, HDR percentiles
/// (p50, p90, p99, p99.9) and, when asked for, the 95% bootstrap interval of the mean. Values in
/// `unit` (seconds for times, points or millimetres for distances).
public struct DistributionDigest: Hashable, Sendable, Codable {
    public var unit: String
    public var count: Int
    public var min: Double?
    public var max: Double?
    public var mean: Double?
    public var p50: Double?
    public var p90: Double?
    public var p99: Double?
    public var p999: Double?
    /// 95% bootstrap interval of the mean; nil when not computed or empty.
    public var meanInterval: BootstrapInterval?

    /// The digest of `values` (negative or non-finite values are left out, as in
    /// `DistributionSummary`); `bootstrapSeed` non-nil adds the interval of the mean.
    public init(_ values: [Double], unit: DistributionUnit, bootstrapSeed: UInt64? = nil) {
        self.init(values, unit: unit, meanInterval: bootstrapSeed.flatMap { seed in
            BootstrapInterval.ofMean(values.filter { $0.isFinite && $0 >= 0 }, seed: seed)
        })
    }

    /// The digests of several samples with one bootstrap seed, each equal to the digest of that
    /// sample alone; samples of the same size share their resampling draws
    /// (`BootstrapInterval.ofMeans`), which costs one draw per value instead of one per value and
    /// sample.
    public static func digests(_ samples: [[Double]], unit: DistributionUnit, bootstrapSeed: UInt64) -> [DistributionDigest] {
        let kept = samples.map { $0.filter { $0.isFinite && $0 >= 0 } }
        let intervals = BootstrapInterval.ofMeans(kept, seed: bootstrapSeed)
        return zip(samples, intervals).map { DistributionDigest($0, unit: unit, meanInterval: $1) }
    }

    private init(_ values: [Double], unit: DistributionUnit, meanInterval: BootstrapInterval?) {
        self.init(summary: DistributionSummary(values, unit: unit), meanInterval: meanInterval)
    }

    /// The digest of the values `summary` recorded, with `meanInterval` as the interval of their mean.
    init(summary: DistributionSummary, meanInterval: BootstrapInterval?) {
        unit = summary.unit.symbol
        count = summary.count
        min = summary.min
        max = summary.max
        mean = summary.mean
        p50 = summary.p50
        p90 = summary.p90
        p99 = summary.p99
        p999 = summary.p999
        self.meanInterval = meanInterval
    }
}
