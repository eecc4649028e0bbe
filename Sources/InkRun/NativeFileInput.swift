import InkFormats
import InkModel
import InkSim

/// A streamed native trace's samples and updates, each from its own cursor over the file, moved
/// by the shift that puts the trace on its canvas (as `Trace.translated(by:)` moves a whole one).
struct NativeFileInput: TraceInputSource {
    private let samples: NativeRecordCursor<TouchSample>
    private let updates: NativeRecordCursor<PropertyUpdate>
    private let offset: Point

    /// The samples and updates of the file `scan` read, moved by `offset` points.
    init(_ scan: NativeTraceScan, offset: Point) throws {
        samples = try scan.samples()
        updates = try scan.updates()
        self.offset = offset
    }

    mutating func nextSample() throws -> TouchSample? {
        guard var sample = try samples.next() else { return nil }
        if offset != .zero { sample.location = sample.location + offset }
        return sample
    }

    mutating func nextUpdate() throws -> PropertyUpdate? {
        guard var update = try updates.next() else { return nil }
        if offset != .zero { update.location = update.location.map { $0 + offset } }
        return update
    }
}
