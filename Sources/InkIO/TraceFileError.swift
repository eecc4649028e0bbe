import InkModel

/// Why a trace file could not be read or written: the file (as the caller named it), where in it
/// (a 1-based line, or a 1-based record for formats whose records are not lines), and what is
/// wrong. Its description is always one line, e.g.
/// `trace.inktrace:12: timestamp 0.012 s goes backwards within touch 3 (previous 0.016 s)` or
/// `events.json: record 57: missing field "timestamp"`.
public struct TraceFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the caller gave it.
    public var file: String
    /// 1-based line of the offending text, when the problem has one.
    public var line: Int?
    /// 1-based record (e.g. array element) of the offending data, when the problem has one and
    /// no line is given.
    public var record: Int?
    /// What is wrong, in words.
    public var message: String

    public init(file: String, line: Int? = nil, record: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.record = record
        self.message = message
    }

    public var description: String {
        let text: String
        if let line {
            text = "\(file):\(line): \(message)"
        } else if let record {
            text = "\(file): record \(record): \(message)"
        } else {
            text = "\(file): \(message)"
        }
        return text.onOneLine
    }
}
