import CCairo

extension RenderSurface {
    /// The surface encoded as PNG (RGBA, 8 bits a channel) by Cairo.
    public func pngData() throws(RenderError) -> [UInt8] {
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
}
