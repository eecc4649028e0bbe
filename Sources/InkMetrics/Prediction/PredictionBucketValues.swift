/// What a `PredictionBucketSummary` is computed from, gathered record by record: the counts, the
/// running sum of in-range horizons and, per quantity whose percentiles it reports, one value per
/// record that has it (`CappedValues`) — a few numbers per record instead of the records, so a
/// streamed run can summarise its shown predictions without keeping them.
///
/// Every quantity is exact up to `cap` values; past it, its percentiles and the bootstrap
/// interval come from a seeded sample of `cap` values and the summary says so
/// (`PredictionBucketSummary.sampleCap`). The same records in the same order give the same
/// summary, however they arrive.
public struct PredictionBucketValues: Sendable {
    /// Values kept exactly per quantity and bucket: 2^20 (about a million; 8 MiB per quantity).
    public static let exactCap = 1 << 20
    /// First seed of the sampling past the cap (quantity k draws from seed + k).
    package static let samplingSeed: UInt64 = 21

    /// Values kept exactly per quantity.
    package let cap: Int
    package private(set) var requested = 0
    package private(set) var answered = 0
    package private(set) var pastPenUp = 0
    /// Records in range (not past pen-up) and the sum of their horizons in arrival order, seconds.
    package private(set) var inRange = 0
    package private(set) var horizonSum = 0.0
    /// |predicted − true| of the answered, in-range records, points.
    package private(set) var distances: CappedValues
    package private(set) var alongTrack: CappedValues
    package private(set) var crossTrack: CappedValues
    package private(set) var jitter: CappedValues
    package private(set) var effectiveErrors: CappedValues
    public private(set) var overshoots: CappedValues
    package private(set) var forceErrors: CappedValues
    package private(set) var altitudeErrors: CappedValues
    package private(set) var azimuthErrors: CappedValues

    /// No records yet; each quantity keeps up to `cap` values exactly.
    public init(cap: Int = exactCap) {
        self.cap = cap
        func values(_ quantity: UInt64) -> CappedValues { CappedValues(cap: cap, seed: Self.samplingSeed &+ quantity) }
        distances = values(0)
        alongTrack = values(1)
        crossTrack = values(2)
        jitter = values(3)
        effectiveErrors = values(4)
        overshoots = values(5)
        forceErrors = values(6)
        altitudeErrors = values(7)
        azimuthErrors = values(8)
    }

    /// Adds one record of the bucket.
    public mutating func add(_ record: PredictionRecord) {
        requested += 1
        if record.predicted != nil { answered += 1 }
        if record.isPastPenUp {
            pastPenUp += 1
        } else {
            inRange += 1
            horizonSum += record.horizon
        }
        if let error = record.error {
            distances.append(error.distance)
            if let along = error.alongTrack { alongTrack.append(along) }
            if let cross = error.crossTrack { crossTrack.append(cross) }
        }
        if let value = record.jitter { jitter.append(value) }
        if let value = record.effectiveError { effectiveErrors.append(value) }
        if let value = record.overshoot { overshoots.append(value) }
        if let value = record.forceError { forceErrors.append(value) }
        if let value = record.altitudeError { altitudeErrors.append(value) }
        if let value = record.azimuthError { azimuthErrors.append(value) }
    }

    /// Whether any quantity passed the cap (its statistics are then estimates).
    package var isSampled: Bool {
        [distances, alongTrack, crossTrack, jitter, effectiveErrors, overshoots, forceErrors, altitudeErrors, azimuthErrors].contains { $0.isSampled }
    }
}
