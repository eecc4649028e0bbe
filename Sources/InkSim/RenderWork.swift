/// What one frame render did, in deterministic counts (the renderer's work counters).
///
/// Units: pixels are device pixels (points × `DeviceProfile.pixelScale`, squared for areas).
public struct RenderWork: Hashable, Sendable, Codable {
    /// Pixels cleared before drawing (the whole canvas for a naive renderer, the dirty
    /// rectangles and the prediction overlay for an incremental one).
    public var pixelsCleared: Int
    /// Pixels covered by the stroked elements (sum of their areas; overlaps counted twice).
    public var pixelsRasterized: Int
    /// Bézier elements stroked.
    public var elementsStroked: Int

    public init(pixelsCleared: Int = 0, pixelsRasterized: Int = 0, elementsStroked: Int = 0) {
        self.pixelsCleared = pixelsCleared
        self.pixelsRasterized = pixelsRasterized
        self.elementsStroked = elementsStroked
    }

    /// No work.
    public static let zero = RenderWork()

    /// Pixels written in any way: cleared plus rasterized (what the per-pixel cost multiplies).
    public var pixelsTouched: Int { pixelsCleared + pixelsRasterized }
}
