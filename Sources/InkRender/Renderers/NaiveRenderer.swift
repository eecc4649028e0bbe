import InkPipeline

/// The full redraw: every render clears the whole canvas and draws every stroke — finished ones
/// in completion order, then unfinished ones, then every predicted tail — on one surface.
///
/// Its cost grows with the ink on the canvas; it keeps no pixels between renders, only the
/// painting order (`StrokeOrder`). A reference type because it owns a Cairo surface.
public final class NaiveRenderer: InkRenderer {
    public let painter: InkPainter
    /// The canvas (premultiplied ARGB, transparent where there is no ink).
    public let canvas: RenderSurface
    private var order = StrokeOrder()

    public init(geometry: CanvasGeometry, style: StrokeStyle) {
        painter = InkPainter(geometry: geometry, style: style)
        canvas = RenderSurface(geometry: geometry)
    }

    public var lastRedrawnRects: [PixelRect] { [canvas.bounds] }

    public func absorb(_ pipeline: StrokePipeline) {
        for change in pipeline.lastElementChanges { order.note(change) }
    }

    public func render(_ pipeline: StrokePipeline) -> CairoRenderWork {
        let start = MonotonicClock.now()
        var work = CairoRenderWork(pixelsCleared: canvas.bounds.area, dirtyRects: 1)
        canvas.clear(canvas.bounds)
        painter.begin(on: canvas)
        for touchID in order.finished { drawReal(touchID, pipeline, &work) }
        for touchID in order.unfinished { drawReal(touchID, pipeline, &work) }
        for touchID in order.unfinished {
            guard let elements = pipeline.elements(for: touchID) else { continue }
            let tail = elements.predictedTailStart..<elements.count
            painter.drawTail(elements, tail, on: canvas)
            work.elementsStroked += tail.count
        }
        painter.end(on: canvas)
        work.elapsedNanoseconds = MonotonicClock.now() &- start
        return work
    }

    public func present(onto target: RenderSurface) {
        target.composite(canvas)
    }

    private func drawReal(_ touchID: Int, _ pipeline: StrokePipeline, _ work: inout CairoRenderWork) {
        guard let elements = pipeline.elements(for: touchID) else { return }
        let realEnd = elements.predictedTailStart
        for index in 0..<realEnd { painter.draw(elements[index], on: canvas) }
        work.elementsStroked += realEnd
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
