import Foundation

/// Reads a file (or a byte array) line by line in large chunks, handing each line to a closure as
/// bytes without its line end (`\n`, and a `\r` before it). Only the current chunk and any line
/// spanning two chunks are held in memory; a line longer than `limits.maxLineBytes` is refused
/// as soon as that many bytes of it are buffered. A reference type because it owns an open file.
final class LineSource {
    /// The path as given, for messages.
    let path: String
    /// 1-based number of the line most recently handed out (0 before the first).
    private(set) var lineNumber = 0
    /// The bounds in force (only `maxLineBytes` is used here).
    let limits: InputLimits
    private var buffer: [UInt8]
    /// Unconsumed bytes are `buffer[start..<end]`.
    private var start = 0
    private var end = 0
    private var file: ReadableFile?
    private var atEndOfInput: Bool
    private static let chunkSize = 1 << 20

    /// Opens `path` for reading.
    init(path: String, limits: InputLimits) throws(TraceFileError) {
        self.path = path
        self.limits = limits
        file = try ReadableFile(path: path, limits: limits)
        atEndOfInput = false
        buffer = [UInt8](repeating: 0, count: Self.chunkSize)
    }

    /// Reads lines from `bytes`, named `path` in messages.
    init(bytes: [UInt8], path: String, limits: InputLimits) {
        self.path = path
        self.limits = limits
        buffer = bytes
        end = bytes.count
        atEndOfInput = true
    }

    deinit {
        if let file { close(file.descriptor) }
    }

    /// True when no bytes at all could be read (an empty file); call before the first line.
    func isEmpty() throws(TraceFileError) -> Bool {
        if start == end && !atEndOfInput { try fill() }
        return start == end
    }

    /// Calls `body` with the next line and whether the file ended without a line end after it;
    /// returns nil at the end of the input.
    func withNextLine<Result>(
        _ body: (UnsafeBufferPointer<UInt8>, _ isUnterminated: Bool) throws(TraceFileError) -> Result
    ) throws(TraceFileError) -> Result? {
        var searchFrom = start
        while true {
            let newline: Int? = buffer.withUnsafeBufferPointer { pointer in
                guard searchFrom < end, let base = pointer.baseAddress,
                      let found = memchr(base + searchFrom, 0x0A, end - searchFrom) else { return nil }
                return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
            if let newline {
                lineNumber += 1
                let lineStart = start
                start = newline + 1
                return try handLine(lineStart..<newline, isUnterminated: false, to: body)
            }
            if atEndOfInput {
                guard start < end else { return nil }
                lineNumber += 1
                let lineStart = start
                start = end
                return try handLine(lineStart..<end, isUnterminated: true, to: body)
            }
            searchFrom = end - start
            try fill()
        }
    }

    private func handLine<Result>(
        _ range: Range<Int>, isUnterminated: Bool,
        to body: (UnsafeBufferPointer<UInt8>, Bool) throws(TraceFileError) -> Result
    ) throws(TraceFileError) -> Result {
        if range.count > limits.maxLineBytes { throw lineTooLong(lineNumber) }
        var upper = range.upperBound
        if upper > range.lowerBound && buffer[upper - 1] == 0x0D { upper -= 1 }
        let lower = range.lowerBound
        return try buffer.withUnsafeBufferPointer { pointer throws(TraceFileError) in
            try body(UnsafeBufferPointer(rebasing: pointer[lower..<upper]), isUnterminated)
        }
    }

    private func lineTooLong(_ line: Int) -> TraceFileError {
        TraceFileError(file: path, line: line, message: "the line is longer than \(limits.exceeded(.lineBytes))")
    }

    /// Moves the unconsumed bytes to the front, grows the buffer if one line fills it, and reads
    /// the next chunk.
    private func fill() throws(TraceFileError) {
        let pending = end - start
        if pending > limits.maxLineBytes { throw lineTooLong(lineNumber + 1) }
        if start > 0 {
            if pending > 0 {
                buffer.withUnsafeMutableBufferPointer { pointer in
                    let base = pointer.baseAddress!
                    memmove(base, base + start, pending)
                }
            }
            start = 0
            end = pending
        }
        if buffer.count - end < Self.chunkSize / 2 {
            buffer.append(contentsOf: repeatElement(0, count: max(buffer.count, Self.chunkSize)))
        }
        guard let file else {
            atEndOfInput = true
            return
        }
        let capacity = buffer.count - end
        let offset = end
        let got = try file.read(into: &buffer, at: offset, count: capacity)
        if got == 0 {
            atEndOfInput = true
            close(file.descriptor)
            self.file = nil
        }
        end += got
    }
}
