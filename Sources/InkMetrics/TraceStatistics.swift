/// What `inkbench inspect` reports about a trace: counts, timing, speed, force and tilt ranges,
/// property-update delays, recorded callbacks and ground truth.
///
/// Units are SI and in every JSON key's name (`Seconds`, `Hz`, `MMPerSecond`, `Radians`); force
/// is in UIKit's units (1.0 = an average touch). Fields that do not apply to a trace are nil and
/// encoded as JSON `null`, so every key is always present. Percentiles are exact nearest-rank
/// (`DistributionSummary.exactPercentile`).
///
/// Fields (JSON keys): `profile`, `sourceKind`, `source`, `durationSeconds`, `strokeCount`,
/// `strokesByTouchType`, `sampleCount`, `medianSampleIntervalSeconds`, `sampleRateHz`,
/// `timestampQuantumSeconds`, `speedMMPerSecond`, `forceRange`, `altitudeRangeRadians`,
/// `propertyUpdateCount`, `updateDelaySeconds`, `recordedCallbackCount`, `predictedTouchCount`,
/// `groundTruthPointCount`. Computed by `init(trace:)`; rendered by `formattedLines()`.
package struct TraceStatistics: Hashable, Sendable, Codable {
    /// Percentiles of one quantity, in the unit its field names.
    package struct Percentiles: Hashable, Sendable, Codable {
        package var p10: Double
        package var p50: Double
        package var p90: Double
        package var max: Double

        package init(p10: Double, p50: Double, p90: Double, max: Double) {
            self.p10 = p10
            self.p50 = p50
            self.p90 = p90
            self.max = max
        }
    }

    /// The smallest and largest value of one quantity, in the unit its field names.
    package struct ValueRange: Hashable, Sendable, Codable {
        package var min: Double
        package var max: Double

        package init(min: Double, max: Double) {
            self.min = min
            self.max = max
        }
    }

    /// Name of the trace's device profile.
    package var profile: String
    /// Where the trace came from (`TraceSourceKind` raw value: synthesized, inkable, …).
    package var sourceKind: String
    /// Free-form provenance from the header.
    package var source: String
    /// First to last sample, seconds.
    package var durationSeconds: Double
    /// Number of touches (strokes).
    package var strokeCount: Int
    /// Touches per touch type (`TouchType` raw value, from each touch's first sample); only types
    /// that occur.
    package var strokesByTouchType: [String: Int]
    /// Number of real samples.
    package var sampleCount: Int
    /// Median time between successive samples of the same touch, seconds; differences of zero
    /// (repeated timestamps) are left out. Nil without two distinct timestamps in one touch.
    package var medianSampleIntervalSeconds: Double?
    /// Samples per second while the pen reports, Hz: the intervals of `medianSampleIntervalSeconds`
    /// that are no gap, counted and divided by their total duration (`SampleRateEstimate`), so a
    /// quantised clock does not bias it (240 Hz on a 1 ms clock is 240 Hz, not 1 / 4 ms).
    package var sampleRateHz: Double?
    /// Clock resolution detected by `TimestampQuantum.detect(in:)` over all samples, seconds.
    package var timestampQuantumSeconds: Double?
    /// Pen speed between successive samples of a touch (distance / time, converted with the
    /// profile's points per mm), mm/s; pairs with equal timestamps are left out.
    package var speedMMPerSecond: Percentiles?
    /// Force over all samples that have one, after applying their property updates.
    package var forceRange: ValueRange?
    /// Altitude over all samples that have one, after applying their property updates, radians.
    package var altitudeRangeRadians: ValueRange?
    /// Number of late property updates.
    package var propertyUpdateCount: Int
    /// Update delay: arrival − timestamp of the sample it updates, seconds (p10, p50, p90, max).
    /// Updates that match no sample are left out. Nil without matched updates.
    package var updateDelaySeconds: Percentiles?
    /// Number of callbacks recorded at app level (0 unless the trace was recorded so).
    package var recordedCallbackCount: Int
    /// Predicted touches the platform supplied across the recorded callbacks; nil without any
    /// recorded callback.
    package var predictedTouchCount: Int?
    /// Number of ground-truth points (0 for recordings).
    package var groundTruthPointCount: Int

    private enum CodingKeys: String, CodingKey {
        case profile, sourceKind, source, durationSeconds, strokeCount, strokesByTouchType, sampleCount
        case medianSampleIntervalSeconds, sampleRateHz, timestampQuantumSeconds, speedMMPerSecond
        case forceRange, altitudeRangeRadians, propertyUpdateCount, updateDelaySeconds
        case recordedCallbackCount, predictedTouchCount, groundTruthPointCount
    }

    /// Encodes every field, writing absent values as `null` so the set of keys never changes.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(profile, forKey: .profile)
        try container.encode(sourceKind, forKey: .sourceKind)
        try container.encode(source, forKey: .source)
        try container.encode(durationSeconds, forKey: .durationSeconds)
        try container.encode(strokeCount, forKey: .strokeCount)
        try container.encode(strokesByTouchType, forKey: .strokesByTouchType)
        try container.encode(sampleCount, forKey: .sampleCount)
        try container.encode(medianSampleIntervalSeconds, forKey: .medianSampleIntervalSeconds)
        try container.encode(sampleRateHz, forKey: .sampleRateHz)
        try container.encode(timestampQuantumSeconds, forKey: .timestampQuantumSeconds)
        try container.encode(speedMMPerSecond, forKey: .speedMMPerSecond)
        try container.encode(forceRange, forKey: .forceRange)
        try container.encode(altitudeRangeRadians, forKey: .altitudeRangeRadians)
        try container.encode(propertyUpdateCount, forKey: .propertyUpdateCount)
        try container.encode(updateDelaySeconds, forKey: .updateDelaySeconds)
        try container.encode(recordedCallbackCount, forKey: .recordedCallbackCount)
        try container.encode(predictedTouchCount, forKey: .predictedTouchCount)
        try container.encode(groundTruthPointCount, forKey: .groundTruthPointCount)
    }
}
