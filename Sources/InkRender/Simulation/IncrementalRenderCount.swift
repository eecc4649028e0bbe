import InkModel
import InkPipeline
import InkSim

/// The work counters of `IncrementalRenderer`, computed exactly without drawing: the same
/// bookkeeping (`IncrementalRenderState`: painting order, element bounds, dirty rectangles,
/// prediction overlay) walked render by render, counting what the renderer would clear,
/// composite and stroke. Modelled runs use it: the modelled cost needs the counters, not the
/// pixels, and rasterizing was most of a modelled run's time. Tests check it equals the real
/// renderer's counters.
public struct IncrementalRenderCount: FrameRenderer {
    private var state: IncrementalRenderState

    /// The counts for `profile`'s whole canvas, for ink drawn with `style`.
    public init(profile: DeviceProfile, style: StrokeStyle = StrokeStyle()) {
        state = IncrementalRenderState(painter: InkPainter(geometry: CanvasGeometry(profile: profile), style: style))
    }

    public var name: String { "cairo/incremental (counted)" }
    /// A completed stroke is counted into the finished layer once, by the render after it completed.
    public var rereadsCompletedStrokes: Bool { false }

    public mutating func absorb(_ pipeline: StrokePipeline) {
        state.absorb(pipeline.lastElementChanges, from: pipeline)
    }

    public mutating func render(_ pipeline: StrokePipeline) -> InkSim.RenderWork {
        InkSim.RenderWork(state.render(pipeline, target: nil))
    }
}
