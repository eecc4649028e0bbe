import InkPipeline

/// The full redraw: every render clears the whole canvas and draws every stroke — finished ones
/// in completion order, then unfinished ones, then every predicted tail — on one surface.
///
/// Its cost grows with the ink on the canvas; it keeps no pixels between renders, only the
/// painting order (`StrokeOrder`). With `drawsEveryRender: false` a render only counts its work
/// (as `NaiveRenderCount` does) until `startDrawing(_:)` redraws the last one: the same pixels,
/// since a full redraw depends on nothing but the current elements and the order.
/// A reference type because it owns a Cairo surface.
package final class NaiveRenderer: InkRenderer {
    package let painter: InkPainter
    /// The canvas (premultiplied ARGB, transparent where there is no ink).
    package let canvas: RenderSurface
    package private(set) var drawsEveryRender: Bool
    private var order = StrokeOrder()

    package init(geometry: CanvasGeometry, style: StrokeStyle, drawsEveryRender: Bool = true) {
        painter = InkPainter(geometry: geometry, style: style)
        canvas = RenderSurface(geometry: geometry)
        self.drawsEveryRender = drawsEveryRender
    }

    package var lastRedrawnRects: [PixelRect] { [canvas.bounds] }

    package func absorb(_ pipeline: StrokePipeline) {
        absorb(pipeline.lastElementChanges, from: pipeline)
    }

    package func absorb(_ changes: [SequenceChange], from pipeline: StrokePipeline) {
        for change in changes { order.note(change) }
    }

    package func render(_ pipeline: StrokePipeline) -> CairoRenderWork {
        let start = MonotonicClock.now()
        var work = CairoRenderWork(pixelsCleared: canvas.bounds.area, dirtyRects: 1)
        if drawsEveryRender { redraw(pipeline) }
        for touchID in order.finished { work.elementsStroked += pipeline.elements(for: touchID)?.predictedTailStart ?? 0 }
        for touchID in order.unfinished { work.elementsStroked += pipeline.elements(for: touchID)?.count ?? 0 }
        work.elapsedNanoseconds = MonotonicClock.now() &- start
        return work
    }

    package func startDrawing(_ pipeline: StrokePipeline) {
        guard !drawsEveryRender else { return }
        redraw(pipeline)
        drawsEveryRender = true
    }

    package func present(onto target: RenderSurface) {
        target.composite(canvas)
    }

    /// Clears the canvas and draws every stroke's real ink, then every unfinished stroke's tail.
    private func redraw(_ pipeline: StrokePipeline) {
        canvas.clear(canvas.bounds)
        painter.begin(on: canvas)
        for touchID in order.finished + order.unfinished {
            guard let elements = pipeline.elements(for: touchID) else { continue }
            for element in elements[0..<elements.predictedTailStart] { painter.draw(element, on: canvas) }
        }
        for touchID in order.unfinished {
            guard let elements = pipeline.elements(for: touchID) else { continue }
            painter.drawTail(elements, elements.predictedTailStart..<elements.count, on: canvas)
        }
        painter.end(on: canvas)
    }
}

extension Array where Element == BezierElement {
    /// Index of the first element of the predicted tail (predictions sit at the end), or `count`.
    var predictedTailStart: Int {
        var index = count
        while index > 0 && self[index - 1].isPredicted { index -= 1 }
        return index
    }
}
