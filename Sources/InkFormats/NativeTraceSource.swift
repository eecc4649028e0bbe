import InkIO

/// Where a native trace is read from, so a summary can reopen it for another pass or a cursor:
/// a file, or bytes already in memory (named `name` in messages).
enum NativeTraceSource: Sendable {
    case path(String)
    case bytes([UInt8], name: String)

    /// The file as named in messages.
    var file: String {
        switch self {
        case .path(let path): path
        case .bytes(_, let name): name
        }
    }

    /// The source's lines from the start, under `limits`.
    func lines(limits: InputLimits) throws(TraceFileError) -> LineSource {
        switch self {
        case .path(let path): try LineSource(path: path, limits: limits)
        case .bytes(let bytes, let name): LineSource(bytes: bytes, path: name, limits: limits)
        }
    }

    /// A record-at-a-time reader of the source from the start, its header read.
    func reader(limits: InputLimits) throws(TraceFileError) -> NativeTraceReader {
        switch self {
        case .path(let path): try NativeTraceReader(path: path, limits: limits)
        case .bytes(let bytes, let name): try NativeTraceReader(bytes: bytes, file: name, limits: limits)
        }
    }
}
