import InkModel

/// The one entry point for writing trace files of any writable `TraceFormat` (native, Inkable
/// JSON, CSV). Files are written atomically (`AtomicFileWriter`): a failed or interrupted write
/// leaves any previous file at `path` as it was and no partial file.
public enum TraceWriter {
    /// Writes `trace` to `path` in `format`; fails for import-only formats and for traces the
    /// format cannot hold (invalid traces, non-finite numbers).
    public static func write(_ trace: Trace, to path: String, format: TraceFormat) throws(TraceFileError) {
        guard format.isWritable else {
            throw TraceFileError(file: path, message: "cannot write \(format.rawValue) files (import only); write native, inkable or csv")
        }
        try AtomicFileWriter.write(to: path, mapError: { TraceFileError(file: $0.path, message: $0.message) }) { output throws(TraceFileError) in
            switch format {
            case .native: try NativeTraceWriter.write(trace, to: output)
            case .inkable: try InkableJSONWriter.write(trace, to: output)
            case .csv: try CSVTraceWriter.write(trace, to: output)
            case .evemu, .getevent, .mypaint, .web, .inkProto: break
            }
        }
    }
}
