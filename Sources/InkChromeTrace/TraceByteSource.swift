import CZlib
import Foundation

/// The bytes of a trace file, read front to back in pieces: plain, or inflated on the fly when
/// the file is gzip-compressed (it starts with gzip's magic bytes), so a trace of hundreds of MB
/// is never held whole.
final class TraceByteSource {
    private let file: FileHandle
    private let path: String
    private var inflater: GzipInflater?
    private var raw: [UInt8] = []
    private var rawStart = 0
    private var atEnd = false

    /// Opens `path`; throws when it cannot be read or its gzip header is damaged.
    init(path: String) throws(ChromeTraceError) {
        self.path = path
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ChromeTraceError(path: path, message: "cannot be read (\(String(cString: strerror(errno))))")
        }
        file = handle
        let head = try Self.read(handle, count: 1 << 20, path: path)
        raw = head
        atEnd = head.isEmpty
        if head.count >= 2, head[0] == 0x1F, head[1] == 0x8B {
            inflater = try GzipInflater(path: path)
        }
    }

    deinit {
        try? file.close()
    }

    /// True when the file is gzip-compressed.
    var isCompressed: Bool { inflater != nil }

    /// Appends up to about `count` more bytes of the (inflated) trace to `buffer`; returns how
    /// many it appended, 0 at the end.
    func read(into buffer: inout [UInt8], count: Int) throws(ChromeTraceError) -> Int {
        while true {
            if rawStart == raw.count {
                if atEnd { return try finish() }
                raw = try Self.read(file, count: 1 << 20, path: path)
                rawStart = 0
                if raw.isEmpty {
                    atEnd = true
                    return try finish()
                }
            }
            guard inflater != nil else {
                let take = min(count, raw.count - rawStart)
                buffer.append(contentsOf: raw[rawStart..<(rawStart + take)])
                rawStart += take
                return take
            }
            let (consumed, produced) = try inflater!.inflate(raw[rawStart...], into: &buffer, count: count)
            rawStart += consumed
            if produced > 0 { return produced }
            if inflater!.isFinished, rawStart < raw.count {
                throw ChromeTraceError(path: path, message: "has bytes after the end of its gzip data")
            }
        }
    }

    private func finish() throws(ChromeTraceError) -> Int {
        if let inflater, !inflater.isFinished {
            throw ChromeTraceError(path: path, message: "ends inside its gzip data (the file is cut short)")
        }
        return 0
    }

    private static func read(_ handle: FileHandle, count: Int, path: String) throws(ChromeTraceError) -> [UInt8] {
        do {
            return [UInt8](try handle.read(upToCount: count) ?? Data())
        } catch {
            throw ChromeTraceError(path: path, message: "cannot be read (\(error.localizedDescription))")
        }
    }
}

/// A zlib inflate stream reading gzip data.
private final class GzipInflater {
    private var stream = z_stream()
    private let path: String
    private(set) var isFinished = false
    private var output = [UInt8](repeating: 0, count: 1 << 18)

    init(path: String) throws(ChromeTraceError) {
        self.path = path
        guard inkbench_inflate_init_gzip(&stream) == Z_OK else {
            throw ChromeTraceError(path: path, message: "cannot start inflating its gzip data")
        }
    }

    deinit {
        inflateEnd(&stream)
    }

    /// Inflates from `input` until about `count` bytes were appended to `buffer` or the input is
    /// used up; returns the input bytes consumed and the bytes produced.
    func inflate(_ input: ArraySlice<UInt8>, into buffer: inout [UInt8], count: Int) throws(ChromeTraceError) -> (consumed: Int, produced: Int) {
        guard !isFinished else { return (0, 0) }
        var consumed = 0, produced = 0
        var status: Int32 = Z_OK
        input.withUnsafeBufferPointer { inputBytes in
            output.withUnsafeMutableBufferPointer { outputBytes in
                stream.next_in = UnsafeMutablePointer(mutating: inputBytes.baseAddress)
                stream.avail_in = UInt32(inputBytes.count)
                while produced < count, stream.avail_in > 0 || status == Z_OK {
                    stream.next_out = outputBytes.baseAddress
                    stream.avail_out = UInt32(min(outputBytes.count, max(count - produced, 1 << 12)))
                    let room = Int(stream.avail_out)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    let made = room - Int(stream.avail_out)
                    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: outputBytes[..<made]))
                    produced += made
                    if status != Z_OK || (made == 0 && stream.avail_in == 0) { break }
                }
                consumed = inputBytes.count - Int(stream.avail_in)
            }
        }
        switch status {
        case Z_STREAM_END: isFinished = true
        case Z_OK, Z_BUF_ERROR: break
        default: throw ChromeTraceError(path: path, message: "has damaged gzip data (zlib error \(status))")
        }
        return (consumed, produced)
    }
}
