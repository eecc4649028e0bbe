/// A fingerprint of what a trace recorded — its samples, late property updates, ground truth and
/// recorded callbacks — independent of the file's name, format and header and of the order its
/// records are stored in: the key by which reports match a trace given under another path or
/// name (`./x`, `x` and `/home/me/x`, or a renamed copy; `report.json`'s `contentHash`).
///
/// Each record is hashed on its own (64-bit FNV-1a over the bit patterns of its fields, then a
/// SplitMix64 finalizer) and the record hashes are added, so a pass over a file's records in file
/// order (a streamed scan) gives the same value as the trace read whole and sorted. 64 bits tell
/// a user's traces apart; it is not a cryptographic hash.
package struct TraceContentHash: Hashable, Sendable, CustomStringConvertible {
    private var sum: UInt64 = 0
    private var count: UInt64 = 0

    /// The hash of no records.
    package init() {}

    /// The hash of every record of `trace`.
    package init(_ trace: Trace) {
        for sample in trace.samples { add(sample) }
        for update in trace.updates { add(update) }
        for point in trace.groundTruth { add(point) }
        for callback in trace.callbacks { add(callback) }
    }

    /// The 16 lowercase hexadecimal digits of the hash.
    package var description: String {
        let value = Self.finalized(sum ^ Self.finalized(count &* 0x9E37_79B9_7F4A_7C15))
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    package mutating func add(_ sample: TouchSample) {
        var record = RecordHash(kind: 1)
        record.add(sample)
        include(record)
    }

    package mutating func add(_ update: PropertyUpdate) {
        var record = RecordHash(kind: 2)
        record.add(update.updateIndex)
        record.add(update.touchID)
        record.add(update.arrival)
        record.add(update.location?.x)
        record.add(update.location?.y)
        record.add(update.force)
        record.add(update.altitude)
        record.add(update.azimuth)
        record.add(update.stillEstimated.rawValue)
        record.add(update.stillExpecting.rawValue)
        include(record)
    }

    package mutating func add(_ point: GroundTruthPoint) {
        var record = RecordHash(kind: 3)
        record.add(point.touchID)
        record.add(point.time)
        record.add(point.location.x)
        record.add(point.location.y)
        record.add(point.force)
        include(record)
    }

    package mutating func add(_ callback: RecordedCallback) {
        var record = RecordHash(kind: 4)
        record.add(callback.time)
        for bound in [callback.samples.lowerBound, callback.samples.upperBound, callback.updates.lowerBound, callback.updates.upperBound] {
            record.add(bound)
        }
        record.add(callback.predictions.count)
        for prediction in callback.predictions { record.add(prediction) }
        include(record)
    }

    private mutating func include(_ record: RecordHash) {
        sum &+= Self.finalized(record.state)
        count &+= 1
    }

    /// SplitMix64's finalizer: spreads every input bit over the whole word, so sums of record
    /// hashes do not cancel out.
    private static func finalized(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// FNV-1a over the 8 bytes of each field of one record.
    private struct RecordHash {
        var state: UInt64 = 0xCBF2_9CE4_8422_2325

        init(kind: UInt64) { mix(kind) }

        mutating func mix(_ word: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) {
                state = (state ^ ((word >> UInt64(shift)) & 0xFF)) &* 0x0000_0100_0000_01B3
            }
        }

        mutating func add(_ value: Int) { mix(UInt64(bitPattern: Int64(value))) }

        /// -0 and +0 hash alike.
        mutating func add(_ value: Double) { mix(value == 0 ? 0 : value.bitPattern) }

        /// Absence hashes apart from every value.
        mutating func add(_ value: Double?) {
            mix(value == nil ? 0 : 1)
            if let value { add(value) }
        }

        mutating func add(_ value: Int?) {
            mix(value == nil ? 0 : 1)
            if let value { add(value) }
        }

        mutating func add(_ text: String) {
            add(text.utf8.count)
            for byte in text.utf8 { mix(UInt64(byte)) }
        }

        mutating func add(_ sample: TouchSample) {
            add(sample.touchID)
            add(sample.timestamp)
            add(sample.location.x)
            add(sample.location.y)
            add(sample.force)
            add(sample.maximumPossibleForce)
            add(sample.altitude)
            add(sample.azimuth)
            add(sample.majorRadius)
            add(sample.majorRadiusTolerance)
            add(sample.updateIndex)
            add(sample.estimatedProperties.rawValue)
            add(sample.expectingUpdates.rawValue)
            add(sample.type.rawValue)
            add(sample.phase.rawValue)
        }
    }
}
