/// What one render of a Cairo renderer (`InkRenderer`) did and how long it took; the simulator
/// sees its counters as InkSim's `RenderWork` (`CairoFrameRenderer`).
///
/// Counters: `pixelsCleared` (px set to transparent), `pixelsComposited` (px copied or blended
/// from one layer into another), `elementsStroked` (Bézier elements drawn; a predicted tail
/// counts each of its elements), `dirtyRects` (rectangles redrawn; the whole canvas counts as
/// one). `elapsedNanoseconds` is wall-clock time (monotonic clock) of the whole render.
public struct CairoRenderWork: Hashable, Sendable {
    package var pixelsCleared: Int
    package var pixelsComposited: Int
    package var elementsStroked: Int
    package var dirtyRects: Int
    public var elapsedNanoseconds: UInt64

    public init(pixelsCleared: Int = 0, pixelsComposited: Int = 0, elementsStroked: Int = 0, dirtyRects: Int = 0, elapsedNanoseconds: UInt64 = 0) {
        self.pixelsCleared = pixelsCleared
        self.pixelsComposited = pixelsComposited
        self.elementsStroked = elementsStroked
        self.dirtyRects = dirtyRects
        self.elapsedNanoseconds = elapsedNanoseconds
    }

    public static let zero = CairoRenderWork()
}
