import InkModel
import InkPipeline
import InkSim

/// The work counters of `NaiveRenderer`, computed exactly without drawing: every render clears
/// the whole canvas and strokes every real element of every stroke plus the predicted tails of
/// the unfinished ones (finished strokes' tails are not drawn). Modelled runs use it for the
/// naive renderer, whose real full redraws would take minutes on long traces (≈35 ms a frame at
/// 8,000 points on a 2048×2732 px canvas) while its counts are known in closed form; tests check
/// it equals the real renderer's counters.
public struct NaiveRenderCount: FrameRenderer {
    /// Pixels of the canvas, px.
    package let canvasPixels: Int
    private var order = StrokeOrder()

    /// The counts for `profile`'s whole canvas.
    public init(profile: DeviceProfile) {
        let geometry = CanvasGeometry(profile: profile)
        canvasPixels = geometry.pixelWidth * geometry.pixelHeight
    }

    public var name: String { "cairo/naive (counted)" }

    public mutating func absorb(_ pipeline: StrokePipeline) {
        for change in pipeline.lastElementChanges { order.note(change) }
    }

    public mutating func render(_ pipeline: StrokePipeline) -> RenderWork {
        var work = RenderWork(pixelsCleared: canvasPixels)
        for touchID in order.finished {
            work.elementsStroked += pipeline.elements(for: touchID)?.predictedTailStart ?? 0
        }
        for touchID in order.unfinished {
            work.elementsStroked += pipeline.elements(for: touchID)?.count ?? 0
        }
        return work
    }
}
