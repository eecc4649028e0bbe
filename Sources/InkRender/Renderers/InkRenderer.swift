import InkPipeline

/// Draws a `StrokePipeline`'s ink on a canvas.
///
/// Protocol: after EVERY `pipeline.process(…)` call `absorb(pipeline)` (it reads
/// `lastElementChanges`, which the next callback overwrites); call `render(pipeline)` whenever a
/// frame is due (after every callback, or once per display frame). `present(onto:)` composites
/// what a display would show — real ink, with predicted ink on top — over the target's pixels.
public protocol InkRenderer: AnyObject {
    /// The canvas and the ink style.
    var painter: InkPainter { get }
    /// Takes note of the last callback's element changes.
    func absorb(_ pipeline: StrokePipeline)
    /// Brings the canvas up to date with `pipeline`'s current elements.
    func render(_ pipeline: StrokePipeline) -> CairoRenderWork
    /// Composites the current frame over `target` (the same size as the canvas).
    func present(onto target: RenderSurface)
    /// The rectangles the last render redrew (the whole canvas for a full redraw), px.
    var lastRedrawnRects: [PixelRect] { get }
}

/// The two rendering strategies.
public enum RendererKind: String, Hashable, Sendable, CaseIterable {
    /// Clear the canvas and draw every stroke, every render.
    case naive
    /// Cached finished-stroke layer, dirty-rectangle redraw of live ink, prediction overlay.
    case incremental

    /// A new renderer of this kind.
    public func makeRenderer(geometry: CanvasGeometry, style: StrokeStyle) -> any InkRenderer {
        switch self {
        case .naive: NaiveRenderer(geometry: geometry, style: style)
        case .incremental: IncrementalRenderer(geometry: geometry, style: style)
        }
    }
}
