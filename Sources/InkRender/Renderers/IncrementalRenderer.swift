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
///
/// A pixel inside a dirty rectangle gets exactly the draws a full redraw gives it, in the same
/// order and unclipped (Cairo rasterizes a stroke cut by a clip edge slightly differently), so
/// the canvas equals `NaiveRenderer`'s real ink pixel for pixel.
/// A reference type because it owns Cairo surfaces.
public final class IncrementalRenderer: InkRenderer {
    public let painter: InkPainter
    /// Completed strokes only.
    public let finishedLayer: RenderSurface
    /// Completed strokes plus the unfinished strokes' real ink.
    public let canvas: RenderSurface
    /// Predicted ink only.
    public let predictionOverlay: RenderSurface
    /// Where dirty rectangles are redrawn before being copied to the canvas; its pixels outside
    /// the rectangle being redrawn are meaningless.
    private let scratch: RenderSurface

    private var order = StrokeOrder()
    /// Element bounds of each unfinished stroke, by touch ID.
    private var bounds: [Int: ElementBoundsIndex] = [:]
    private var dirty = DirtyRegion()
    private var completed: [Int] = []
    private var predictionRect = PixelRect.empty
    public private(set) var lastRedrawnRects: [PixelRect] = []

    public init(geometry: CanvasGeometry, style: StrokeStyle) {
        painter = InkPainter(geometry: geometry, style: style)
        finishedLayer = RenderSurface(geometry: geometry)
        canvas = RenderSurface(geometry: geometry)
        predictionOverlay = RenderSurface(geometry: geometry)
        scratch = RenderSurface(geometry: geometry)
        lastRedrawnRects.reserveCapacity(DirtyRegion.capacity)
    }

    /// Where last frame's predicted ink was on the overlay.
    public var lastPredictionRect: PixelRect { predictionRect }

    public func absorb(_ pipeline: StrokePipeline) {
        for change in pipeline.lastElementChanges {
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

    public func render(_ pipeline: StrokePipeline) -> CairoRenderWork {
        let start = MonotonicClock.now()
        var work = CairoRenderWork()
        if !completed.isEmpty {
            painter.begin(on: finishedLayer)
            for touchID in completed {
                guard let elements = pipeline.elements(for: touchID) else { continue }
                let realEnd = elements.predictedTailStart
                for index in 0..<realEnd { painter.draw(elements[index], on: finishedLayer) }
                work.elementsStroked += realEnd
            }
            painter.end(on: finishedLayer)
            completed.removeAll(keepingCapacity: true)
        }
        lastRedrawnRects.removeAll(keepingCapacity: true)
        for rect in dirty.rects {
            redraw(rect, pipeline, &work)
            lastRedrawnRects.append(rect)
        }
        work.dirtyRects = dirty.rects.count
        dirty.removeAll()
        redrawPredictions(pipeline, &work)
        work.elapsedNanoseconds = MonotonicClock.now() &- start
        return work
    }

    public func present(onto target: RenderSurface) {
        target.composite(canvas)
        target.composite(predictionOverlay)
    }

    /// Restores `rect` from the finished layer (on the scratch surface), draws the unfinished
    /// strokes' real elements crossing it, and copies it to the canvas.
    private func redraw(_ rect: PixelRect, _ pipeline: StrokePipeline, _ work: inout CairoRenderWork) {
        scratch.copy(rect, from: finishedLayer)
        painter.begin(on: scratch)
        for touchID in order.unfinished {
            guard let index = bounds[touchID], let elements = pipeline.elements(for: touchID) else { continue }
            index.forEachRealElement(crossing: rect) { element in
                painter.draw(elements[element], on: scratch)
                work.elementsStroked += 1
            }
        }
        painter.end(on: scratch)
        canvas.copy(rect, from: scratch)
        work.pixelsComposited += 2 * rect.area
    }

    /// Clears last frame's prediction and draws every unfinished stroke's predicted tail.
    private func redrawPredictions(_ pipeline: StrokePipeline, _ work: inout CairoRenderWork) {
        predictionOverlay.clear(predictionRect)
        work.pixelsCleared += predictionRect.intersection(predictionOverlay.bounds).area
        predictionRect = .empty
        var began = false
        for touchID in order.unfinished {
            guard let index = bounds[touchID] else { continue }
            let tail = index.predictedTailStart..<index.count
            guard !tail.isEmpty, let elements = pipeline.elements(for: touchID) else { continue }
            if !began {
                painter.begin(on: predictionOverlay)
                began = true
            }
            painter.drawTail(elements, tail, on: predictionOverlay)
            work.elementsStroked += tail.count
            predictionRect = predictionRect.union(index.union(of: tail, predicted: true))
        }
        if began { painter.end(on: predictionOverlay) }
    }
}
