import CCairo

/// PNG files of Cairo image surfaces holding the pixels Cairo's own writer
/// (`cairo_surface_write_to_png_stream`) would store, encoded by `PNGEncoder`, which is several
/// times faster than the libpng defaults Cairo uses:
/// - RGB24, and ARGB32 whose every pixel is opaque: 8-bit RGB (colour type 2);
/// - other ARGB32: 8-bit RGBA (colour type 6), each colour un-premultiplied as Cairo does it,
///   `(c × 255 + a / 2) / a` in integers, and a fully transparent pixel as 0, 0, 0, 0.
/// Any other format, or a surface that is not an image surface, is encoded by Cairo itself.
enum CairoPNGWriter {
    /// The PNG of `surface` (a `cairo_surface_t`).
    static func png(of surface: OpaquePointer) throws(RenderError) -> [UInt8] {
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            let data = cairo_image_surface_get_data(surface)
        else { return try cairoPNG(of: surface) }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0 else { return try cairoPNG(of: surface) }
        let rows = UnsafeRawPointer(data)
        let row = { (y: Int) in UnsafeBufferPointer(start: rows.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self), count: width) }
        switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_RGB24:
            return try PNGEncoder.encode(width: width, height: height, colourType: .rgb) { y, scanline in Self.writeRGB(row(y), into: scanline) }
        case CAIRO_FORMAT_ARGB32 where (0..<height).allSatisfy({ y in row(y).allSatisfy { $0 >> 24 == 0xFF } }):
            return try PNGEncoder.encode(width: width, height: height, colourType: .rgb) { y, scanline in Self.writeRGB(row(y), into: scanline) }
        case CAIRO_FORMAT_ARGB32:
            return try PNGEncoder.encode(width: width, height: height, colourType: .rgba) { y, scanline in Self.writeRGBA(row(y), into: scanline) }
        default:
            return try cairoPNG(of: surface)
        }
    }

    /// The PNG Cairo's own writer makes of `surface` (libpng, default settings).
    static func cairoPNG(of surface: OpaquePointer) throws(RenderError) -> [UInt8] {
        var bytes: [UInt8] = []
        let status = withUnsafeMutablePointer(to: &bytes) { pointer in
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                closure.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("Cairo could not encode the PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return bytes
    }

    /// Red, green, blue of each native-endian xRGB pixel (the top byte ignored).
    private static func writeRGB(_ pixels: UnsafeBufferPointer<UInt32>, into scanline: UnsafeMutableBufferPointer<UInt8>) {
        for (index, pixel) in pixels.enumerated() {
            scanline[3 * index] = UInt8(truncatingIfNeeded: pixel >> 16)
            scanline[3 * index + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            scanline[3 * index + 2] = UInt8(truncatingIfNeeded: pixel)
        }
    }

    /// Straight red, green, blue and alpha of each native-endian premultiplied ARGB pixel, with
    /// Cairo's rounding (kept to 8 bits like Cairo when a colour exceeds its alpha).
    private static func writeRGBA(_ pixels: UnsafeBufferPointer<UInt32>, into scanline: UnsafeMutableBufferPointer<UInt8>) {
        for (index, pixel) in pixels.enumerated() {
            let alpha = pixel >> 24
            guard alpha > 0 else {
                scanline[4 * index] = 0
                scanline[4 * index + 1] = 0
                scanline[4 * index + 2] = 0
                scanline[4 * index + 3] = 0
                continue
            }
            let straight = { (colour: UInt32) in UInt8(truncatingIfNeeded: ((colour & 0xFF) * 255 + alpha / 2) / alpha) }
            scanline[4 * index] = straight(pixel >> 16)
            scanline[4 * index + 1] = straight(pixel >> 8)
            scanline[4 * index + 2] = straight(pixel)
            scanline[4 * index + 3] = UInt8(truncatingIfNeeded: alpha)
        }
    }
}
