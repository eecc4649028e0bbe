import InkPipeline
import InkSim

/// A frame renderer that draws nothing and counts nothing: for simulations whose render costs
/// come from elsewhere (the browser's frames, `BrowserFrameCosts`).
struct BlankFrameRenderer: FrameRenderer {
    var name: String { "browser-frames" }
    var rereadsCompletedStrokes: Bool { false }
    mutating func absorb(_ pipeline: StrokePipeline) {}
    mutating func render(_ pipeline: StrokePipeline) -> RenderWork { .zero }
}
