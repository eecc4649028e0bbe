import CCairo
@testable import InkRender
import Testing

/// InkBench's PNG writer stores exactly the pixels Cairo's own writer stores: decoding either
/// file with Cairo gives the same surface, for every pixel format it handles, at odd sizes, with
/// opaque, semi-transparent and fully transparent pixels; and the file is well formed.
@Suite("PNG writer: the pixels of Cairo's own PNGs, well-formed chunks, the same bytes every time")
struct PNGWriterTests {
    /// A Cairo image surface of `format` whose pixel (x, y) is `pixel(x, y)` (native-endian
    /// premultiplied ARGB; the top byte is ignored by RGB24).
    private func surface(_ format: cairo_format_t, width: Int, height: Int, pixel: (Int, Int) -> UInt32) -> OpaquePointer {
        let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        for y in 0..<height {
            for x in 0..<width { data.storeBytes(of: pixel(x, y), toByteOffset: y * stride + 4 * x, as: UInt32.self) }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// What Cairo reads back from `png`: its format, size and every pixel, row by row.
    private func decoded(_ png: [UInt8]) -> (format: cairo_format_t, width: Int, height: Int, pixels: [UInt32]) {
        var cursor = (bytes: png, offset: 0)
        let surface = withUnsafeMutablePointer(to: &cursor) { pointer in
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let cursor = closure!.assumingMemoryBound(to: (bytes: [UInt8], offset: Int).self)
                let count = Int(length)
                guard let data, cursor.pointee.offset + count <= cursor.pointee.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                for index in 0..<count { data[index] = cursor.pointee.bytes[cursor.pointee.offset + index] }
                cursor.pointee.offset += count
                return CAIRO_STATUS_SUCCESS
            }, pointer)!
        }
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "Cairo reads the PNG")
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [UInt32] = []
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                for x in 0..<width { pixels.append(UnsafeRawPointer(data).load(fromByteOffset: y * stride + 4 * x, as: UInt32.self)) }
            }
        }
        return (cairo_image_surface_get_format(surface), width, height, pixels)
    }

    /// A premultiplied ARGB pixel with alpha `alpha` and straight colours (`red`, `green`, `blue`).
    private static func premultiplied(alpha: UInt32, red: UInt32, green: UInt32, blue: UInt32) -> UInt32 {
        let scale = { (colour: UInt32) in (colour * alpha + 127) / 255 }
        return alpha << 24 | scale(red) << 16 | scale(green) << 8 | scale(blue)
    }

    /// Pixels of every kind, varying with the position: opaque, semi-transparent (every alpha
    /// from 1 to 254 turns up) and fully transparent, colours over the whole 0…255 range.
    private static func mixedPixel(_ x: Int, _ y: Int) -> UInt32 {
        let seed = UInt32(truncatingIfNeeded: (x &* 7919) ^ (y &* 104_729) ^ (x &* y &* 31))
        let alpha: UInt32 = switch (x + 3 * y) % 5 {
        case 0: 0
        case 1: 255
        default: 1 + seed % 254
        }
        return premultiplied(alpha: alpha, red: seed % 256, green: (seed >> 8) % 256, blue: (seed >> 16) % 256)
    }

    static let sizes = [(1, 1), (1, 5), (3, 1), (5, 3), (6, 7), (13, 4), (101, 9)]

    @Test("RGB24, opaque ARGB32 and translucent ARGB32 decode to the pixels of Cairo's own PNG", arguments: sizes)
    func samePixelsAsCairo(width: Int, height: Int) throws {
        let cases: [(cairo_format_t, (Int, Int) -> UInt32, UInt8)] = [
            (CAIRO_FORMAT_RGB24, { x, y in Self.mixedPixel(x, y) | 0xFF00_0000 }, 2),
            (CAIRO_FORMAT_RGB24, { x, y in Self.mixedPixel(x, y) & 0x00FF_FFFF }, 2),
            (CAIRO_FORMAT_ARGB32, { x, y in Self.mixedPixel(x, y) | 0xFF00_0000 }, 2),
            (CAIRO_FORMAT_ARGB32, Self.mixedPixel, 6),
            (CAIRO_FORMAT_ARGB32, { _, _ in 0 }, 6),
            (CAIRO_FORMAT_ARGB32, { x, _ in x % 2 == 0 ? 0x8040_2010 : 0x01_01_00_01 }, 6),
            // Colours above their alpha (not valid premultiplied ARGB): kept to 8 bits as Cairo does.
            (CAIRO_FORMAT_ARGB32, { x, y in (x + y) % 2 == 0 ? 0x10FF_FF00 : 0xFF00_0000 }, 6),
        ]
        for (index, (format, pixel, colourType)) in cases.enumerated() {
            let image = surface(format, width: width, height: height, pixel: pixel)
            defer { cairo_surface_destroy(image) }
            let ours = try CairoPNGWriter.png(of: image)
            let cairos = try CairoPNGWriter.cairoPNG(of: image)
            let mine = decoded(ours), reference = decoded(cairos)
            #expect(mine.format == reference.format, "case \(index)")
            #expect(mine.width == width && mine.height == height, "case \(index)")
            #expect(mine.pixels == reference.pixels, "case \(index): \(zip(mine.pixels, reference.pixels).filter { $0 != $1 }.prefix(3))")
            #expect(ours[25] == cairos[25] && ours[25] == colourType, "case \(index): IHDR colour type")
            #expect(try CairoPNGWriter.png(of: image) == ours, "case \(index): the same bytes again")
        }
    }

    @Test("every chunk's length and CRC check out, in the order IHDR, bKGD, IDAT…, IEND; a long IDAT is split")
    func wellFormedChunks() throws {
        var state: UInt32 = 12_345
        let noise = surface(CAIRO_FORMAT_ARGB32, width: 700, height: 600) { _, _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return state | 0xFF00_0000
        }
        defer { cairo_surface_destroy(noise) }
        let small = surface(CAIRO_FORMAT_ARGB32, width: 13, height: 4, pixel: Self.mixedPixel)
        defer { cairo_surface_destroy(small) }
        for (image, width, height) in [(noise, 700, 600), (small, 13, 4)] {
            let png = try CairoPNGWriter.png(of: image)
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let chunks = try Self.chunks(png)
            let types = chunks.map(\.type)
            #expect(types.first == "IHDR" && types.dropFirst().first == "bKGD" && types.last == "IEND")
            #expect(types.dropFirst(2).dropLast().allSatisfy { $0 == "IDAT" } && types.count >= 4)
            let badCRCs = chunks.filter { !$0.crcMatches }.map(\.type)
            #expect(badCRCs.isEmpty, "chunks whose CRC is wrong: \(badCRCs)")
            let header = chunks[0].data
            #expect(header == Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height)) + [8, width == 13 ? 6 : 2, 0, 0, 0])
            #expect(chunks[1].data == [0, 255, 0, 255, 0, 255], "bKGD white, as Cairo writes it")
            #expect(chunks.last?.data.isEmpty == true)
            if width == 700 {
                #expect(types.count > 4, "1.26 MB of noise needs more than one 1 MiB IDAT")
                #expect(decoded(png).pixels == decoded(try CairoPNGWriter.cairoPNG(of: image)).pixels)
            }
        }
    }

    @Test("a debug picture with anti-aliased ink: RenderSurface.pngData stores Cairo's pixels, the same bytes each time")
    func renderSurface() throws {
        let picture = RenderSurface(width: 37, height: 21)
        picture.fill(with: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
        let ink = RenderSurface(width: 37, height: 21)
        cairo_set_source_rgba(ink.context, 0.1, 0.3, 0.8, 0.6)
        cairo_set_line_width(ink.context, 2.5)
        cairo_move_to(ink.context, 2.2, 3.7)
        cairo_curve_to(ink.context, 30, 1, 5, 19, 34.5, 17.3)
        cairo_stroke(ink.context)
        picture.composite(ink)
        for image in [picture, ink] {
            let png = try image.pngData()
            #expect(try image.pngData() == png)
            #expect(decoded(png).pixels == decoded(try CairoPNGWriter.cairoPNG(of: image.surface)).pixels)
        }
        #expect(try picture.pngData()[25] == 2, "an opaque picture is stored as RGB")
        #expect(try ink.pngData()[25] == 6, "translucent ink is stored as RGBA")
    }

    @Test("a format the writer does not handle (A8) is encoded by Cairo itself")
    func otherFormats() throws {
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, 9, 3)!
        defer { cairo_surface_destroy(mask) }
        #expect(try CairoPNGWriter.png(of: mask) == CairoPNGWriter.cairoPNG(of: mask))
    }

    /// One chunk of a PNG file.
    struct Chunk {
        var type: String
        var data: [UInt8]
        var crcMatches: Bool
    }

    /// The chunks of `png` after the signature; fails when a length runs past the end.
    static func chunks(_ png: [UInt8]) throws -> [Chunk] {
        var chunks: [Chunk] = []
        var offset = 8
        while offset < png.count {
            try #require(offset + 12 <= png.count, "a chunk header and CRC at \(offset)")
            let length = Int(png[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            try #require(offset + 12 + length <= png.count, "chunk at \(offset) is \(length) bytes")
            let typeAndData = Array(png[offset + 4..<offset + 8 + length])
            let stored = png[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            chunks.append(Chunk(
                type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4)), crcMatches: crc32(typeAndData) == stored
            ))
            offset += 12 + length
        }
        return chunks
    }

    /// CRC-32 (ISO-HDLC, the PNG one), bit by bit: independent of zlib's table-driven one.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}
