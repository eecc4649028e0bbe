import InkModel
import InkPipeline
import InkSim

/// One of InkRender's Cairo renderers (`NaiveRenderer`, `IncrementalRenderer`) as the
/// simulator's render step (`FrameRenderer`), on the device's whole canvas
/// (`CanvasGeometry(profile:)`, e.g. 2048×2732 px on the 12.9″ iPads).
///
/// Layering: InkSim defines the protocol and knows nothing of Cairo; this adapter lives with the
/// renderers, which import InkSim for it (InkSim imports neither InkRender nor Cairo, so there is
/// no cycle). The counters map one to one: cleared, composited and stroked.
public struct CairoFrameRenderer: FrameRenderer {
    public let kind: RendererKind
    private let renderer: any InkRenderer

    /// A renderer of `kind` on `profile`'s whole canvas, drawing with `style`.
    public init(kind: RendererKind, profile: DeviceProfile, style: StrokeStyle = StrokeStyle()) {
        self.kind = kind
        renderer = kind.makeRenderer(geometry: CanvasGeometry(profile: profile), style: style)
    }

    public var name: String { "cairo/\(kind.rawValue)" }
    /// The incremental renderer draws a completed stroke into its finished layer once; the naive
    /// one redraws all ink every frame.
    public var rereadsCompletedStrokes: Bool { kind != .incremental }

    public mutating func absorb(_ pipeline: StrokePipeline) {
        renderer.absorb(pipeline)
    }

    public mutating func render(_ pipeline: StrokePipeline) -> RenderWork {
        RenderWork(renderer.render(pipeline))
    }
}

extension RenderWork {
    /// The simulator's counters of a Cairo render.
    public init(_ work: CairoRenderWork) {
        self.init(pixelsCleared: work.pixelsCleared, pixelsComposited: work.pixelsComposited, elementsStroked: work.elementsStroked)
    }
}
