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
    /// Takes note of one callback's element changes given apart from the pipeline (`pipeline`'s
    /// elements are those after the callback): a replay computing the elements with incremental
    /// geometry passes the changes a naive-geometry pipeline would have reported
    /// (`StrokePipeline.naiveElementChanges`), since both compute the same elements.
    func absorb(_ changes: [SequenceChange], from pipeline: StrokePipeline)
    /// Brings the canvas up to date with `pipeline`'s current elements.
    func render(_ pipeline: StrokePipeline) -> CairoRenderWork
    /// Whether each render draws; false for a renderer made to count its renders until
    /// `startDrawing(_:)`.
    var drawsEveryRender: Bool { get }
    /// Draws the layers as they stand after the last render (`pipeline` as that render saw it)
    /// and draws every render from then on; nothing for a renderer that already does.
    func startDrawing(_ pipeline: StrokePipeline)
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

    /// A new renderer of this kind; with `drawsEveryRender: false` its renders only count their
    /// work until `startDrawing(_:)`.
    public func makeRenderer(geometry: CanvasGeometry, style: StrokeStyle, drawsEveryRender: Bool = true) -> any InkRenderer {
        switch self {
        case .naive: NaiveRenderer(geometry: geometry, style: style, drawsEveryRender: drawsEveryRender)
        case .incremental: IncrementalRenderer(geometry: geometry, style: style, drawsEveryRender: drawsEveryRender)
        }
    }
}
