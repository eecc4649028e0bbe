/// One predictor's prediction error within one horizon bucket. Distances in points; percentiles
/// are exact nearest-rank (`DistributionSummary.exactPercentile`) over the answered, in-range
/// predictions, whose number is `errorCount` (n) and whose median carries a 95% bootstrap
/// interval; a bucket with n < `smallCount` is marked wherever it is shown. Targets past pen-up
/// are counted apart and summarised by their overshoot only. Each quantity is exact up to
/// `PredictionBucketValues.exactCap` values, estimated from a sample past it (`sampleCap`).
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
    /// Errors the statistics rest on (answered, in-range targets): n.
    public var errorCount: Int
    /// 95% percentile-bootstrap interval of `medianError` (1,000 resamples, fixed seed); nil without errors.
    public var medianErrorInterval: BootstrapInterval?
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
    /// Median and 90th percentile of |predicted − true| force, UIKit units (`PredictionRecord.forceError`).
    public var medianForceError: Double?
    public var p90ForceError: Double?
    /// Median |predicted − true| altitude and azimuth, radians.
    public var medianAltitudeError: Double?
    public var medianAzimuthError: Double?
    /// Nil when every statistic rests on all its values. Otherwise the cap
    /// (`PredictionBucketValues.exactCap` unless set otherwise) that some quantity's values passed:
    /// its percentiles and `medianErrorInterval` then come from a seeded uniform sample of this
    /// many of its values (the interval is that of a sample this size, so wider than the whole
    /// data's); counts, availability, the mean horizon and the maxima stay exact.
    public var sampleCap: Int?

    /// Below this many errors a bucket's percentiles are marked as resting on too few values.
    public static let smallCount = 10
    /// Seed of the bootstrap of `medianErrorInterval` (the same data give the same interval).
    public static let bootstrapSeed: UInt64 = 7

    /// Whether the bucket rests on fewer than `smallCount` errors.
    public var isSmall: Bool { errorCount < Self.smallCount }

    /// The summary of `records` (all in `bucket`), each quantity exact up to `valueCap` values
    /// (`PredictionBucketValues`).
    public init(bucket: HorizonBucket, records: some Collection<PredictionRecord>, valueCap: Int = PredictionBucketValues.exactCap) {
        var values = PredictionBucketValues(cap: valueCap)
        for record in records { values.add(record) }
        self.init(bucket: bucket, values: values)
    }

    /// The summary of the records gathered in `values` (all in `bucket`).
    public init(bucket: HorizonBucket, values: PredictionBucketValues) {
        self.bucket = bucket
        requested = values.requested
        answered = values.answered
        pastPenUp = values.pastPenUp
        availability = requested > 0 ? Double(answered) / Double(requested) : nil
        meanHorizonMS = values.inRange == 0 ? nil : values.horizonSum / Double(values.inRange) * 1000
        sampleCap = values.isSampled ? values.cap : nil
        let distances = values.distances.sorted()
        errorCount = values.distances.count
        medianErrorInterval = BootstrapInterval.ofPercentile(50, sorted: distances, seed: Self.bootstrapSeed)
        medianError = Self.percentile(50, distances)
        p90Error = Self.percentile(90, distances)
        maxError = Self.largest(values.distances, sorted: distances)
        medianAlongTrack = Self.percentile(50, values.alongTrack.sorted())
        let cross = values.crossTrack.sorted()
        medianCrossTrack = Self.percentile(50, cross)
        p90CrossTrack = Self.percentile(90, cross)
        let jitter = values.jitter.sorted()
        medianJitter = Self.percentile(50, jitter)
        p90Jitter = Self.percentile(90, jitter)
        medianEffectiveError = Self.percentile(50, values.effectiveErrors.sorted())
        let overshoot = values.overshoots.sorted()
        medianOvershoot = Self.percentile(50, overshoot)
        maxOvershoot = Self.largest(values.overshoots, sorted: overshoot)
        let force = values.forceErrors.sorted()
        medianForceError = Self.percentile(50, force)
        p90ForceError = Self.percentile(90, force)
        medianAltitudeError = Self.percentile(50, values.altitudeErrors.sorted())
        medianAzimuthError = Self.percentile(50, values.azimuthErrors.sorted())
    }

    private static func percentile(_ percent: Double, _ sorted: [Double]) -> Double? {
        DistributionSummary.exactPercentile(percent, ofSorted: sorted)
    }

    /// The greatest value: the last of the sorted values while they are all of them, else the
    /// greatest ever appended (a sample may have dropped it).
    private static func largest(_ values: CappedValues, sorted: [Double]) -> Double? {
        values.isSampled ? values.largest : sorted.last
    }
}

extension PredictionBucketSummary {
    /// Decodes a summary; one written before `errorCount` and `medianErrorInterval` existed gets
    /// answered − past pen-up as its count and no interval.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        bucket = try container.decode(HorizonBucket.self, forKey: .bucket)
        requested = try container.decode(Int.self, forKey: .requested)
        answered = try container.decode(Int.self, forKey: .answered)
        pastPenUp = try container.decode(Int.self, forKey: .pastPenUp)
        errorCount = try container.decodeIfPresent(Int.self, forKey: .errorCount) ?? max(0, answered - pastPenUp)
        medianErrorInterval = try container.decodeIfPresent(BootstrapInterval.self, forKey: .medianErrorInterval)
        availability = try container.decodeIfPresent(Double.self, forKey: .availability)
        meanHorizonMS = try container.decodeIfPresent(Double.self, forKey: .meanHorizonMS)
        medianError = try container.decodeIfPresent(Double.self, forKey: .medianError)
        p90Error = try container.decodeIfPresent(Double.self, forKey: .p90Error)
        maxError = try container.decodeIfPresent(Double.self, forKey: .maxError)
        medianAlongTrack = try container.decodeIfPresent(Double.self, forKey: .medianAlongTrack)
        medianCrossTrack = try container.decodeIfPresent(Double.self, forKey: .medianCrossTrack)
        p90CrossTrack = try container.decodeIfPresent(Double.self, forKey: .p90CrossTrack)
        medianJitter = try container.decodeIfPresent(Double.self, forKey: .medianJitter)
        p90Jitter = try container.decodeIfPresent(Double.self, forKey: .p90Jitter)
        medianEffectiveError = try container.decodeIfPresent(Double.self, forKey: .medianEffectiveError)
        medianOvershoot = try container.decodeIfPresent(Double.self, forKey: .medianOvershoot)
        maxOvershoot = try container.decodeIfPresent(Double.self, forKey: .maxOvershoot)
        medianForceError = try container.decodeIfPresent(Double.self, forKey: .medianForceError)
        p90ForceError = try container.decodeIfPresent(Double.self, forKey: .p90ForceError)
        medianAltitudeError = try container.decodeIfPresent(Double.self, forKey: .medianAltitudeError)
        medianAzimuthError = try container.decodeIfPresent(Double.self, forKey: .medianAzimuthError)
        sampleCap = try container.decodeIfPresent(Int.self, forKey: .sampleCap)
    }
}
