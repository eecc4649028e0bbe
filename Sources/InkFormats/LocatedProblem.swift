import InkIO

/// A broken rule a one-pass check of a native file found, as `NativeTraceReader.readTrace()`
/// reports it: the line of the record at fault (nil for the trace as a whole) and the message.
struct LocatedProblem: Hashable, Sendable {
    /// 1-based line, kept as `readTrace()` keeps record lines (32 bits).
    var line: Int32?
    var message: String

    /// A problem with the record on `line`.
    init(line: Int, _ message: String) {
        self.line = Int32(truncatingIfNeeded: line)
        self.message = message
    }

    /// A problem with the trace as a whole.
    init(trace message: String) {
        line = nil
        self.message = message
    }

    /// The error naming `file`.
    func error(file: String) -> TraceFileError {
        TraceFileError(file: file, line: line.map(Int.init), message: message)
    }
}
