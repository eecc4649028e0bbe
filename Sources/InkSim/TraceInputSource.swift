import InkModel

/// A trace's input in order, one record at a time, for a streamed simulation: samples in trace
/// order and property updates in arrival order (e.g. two cursors over a native trace file).
package protocol TraceInputSource {
    /// The next sample, or nil after the last (and on every later call).
    mutating func nextSample() throws -> TouchSample?
    /// The next property update, or nil after the last (and on every later call).
    mutating func nextUpdate() throws -> PropertyUpdate?
}

/// A trace already in memory as a `TraceInputSource` (tests, and traces read whole).
package struct TraceArrayInput: TraceInputSource {
    private let trace: Trace
    private var sample = 0
    private var update = 0

    package init(_ trace: Trace) {
        self.trace = trace
    }

    package mutating func nextSample() -> TouchSample? {
        guard sample < trace.samples.count else { return nil }
        defer { sample += 1 }
        return trace.samples[sample]
    }

    package mutating func nextUpdate() -> PropertyUpdate? {
        guard update < trace.updates.count else { return nil }
        defer { update += 1 }
        return trace.updates[update]
    }
}
