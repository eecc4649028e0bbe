import InkPipeline

/// The render step of a frame: draws the pipeline's current ink and reports its work.
///
/// The simulator calls `render` once per frame it renders (in the callback for `immediate` and
/// `front-buffer`, once per display frame for `display-link`), passing every Bézier-element
/// change since the previous render (`StrokePipeline.lastElementChanges` of each callback in
/// between, in order), so an incremental renderer can compute its dirty rectangles. The time
/// the call takes is measured by the simulator; its cost on the virtual clock comes from the
/// run's `CostSource` (measured time, or a model over the returned `RenderWork`).
///
/// Implementations: `GeometryFrameRenderer` (a model of the pixels a renderer would touch,
/// computed from element bounding boxes; it rasterizes nothing). A Cairo renderer conforms by
/// drawing `pipeline.elements(for:)` of `pipeline.touchIDs` (naive) or the changed ranges
/// (incremental) and returning its own counters.
public protocol FrameRenderer {
    /// A short name for reports, e.g. `geometry-model/naive`.
    var name: String { get }
    /// Draws the frame; `changes` are the element changes since the previous render.
    mutating func render(_ pipeline: StrokePipeline, changes: [SequenceChange]) -> RenderWork
}
