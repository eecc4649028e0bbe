import CZlib

/// How a PNG stores a pixel: 8 bits a channel, RGB (colour type 2) or RGBA with straight
/// (not premultiplied) alpha (colour type 6).
enum PNGColourType: UInt8 {
    case rgb = 2
    case rgba = 6

    /// Bytes of one pixel in a scanline.
    var bytesPerPixel: Int { self == .rgb ? 3 : 4 }
}

/// InkBench's PNG writer: signature, IHDR, bKGD (white, as Cairo writes it), IDAT (the zlib
/// stream of the scanlines) and IEND; not interlaced; no time or other metadata, so the same
/// pixels always give the same bytes.
///
/// Speed first, then size: scanlines are not filtered (filter type 0, None) and zlib compresses
/// at level 1 with its default strategy. On the debug pictures of a run (1600×1680 px, ink on
/// white) that was the fastest choice but one and the smallest of the fast ones, smaller than
/// Cairo's own files (libpng's adaptive filters at level 6); filters Sub and Up, run-length
/// matching only (`Z_RLE`) and higher levels were measured (docs/scale.md).
enum PNGEncoder {
    /// zlib compression level and strategy of the IDAT stream.
    static let compressionLevel: Int32 = 1
    static let compressionStrategy = Int32(Z_DEFAULT_STRATEGY)

    /// The PNG of a `width`×`height` px image (both at least 1) whose scanline `y` (0 at the top)
    /// `fillRow` writes into the buffer it is given (`width × colourType.bytesPerPixel` bytes).
    static func encode(
        width: Int, height: Int, colourType: PNGColourType,
        fillRow: (_ y: Int, _ scanline: UnsafeMutableBufferPointer<UInt8>) -> Void
    ) throws(RenderError) -> [UInt8] {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw RenderError("a PNG needs 1 to 2^31 − 1 pixels a side (got \(width)×\(height))")
        }
        var file = PNGChunkStream()
        file.append("IHDR", PNGChunkStream.bigEndian(UInt32(width)) + PNGChunkStream.bigEndian(UInt32(height)) + [8, colourType.rawValue, 0, 0, 0])
        file.append("bKGD", [0, 255, 0, 255, 0, 255])
        file.append("IDAT", try compressedScanlines(width: width, height: height, bytesPerPixel: colourType.bytesPerPixel, fillRow: fillRow))
        file.append("IEND", [])
        return file.bytes
    }

    /// The zlib stream of every scanline: its filter type byte (0, None), then its pixels.
    private static func compressedScanlines(
        width: Int, height: Int, bytesPerPixel: Int, fillRow: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void
    ) throws(RenderError) -> [UInt8] {
        let scanline = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 + width * bytesPerPixel)
        defer { scanline.deallocate() }
        scanline[0] = 0
        let pixels = UnsafeMutableBufferPointer(rebasing: scanline[1...])
        let deflater = try ZlibDeflater(level: compressionLevel, strategy: compressionStrategy)
        for y in 0..<height {
            fillRow(y, pixels)
            try deflater.compress(UnsafeBufferPointer(scanline))
        }
        return try deflater.finish()
    }
}
