import InkPipeline

/// The dirty-rectangle renderer, with three layers:
/// - **finished layer**: every completed stroke, drawn once, in completion order;
/// - **canvas**: the finished layer plus the unfinished strokes' real ink. Each render redraws
///   only the dirty rectangles: it restores a rectangle from the finished layer into a scratch
///   surface, draws there (unclipped) the unfinished strokes' elements that cross it, and copies
///   the rectangle back to the canvas;
/// - **prediction overlay**: cleared where last frame's prediction was, and every predicted
///   tail redrawn, each frame. `present` composites it over the canvas.
///
/// Dirty rectangles come from the pipeline's suffix-invalidation deltas: the bounds of the
/// replaced elements (as last drawn) and of the new ones, each expanded by half the widest
/// stroke width plus one pixel of anti-aliasing (`InkPainter.pixelBounds`), merged when they
/// overlap (`DirtyRegion`). When a stroke completes while others are unfinished, its bounds
/// are redrawn once so that overlaps stack in the shared painting order (`StrokeOrder`).
/// The bookkeeping and the work counters are `IncrementalRenderState`'s, which
/// `IncrementalRenderCount` shares without drawing.
///
/// A pixel inside a dirty rectangle gets exactly the draws a full redraw gives it, in the same
/// order and unclipped (Cairo rasterizes a stroke cut by a clip edge slightly differently), so
/// the canvas equals `NaiveRenderer`'s real ink pixel for pixel.
///
/// With `drawsEveryRender: false` a render only counts until `startDrawing(_:)` draws the layers
/// once, as they stand after the last render — the same pixels, because the finished layer
/// is the completed strokes in completion order, the canvas equals a full redraw of the real
/// ink, and the overlay holds the last render's tails only. Pictures of a moment (`MomentReplay`)
/// use it.
/// A reference type because it owns Cairo surfaces.
package final class IncrementalRenderer: InkRenderer {
    package let painter: InkPainter
    /// Completed strokes only.
    package let finishedLayer: RenderSurface
    /// Completed strokes plus the unfinished strokes' real ink.
    package let canvas: RenderSurface
    /// Predicted ink only.
    package let predictionOverlay: RenderSurface
    /// Where dirty rectangles are redrawn before being copied to the canvas; its pixels outside
    /// the rectangle being redrawn are meaningless.
    private let scratch: RenderSurface
    package private(set) var drawsEveryRender: Bool

    private var state: IncrementalRenderState
    private var tailsBegun = false

    package init(geometry: CanvasGeometry, style: StrokeStyle, drawsEveryRender: Bool = true) {
        painter = InkPainter(geometry: geometry, style: style)
        finishedLayer = RenderSurface(geometry: geometry)
        canvas = RenderSurface(geometry: geometry)
        predictionOverlay = RenderSurface(geometry: geometry)
        scratch = RenderSurface(geometry: geometry)
        self.drawsEveryRender = drawsEveryRender
        state = IncrementalRenderState(painter: painter)
    }

    /// Where last frame's predicted ink was on the overlay.
    package var lastPredictionRect: PixelRect { state.predictionRect }

    package var lastRedrawnRects: [PixelRect] { state.lastRedrawnRects }

    package func absorb(_ pipeline: StrokePipeline) {
        state.absorb(pipeline.lastElementChanges, from: pipeline)
    }

    package func absorb(_ changes: [SequenceChange], from pipeline: StrokePipeline) {
        state.absorb(changes, from: pipeline)
    }

    package func render(_ pipeline: StrokePipeline) -> CairoRenderWork {
        let start = MonotonicClock.now()
        var work = state.render(pipeline, target: drawsEveryRender ? self : nil)
        work.elapsedNanoseconds = MonotonicClock.now() &- start
        return work
    }

    package func startDrawing(_ pipeline: StrokePipeline) {
        guard !drawsEveryRender else { return }
        drawsEveryRender = true
        let order = state.order
        for surface in [finishedLayer, canvas, predictionOverlay] { surface.clear(surface.bounds) }
        for touchID in order.finished {
            guard let elements = pipeline.elements(for: touchID) else { continue }
            drawFinished(elements[0..<elements.predictedTailStart])
        }
        beginRedraw(canvas.bounds)
        for touchID in order.unfinished {
            guard let elements = pipeline.elements(for: touchID) else { continue }
            for element in elements[0..<elements.predictedTailStart] { drawReal(element) }
        }
        endRedraw(canvas.bounds)
        for touchID in order.unfinished {
            guard let elements = pipeline.elements(for: touchID) else { continue }
            let tail = elements.predictedTailStart..<elements.count
            if !tail.isEmpty { drawTail(elements, tail) }
        }
        endTails()
    }

    package func present(onto target: RenderSurface) {
        target.composite(canvas)
        target.composite(predictionOverlay)
    }
}

extension IncrementalRenderer: IncrementalDrawingTarget {
    func drawFinished(_ elements: ArraySlice<BezierElement>) {
        painter.begin(on: finishedLayer)
        for element in elements { painter.draw(element, on: finishedLayer) }
        painter.end(on: finishedLayer)
    }

    func beginRedraw(_ rect: PixelRect) {
        scratch.copy(rect, from: finishedLayer)
        painter.begin(on: scratch)
    }

    func drawReal(_ element: BezierElement) {
        painter.draw(element, on: scratch)
    }

    func endRedraw(_ rect: PixelRect) {
        painter.end(on: scratch)
        canvas.copy(rect, from: scratch)
    }

    func clearPredictions(_ rect: PixelRect) {
        predictionOverlay.clear(rect)
    }

    func drawTail(_ elements: [BezierElement], _ tail: Range<Int>) {
        if !tailsBegun {
            painter.begin(on: predictionOverlay)
            tailsBegun = true
        }
        painter.drawTail(elements, tail, on: predictionOverlay)
    }

    func endTails() {
        if tailsBegun { painter.end(on: predictionOverlay) }
        tailsBegun = false
    }
}
