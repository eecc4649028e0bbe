/// One predictor's prediction error within one horizon bucket (DESIGN §7). Distances in points
/// (`inMillimetres` converts); percentiles are exact nearest-rank
/// (`DistributionSummary.exactPercentile`) over the answered, in-range predictions; targets past
/// pen-up are counted apart and summarised by their overshoot only.
public struct PredictionBucketSummary: Hashable, Sendable, Codable {
    public var bucket: HorizonBucket
    /// Targets asked, past pen-up included.
    public var requested: Int
    /// Targets answered (not abstained), past pen-up included.
    public var answered: Int
    /// Targets past pen-up.
    public var pastPenUp: Int
    /// answered / requested; nil when nothing was requested.
    public var availability: Double?
    /// Mean requested horizon of the bucket's in-range targets, milliseconds.
    public var meanHorizonMS: Double?
    /// Median, 90th percentile and maximum of |predicted − true|.
    public var medianError: Double?
    public var p90Error: Double?
    public var maxError: Double?
    /// Median of the signed along-track error: + ahead (over-prediction), − behind.
    public var medianAlongTrack: Double?
    public var medianCrossTrack: Double?
    public var p90CrossTrack: Double?
    public var medianJitter: Double?
    public var p90Jitter: Double?
    /// Median of the effective error (abstentions count as showing the newest sample).
    public var medianEffectiveError: Double?
    /// Median and maximum overshoot past pen-up.
    public var medianOvershoot: Double?
    public var maxOvershoot: Double?

    /// The summary of `records` (all in `bucket`).
    public init(bucket: HorizonBucket, records: some Collection<PredictionRecord>) {
        self.bucket = bucket
        requested = records.count
        answered = records.count { $0.predicted != nil }
        pastPenUp = records.count { $0.isPastPenUp }
        availability = requested > 0 ? Double(answered) / Double(requested) : nil
        let inRange = records.filter { !$0.isPastPenUp }
        meanHorizonMS = inRange.isEmpty ? nil : inRange.reduce(0) { $0 + $1.horizon } / Double(inRange.count) * 1000
        let errors = records.compactMap { $0.error }
        let distances = errors.map(\.distance).sorted()
        medianError = Self.percentile(50, distances)
        p90Error = Self.percentile(90, distances)
        maxError = distances.last
        medianAlongTrack = Self.percentile(50, errors.compactMap(\.alongTrack).sorted())
        let cross = errors.compactMap(\.crossTrack).sorted()
        medianCrossTrack = Self.percentile(50, cross)
        p90CrossTrack = Self.percentile(90, cross)
        let jitter = records.compactMap(\.jitter).sorted()
        medianJitter = Self.percentile(50, jitter)
        p90Jitter = Self.percentile(90, jitter)
        medianEffectiveError = Self.percentile(50, records.compactMap(\.effectiveError).sorted())
        let overshoot = records.compactMap(\.overshoot).sorted()
        medianOvershoot = Self.percentile(50, overshoot)
        maxOvershoot = overshoot.last
    }

    private static func percentile(_ percent: Double, _ sorted: [Double]) -> Double? {
        DistributionSummary.exactPercentile(percent, ofSorted: sorted)
    }
}
