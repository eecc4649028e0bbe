/// A problem found while scanning JSON text: what is wrong and the byte offset where, within the
/// scanned buffer. Readers turn it into a `TraceFileError` naming the line.
struct JSONScanError: Error, Hashable, Sendable {
    var offset: Int
    var message: String
    /// True when the text ended before the value was complete (a cut-off file or line).
    var isTruncation: Bool = false
}
