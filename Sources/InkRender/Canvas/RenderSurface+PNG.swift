extension RenderSurface {
    /// The surface encoded as PNG: 8-bit RGB when every pixel is opaque, else 8-bit RGBA
    /// (straight alpha) — the pixels Cairo's own writer stores, by InkBench's faster encoder
    /// (`CairoPNGWriter`).
    public func pngData() throws(RenderError) -> [UInt8] {
        try CairoPNGWriter.png(of: surface)
    }
}
