/// A problem found while scanning JSON text: what is wrong and the byte offset where, within the
/// scanned buffer. Readers turn it into a `TraceFileError` naming the line.
package struct JSONScanError: Error, Hashable, Sendable {
    package var offset: Int
    package var message: String
    /// True when the text ended before the value was complete (a cut-off file or line).
    package var isTruncation: Bool

    package init(offset: Int, message: String, isTruncation: Bool = false) {
        self.offset = offset
        self.message = message
        self.isTruncation = isTruncation
    }
}
