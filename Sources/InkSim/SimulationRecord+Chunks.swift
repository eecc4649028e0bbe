import InkModel

extension SimulationRecord {
    /// The record of a run of `trace` handed over as a streamed run hands over its chunks: one
    /// chunk every `callbacksPerChunk` callbacks, with the samples and updates those callbacks
    /// delivered and the frames rendered before the next chunk's first callback started (but the
    /// newest, final only once a later frame exists); the last chunk holds the rest, input never
    /// delivered included. An empty record is one empty chunk. Each chunk copies only its slice of
    /// the record, so a measure of a long record holds one chunk at a time.
    package func chunks(of trace: Trace, callbacksPerChunk: Int) -> SimulationRecordChunks {
        SimulationRecordChunks(record: self, trace: trace, callbacksPerChunk: callbacksPerChunk)
    }
}

/// The chunks of a whole record (`SimulationRecord.chunks(of:callbacksPerChunk:)`), in order.
package struct SimulationRecordChunks: Sequence, IteratorProtocol {
    private let record: SimulationRecord
    private let trace: Trace
    private let callbacksPerChunk: Int
    private var callback = 0, sample = 0, update = 0, frame = 0
    private var isDone = false

    init(record: SimulationRecord, trace: Trace, callbacksPerChunk: Int) {
        precondition(callbacksPerChunk > 0, "a chunk holds at least one callback")
        precondition(record.sampleCallback.count == trace.samples.count && record.updateCallback.count == trace.updates.count, "the record is of the trace")
        self.record = record
        self.trace = trace
        self.callbacksPerChunk = callbacksPerChunk
    }

    package mutating func next() -> SimulationChunk? {
        guard !isDone else { return nil }
        let callbacks = record.callbacks
        guard callbacksPerChunk < callbacks.count - callback else {
            isDone = true
            return chunk(callbackEnd: callbacks.count, sampleEnd: trace.samples.count, updateEnd: trace.updates.count, frameEnd: record.frames.count)
        }
        let end = callback + callbacksPerChunk, nextStart = callbacks[end].start
        var rendered = frame
        while rendered < record.frames.count, record.frames[rendered].renderStart < nextStart { rendered += 1 }
        return chunk(
            callbackEnd: end, sampleEnd: Swift.max(sample, callbacks[end - 1].samples.upperBound), updateEnd: Swift.max(update, callbacks[end - 1].updates.upperBound),
            frameEnd: Swift.max(frame, rendered - 1)
        )
    }

    /// The chunk from where the previous one ended to the given ends (exclusive).
    private mutating func chunk(callbackEnd: Int, sampleEnd: Int, updateEnd: Int, frameEnd: Int) -> SimulationChunk {
        defer { (callback, sample, update, frame) = (callbackEnd, sampleEnd, updateEnd, frameEnd) }
        return SimulationChunk(
            callbacks: Array(record.callbacks[callback..<callbackEnd]), frames: Array(record.frames[frame..<frameEnd]), firstSample: sample,
            samples: Array(trace.samples[sample..<sampleEnd]), sampleCallback: Array(record.sampleCallback[sample..<sampleEnd]),
            sampleEntered: Array(record.sampleEntered[sample..<sampleEnd]), firstUpdate: update, updates: Array(trace.updates[update..<updateEnd]),
            updateCallback: Array(record.updateCallback[update..<updateEnd])
        )
    }
}
