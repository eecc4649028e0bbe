import InkModel
import InkPipeline

/// A *model* of what a renderer would rasterize, computed from the pipeline's Bézier elements;
/// it draws nothing (the Cairo renderer replaces it when available).
///
/// Each element covers its bounding box — the box of its four defining points, grown by half
/// the stroke width on every side — converted to device pixels (area × pixel scale²).
/// - `naive`: clears the whole canvas and strokes every element of every stroke, every frame.
/// - `incremental`: for each changed stroke, clears the union of the boxes of the changed
///   elements (the dirty rectangle; the replaced elements' old boxes are not kept, so a
///   replaced tail wider than its replacement is under-counted), plus the previous frame's
///   prediction overlay box; strokes only the changed elements.
public struct GeometryFrameRenderer: FrameRenderer {
    public let mode: RendererMode
    /// Device pixels per point.
    public let pixelScale: Double
    /// Width of the drawn stroke, points.
    public let strokeWidth: Double
    /// The canvas in device pixels.
    public let canvasPixels: Int
    /// Pixels of the previous frame's predicted-ink overlay (cleared by the next frame).
    private var previousOverlayPixels = 0

    /// Stroke width used when none is given, points.
    public static let defaultStrokeWidth = 4.0

    public init(mode: RendererMode, profile: DeviceProfile, strokeWidth: Double = defaultStrokeWidth) {
        self.mode = mode
        pixelScale = profile.pixelScale
        self.strokeWidth = strokeWidth
        canvasPixels = profile.pixelWidth * profile.pixelHeight
    }

    public var name: String { "geometry-model/\(mode.rawValue)" }

    public mutating func render(_ pipeline: StrokePipeline, changes: [SequenceChange]) -> RenderWork {
        switch mode {
        case .naive: return renderEverything(pipeline)
        case .incremental: return renderChanges(pipeline, changes: changes)
        }
    }

    private func renderEverything(_ pipeline: StrokePipeline) -> RenderWork {
        var work = RenderWork(pixelsCleared: canvasPixels)
        for touchID in pipeline.touchIDs {
            guard let elements = pipeline.elements(for: touchID) else { continue }
            for element in elements {
                work.pixelsRasterized += pixels(of: Box(element, grownBy: strokeWidth / 2))
            }
            work.elementsStroked += elements.count
        }
        return work
    }

    private mutating func renderChanges(_ pipeline: StrokePipeline, changes: [SequenceChange]) -> RenderWork {
        var work = RenderWork(pixelsCleared: previousOverlayPixels)
        var overlay: Box?
        for change in changes {
            guard let elements = pipeline.elements(for: change.touchID) else { continue }
            var dirty: Box?
            for index in change.changedRange where index < elements.count {
                let box = Box(elements[index], grownBy: strokeWidth / 2)
                work.pixelsRasterized += pixels(of: box)
                work.elementsStroked += 1
                dirty = dirty.map { $0.union(box) } ?? box
                if elements[index].isPredicted { overlay = overlay.map { $0.union(box) } ?? box }
            }
            if let dirty { work.pixelsCleared += pixels(of: dirty) }
        }
        previousOverlayPixels = overlay.map(pixels(of:)) ?? 0
        return work
    }

    private func pixels(of box: Box) -> Int {
        Int((box.width * pixelScale * box.height * pixelScale).rounded(.up))
    }

    /// An axis-aligned box, points.
    private struct Box {
        var minX: Double, minY: Double, maxX: Double, maxY: Double

        init(_ element: BezierElement, grownBy margin: Double) {
            let a = element.start.location, b = element.control1, c = element.control2, d = element.end.location
            minX = min(a.x, b.x, c.x, d.x) - margin
            minY = min(a.y, b.y, c.y, d.y) - margin
            maxX = max(a.x, b.x, c.x, d.x) + margin
            maxY = max(a.y, b.y, c.y, d.y) + margin
        }

        var width: Double { maxX - minX }
        var height: Double { maxY - minY }

        func union(_ other: Box) -> Box {
            var result = self
            result.minX = min(minX, other.minX)
            result.minY = min(minY, other.minY)
            result.maxX = max(maxX, other.maxX)
            result.maxY = max(maxY, other.maxY)
            return result
        }
    }
}
