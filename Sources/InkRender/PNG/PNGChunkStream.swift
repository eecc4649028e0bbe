import CZlib

/// The bytes of a PNG file as they are assembled: the 8-byte signature, then chunks, each its
/// data length (4 bytes, big-endian), its type (4 ASCII letters), its data and the CRC-32 of type
/// and data (zlib's `crc32`, the CRC the PNG specification defines).
struct PNGChunkStream {
    /// The file so far.
    private(set) var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Longest chunk data written, bytes: far below the format's 2^31 − 1, so a long IDAT
    /// payload is split into several chunks.
    static let maximumChunkBytes = 1 << 20

    /// Appends the chunk `type` (4 ASCII letters) holding `data`, split into several chunks of
    /// the same type when longer than `maximumChunkBytes` (what PNG allows for IDAT only).
    mutating func append(_ type: StaticString, _ data: [UInt8]) {
        precondition(type.utf8CodeUnitCount == 4, "a PNG chunk type has 4 letters")
        data.withUnsafeBufferPointer { all in
            var start = 0
            repeat {
                let piece = UnsafeBufferPointer(rebasing: all[start..<min(all.count, start + Self.maximumChunkBytes)])
                appendChunk(type, piece)
                start += Self.maximumChunkBytes
            } while start < all.count
        }
    }

    /// `value` as 4 big-endian bytes.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    private mutating func appendChunk(_ type: StaticString, _ data: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: Self.bigEndian(UInt32(data.count)))
        let typeBytes = UnsafeBufferPointer(start: type.utf8Start, count: 4)
        bytes.append(contentsOf: typeBytes)
        bytes.append(contentsOf: data)
        var crc = crc32(0, typeBytes.baseAddress, 4)
        if let base = data.baseAddress { crc = crc32(crc, base, UInt32(data.count)) }
        bytes.append(contentsOf: Self.bigEndian(UInt32(truncatingIfNeeded: crc)))
    }
}
