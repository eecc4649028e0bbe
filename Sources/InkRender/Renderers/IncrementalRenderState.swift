import InkPipeline

/// The bookkeeping of the dirty-rectangle renderer, apart from its pixels: the painting order,
/// the element bounds of the unfinished strokes, the pending dirty region, the strokes completed
/// since the last render and where the last predicted ink was.
///
/// `render` walks a render step by step — completed strokes into the finished layer, each dirty
/// rectangle restored and redrawn, the prediction overlay cleared and redrawn — and counts the
/// work (`CairoRenderWork`) as it goes. With a `target` it also has the target draw each step
/// (`IncrementalRenderer`); without one it only counts (`IncrementalRenderCount`, what
/// modelled runs use): both give the same counters because they are the same walk.
struct IncrementalRenderState {
    let painter: InkPainter
    /// Every pixel of the canvas.
    let canvasBounds: PixelRect
    private(set) var order = StrokeOrder()
    /// Element bounds of each unfinished stroke, by touch ID.
    private var bounds: [Int: ElementBoundsIndex] = [:]
    private var dirty = DirtyRegion()
    private var completed: [Int] = []
    /// Where the last render's predicted ink was on the overlay.
    private(set) var predictionRect = PixelRect.empty
    /// The rectangles the last render redrew.
    private(set) var lastRedrawnRects: [PixelRect] = []

    init(painter: InkPainter) {
        self.painter = painter
        canvasBounds = painter.geometry.bounds
        lastRedrawnRects.reserveCapacity(DirtyRegion.capacity)
    }

    /// Takes note of one callback's element changes (`pipeline`'s elements are those after it).
    mutating func absorb(_ changes: [SequenceChange], from pipeline: StrokePipeline) {
        for change in changes {
            let transition = order.note(change)
            if transition == .removed && bounds[change.touchID] == nil { continue }
            let elements = pipeline.elements(for: change.touchID) ?? []
            var index = bounds.removeValue(forKey: change.touchID) ?? ElementBoundsIndex()
            dirty.add(index.union(of: min(change.firstChanged, index.count)..<index.count, predicted: false))
            index.replace(from: change.firstChanged, with: elements, painter: painter)
            dirty.add(index.union(of: min(change.firstChanged, index.count)..<index.count, predicted: false))
            switch transition {
            case .changed: bounds[change.touchID] = index
            case .completed:
                completed.append(change.touchID)
                if !order.unfinished.isEmpty { dirty.add(index.realBounds) }
            case .removed: break
            }
        }
    }

    /// One render: counts its work and, with a `target`, draws it.
    mutating func render(_ pipeline: StrokePipeline, target: (any IncrementalDrawingTarget)?) -> CairoRenderWork {
        var work = CairoRenderWork()
        if !completed.isEmpty {
            for touchID in completed {
                guard let elements = pipeline.elements(for: touchID) else { continue }
                let realEnd = elements.predictedTailStart
                target?.drawFinished(elements[0..<realEnd])
                work.elementsStroked += realEnd
            }
            completed.removeAll(keepingCapacity: true)
        }
        lastRedrawnRects.removeAll(keepingCapacity: true)
        for rect in dirty.rects {
            target?.beginRedraw(rect)
            for touchID in order.unfinished {
                guard let index = bounds[touchID], let elements = pipeline.elements(for: touchID) else { continue }
                index.forEachRealElement(crossing: rect) { element in
                    target?.drawReal(elements[element])
                    work.elementsStroked += 1
                }
            }
            target?.endRedraw(rect)
            work.pixelsComposited += 2 * rect.area
            lastRedrawnRects.append(rect)
        }
        work.dirtyRects = dirty.rects.count
        dirty.removeAll()
        target?.clearPredictions(predictionRect)
        work.pixelsCleared += predictionRect.intersection(canvasBounds).area
        predictionRect = .empty
        for touchID in order.unfinished {
            guard let index = bounds[touchID] else { continue }
            let tail = index.predictedTailStart..<index.count
            guard !tail.isEmpty, let elements = pipeline.elements(for: touchID) else { continue }
            target?.drawTail(elements, tail)
            work.elementsStroked += tail.count
            predictionRect = predictionRect.union(index.union(of: tail, predicted: true))
        }
        target?.endTails()
        return work
    }
}

/// The pixel steps of an incremental render, in the order `IncrementalRenderState.render` takes
/// them (implemented by `IncrementalRenderer` on its Cairo layers).
protocol IncrementalDrawingTarget: AnyObject {
    /// Draws a completed stroke's real elements into the finished layer.
    func drawFinished(_ elements: ArraySlice<BezierElement>)
    /// Restores `rect` from the finished layer before its unfinished elements are drawn.
    func beginRedraw(_ rect: PixelRect)
    /// Draws one unfinished real element crossing the rectangle being redrawn.
    func drawReal(_ element: BezierElement)
    /// Copies the redrawn `rect` to the canvas.
    func endRedraw(_ rect: PixelRect)
    /// Clears last frame's predicted ink (`rect` may be empty).
    func clearPredictions(_ rect: PixelRect)
    /// Draws one unfinished stroke's predicted tail on the overlay.
    func drawTail(_ elements: [BezierElement], _ tail: Range<Int>)
    /// Ends the tails (after zero or more `drawTail`).
    func endTails()
}
