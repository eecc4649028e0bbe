/// What one frame render did, in deterministic counts (the renderer's work counters).
///
/// Units: pixels are device pixels of the canvas (points × `DeviceProfile.pixelScale`, squared
/// for areas).
public struct RenderWork: Hashable, Sendable, Codable {
    /// Pixels set to transparent before drawing (the whole canvas for a naive renderer; last
    /// frame's prediction overlay for an incremental one).
    public var pixelsCleared: Int
    /// Pixels copied from one layer into another (an incremental renderer's dirty rectangles,
    /// restored from the finished-stroke layer and copied back to the canvas: twice their area).
    public var pixelsComposited: Int
    /// Bézier elements stroked (a predicted tail counts each of its elements).
    public var elementsStroked: Int

    public init(pixelsCleared: Int = 0, pixelsComposited: Int = 0, elementsStroked: Int = 0) {
        self.pixelsCleared = pixelsCleared
        self.pixelsComposited = pixelsComposited
        self.elementsStroked = elementsStroked
    }

    /// No work.
    public static let zero = RenderWork()

    /// Pixels written by clearing or copying (what the per-pixel cost multiplies).
    public var pixelsTouched: Int { pixelsCleared + pixelsComposited }
}
