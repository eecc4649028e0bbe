import CZlib

/// A zlib stream (RFC 1950: header, deflate data, Adler-32) compressed by the system zlib, fed in
/// pieces and collected in memory — the payload of a PNG's IDAT chunks. A reference type because
/// it owns zlib's native state, which must not move while in use (zlib keeps a pointer back to
/// its `z_stream`); freed on deinit. Not shared across threads.
final class ZlibDeflater {
    private let stream: UnsafeMutablePointer<z_stream>
    /// Where each `deflate` call writes before the bytes are appended to `output`.
    private let scratch: UnsafeMutablePointer<UInt8>
    private static let scratchBytes = 1 << 16
    private var output: [UInt8] = []
    private var isFinished = false

    /// A stream compressing with zlib `level` (0–9) and `strategy` (`Z_DEFAULT_STRATEGY`,
    /// `Z_RLE`, …), window 2^15 bytes.
    init(level: Int32, strategy: Int32) throws(RenderError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        scratch = .allocate(capacity: Self.scratchBytes)
        let status = inkbench_deflate_init(stream, level, strategy)
        guard status == Z_OK else {
            stream.deallocate()
            scratch.deallocate()
            throw RenderError("zlib could not start compressing (status \(status))")
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
        scratch.deallocate()
    }

    /// Compresses `bytes` (the stream keeps what it has not yet written out).
    func compress(_ bytes: UnsafeBufferPointer<UInt8>) throws(RenderError) {
        precondition(!isFinished, "compress after finish")
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base)
        stream.pointee.avail_in = UInt32(bytes.count)
        while stream.pointee.avail_in > 0 {
            let status = drain(flush: Z_NO_FLUSH)
            guard status == Z_OK else { throw RenderError("zlib could not compress (status \(status))") }
        }
    }

    /// Ends the stream and returns all of it.
    func finish() throws(RenderError) -> [UInt8] {
        precondition(!isFinished, "finish twice")
        stream.pointee.next_in = nil
        stream.pointee.avail_in = 0
        while true {
            let status = drain(flush: Z_FINISH)
            if status == Z_STREAM_END { break }
            guard status == Z_OK else { throw RenderError("zlib could not end the stream (status \(status))") }
        }
        isFinished = true
        return output
    }

    /// One `deflate` call into the scratch buffer, whose output is appended; zlib's status.
    private func drain(flush: Int32) -> Int32 {
        stream.pointee.next_out = scratch
        stream.pointee.avail_out = UInt32(Self.scratchBytes)
        let status = deflate(stream, flush)
        let produced = Self.scratchBytes - Int(stream.pointee.avail_out)
        output.append(contentsOf: UnsafeBufferPointer(start: scratch, count: produced))
        return status
    }
}
