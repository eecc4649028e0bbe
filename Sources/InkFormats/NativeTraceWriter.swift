import InkIO
import InkModel

/// Writes a native `.inktrace` file (format: `NativeTraceRecord`, `NativeHeaderCoding`) record
/// by record: the header when created, then `append` calls, buffered into 64 KiB chunks handed
/// to the output; `finish()` writes what is left. A record holding a non-finite number is refused
/// (JSON cannot store it) and nothing of it is written. A reference type because it owns the
/// buffer of an output being written.
public final class NativeTraceWriter {
    private let output: any ByteOutput
    private var writer = JSONByteWriter(capacity: NativeTraceWriter.chunkSize + 4096)
    private var counts = (samples: 0, updates: 0, groundTruth: 0, callbacks: 0)
    private static let chunkSize = 1 << 16

    /// Starts a trace on `output` by writing `header`. A header whose profile the readers would
    /// refuse (`InputLimits.profileProblem` under `limits`) is refused here, before anything
    /// is written.
    public init(header: TraceHeader, output: any ByteOutput, limits: InputLimits = .current) throws(TraceFileError) {
        if let problem = limits.profileProblem(header.profile) {
            throw TraceFileError(file: output.path, message: "cannot write a trace that could not be read back: \(problem)")
        }
        self.output = output
        NativeHeaderCoding.encode(header, into: &writer)
        writer.append(byte: 0x0A)
        try finishRecord(what: "header")
    }

    public func append(_ sample: TouchSample) throws(TraceFileError) {
        NativeRecordEncoder.appendSample(sample, kind: .sample, to: &writer)
        counts.samples += 1
        try finishRecord(what: "sample \(counts.samples)")
    }

    public func append(_ update: PropertyUpdate) throws(TraceFileError) {
        NativeRecordEncoder.appendUpdate(update, to: &writer)
        counts.updates += 1
        try finishRecord(what: "update \(counts.updates)")
    }

    public func append(_ point: GroundTruthPoint) throws(TraceFileError) {
        NativeRecordEncoder.appendGroundTruth(point, to: &writer)
        counts.groundTruth += 1
        try finishRecord(what: "ground-truth point \(counts.groundTruth)")
    }

    /// Appends the callback record followed by one prediction record per predicted touch.
    public func append(_ callback: RecordedCallback) throws(TraceFileError) {
        counts.callbacks += 1
        NativeRecordEncoder.appendCallback(callback, to: &writer)
        try finishRecord(what: "callback \(counts.callbacks)")
        for prediction in callback.predictions {
            NativeRecordEncoder.appendSample(prediction, kind: .prediction, to: &writer)
            try finishRecord(what: "callback \(counts.callbacks) prediction")
        }
    }

    /// Hands the buffered rest to the output. Call once, after the last record.
    public func finish() throws(TraceFileError) {
        try flush()
    }

    /// Writes `trace` to `output`: header, samples, updates, ground truth, callbacks. Refuses a
    /// trace that breaks a rule of `Trace.firstProblem()`, since it could not be read back.
    public static func write(_ trace: Trace, to output: any ByteOutput) throws(TraceFileError) {
        if let problem = trace.firstProblem() {
            throw TraceFileError(file: output.path, message: "cannot write an invalid trace: \(problem)")
        }
        let writer = try NativeTraceWriter(header: trace.header, output: output)
        for sample in trace.samples { try writer.append(sample) }
        for update in trace.updates { try writer.append(update) }
        for point in trace.groundTruth { try writer.append(point) }
        for callback in trace.callbacks { try writer.append(callback) }
        try writer.finish()
    }

    /// The bytes of `trace` as a native file.
    public static func encode(_ trace: Trace) throws(TraceFileError) -> [UInt8] {
        let output = MemoryOutput()
        try write(trace, to: output)
        return output.bytes
    }

    /// Drops the record just encoded if it held a non-finite number; flushes full chunks.
    private func finishRecord(what: @autoclosure () -> String) throws(TraceFileError) {
        if let field = writer.firstNonFiniteField {
            throw TraceFileError(file: output.path, message: "\(what()): \(field) is not a finite number (an inktrace stores finite numbers only)")
        }
        if writer.bytes.count >= Self.chunkSize { try flush() }
    }

    private func flush() throws(TraceFileError) {
        guard !writer.bytes.isEmpty else { return }
        try output.writeTrace(writer.bytes)
        writer.bytes.removeAll(keepingCapacity: true)
    }
}
