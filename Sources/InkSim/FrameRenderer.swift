import InkPipeline

/// The render step of a frame: draws the pipeline's current ink and reports its work.
///
/// The simulator calls `absorb` after every `StrokePipeline.process` call (the renderer reads
/// `lastElementChanges`, which the next callback overwrites; the call is timed with the
/// handler, as the app's marking of dirty regions), and `render` once per frame it renders (in
/// the callback for `immediate` and `front-buffer`, once per display frame for
/// `display-link`). The render is timed by the simulator; its cost on the virtual clock comes
/// from the run's `CostSource` (measured time, or a model over the returned `RenderWork`).
///
/// Implementations live where the renderers are (InkRender: the Cairo naive and incremental
/// renderers, and an exact count of the naive renderer's work that draws nothing).
public protocol FrameRenderer {
    /// A short name for reports, e.g. `cairo/naive`.
    var name: String { get }
    /// Takes note of the last callback's element changes.
    mutating func absorb(_ pipeline: StrokePipeline)
    /// Draws the frame.
    mutating func render(_ pipeline: StrokePipeline) -> RenderWork
    /// True when a later render may read a completed stroke's elements again (a renderer that
    /// redraws all ink); false when a render draws a completed stroke into a cached layer once,
    /// so the simulator may free the stroke's geometry after it
    /// (`StrokePipeline.releaseCompletedStrokes`).
    var rereadsCompletedStrokes: Bool { get }
}

extension FrameRenderer {
    /// Renderers read completed strokes again unless they say otherwise.
    public var rereadsCompletedStrokes: Bool { true }
}
