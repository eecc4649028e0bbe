/// The lines of text held as bytes, as ranges of the bytes without their `\n` (a `\r` before it
/// stays, for the reader to drop): found byte by byte, which is many times faster on a large file
/// than splitting a `String` into characters first. The text after the last `\n` is a line too
/// (empty when the text ends with one, as `split(omittingEmptySubsequences: false)` gives).
struct ByteLines: Sequence, IteratorProtocol {
    private let bytes: [UInt8]
    private var start: Int?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        start = 0
    }

    mutating func next() -> Range<Int>? {
        guard let from = start else { return nil }
        if let end = bytes[from...].firstIndex(of: 0x0A) {
            start = end + 1
            return from..<end
        }
        start = nil
        return from..<bytes.count
    }
}
