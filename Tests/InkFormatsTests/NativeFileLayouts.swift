import InkFormats
import InkIO
import InkModel

/// Native files of a trace with its records in chosen orders, written record by record so that
/// traces breaking the model's rules can be written too (`NativeTraceWriter.write` refuses them).
/// Each kind keeps its own order, which is its order in the trace read back.
enum NativeFileLayout: String, CaseIterable, Sendable {
    /// As the writer lays a trace out: samples, updates, ground truth, callbacks.
    case writer
    /// Kinds merged by time as a live recorder would write them: each sample at its timestamp,
    /// each update at its arrival, each ground-truth point at its time; callbacks at the end.
    case timeOrder
    /// Ground truth, then updates, then samples, then callbacks: every update before its sample.
    case reversed
    /// Callbacks (with their predictions) first, then the writer's order.
    case callbacksFirst

    func bytes(_ trace: Trace) throws -> [UInt8] {
        let output = MemoryOutput(path: NativeScanComparison.file)
        let writer = try NativeTraceWriter(header: trace.header, output: output, limits: .defaults)
        func writeCallbacks() throws { for callback in trace.callbacks { try writer.append(callback) } }
        switch self {
        case .writer:
            try writeKinds(trace, to: writer)
            try writeCallbacks()
        case .timeOrder:
            try writeMerged(trace, to: writer)
            try writeCallbacks()
        case .reversed:
            for point in trace.groundTruth { try writer.append(point) }
            for update in trace.updates { try writer.append(update) }
            for sample in trace.samples { try writer.append(sample) }
            try writeCallbacks()
        case .callbacksFirst:
            try writeCallbacks()
            try writeKinds(trace, to: writer)
        }
        try writer.finish()
        return output.bytes
    }

    private func writeKinds(_ trace: Trace, to writer: NativeTraceWriter) throws {
        for sample in trace.samples { try writer.append(sample) }
        for update in trace.updates { try writer.append(update) }
        for point in trace.groundTruth { try writer.append(point) }
    }

    /// A three-way merge by time that keeps each kind's order (ties: sample, update, truth).
    private func writeMerged(_ trace: Trace, to writer: NativeTraceWriter) throws {
        var sample = 0, update = 0, point = 0
        while sample < trace.samples.count || update < trace.updates.count || point < trace.groundTruth.count {
            let sampleTime = sample < trace.samples.count ? trace.samples[sample].timestamp : .infinity
            let updateTime = update < trace.updates.count ? trace.updates[update].arrival : .infinity
            let pointTime = point < trace.groundTruth.count ? trace.groundTruth[point].time : .infinity
            if sample < trace.samples.count && sampleTime <= updateTime && sampleTime <= pointTime {
                try writer.append(trace.samples[sample])
                sample += 1
            } else if update < trace.updates.count && updateTime <= pointTime {
                try writer.append(trace.updates[update])
                update += 1
            } else {
                try writer.append(trace.groundTruth[point])
                point += 1
            }
        }
    }
}

/// Text edits of native files.
enum NativeFileText {
    /// The lines of `bytes` (without line ends).
    static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `lines` joined back into a file, each ending in a line end.
    static func bytes(_ lines: [String]) -> [UInt8] {
        Array(lines.filter { !$0.isEmpty }.map { $0 + "\n" }.joined().utf8)
    }

    /// The 0-based index of the `occurrence`-th line (0-based) starting with `prefix`.
    static func index(of prefix: String, occurrence: Int, in lines: [String]) -> Int? {
        lines.indices.filter { lines[$0].hasPrefix(prefix) }.dropFirst(occurrence).first
    }
}
