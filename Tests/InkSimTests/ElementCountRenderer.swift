import InkPipeline
import InkSim

/// A test renderer that draws nothing and reports every element of every stroke as stroked:
/// the simulator tests that need no pixels use it with constant or hand-set costs.
struct ElementCountRenderer: FrameRenderer {
    var name: String { "test/element-count" }

    mutating func absorb(_ pipeline: StrokePipeline) {}

    mutating func render(_ pipeline: StrokePipeline) -> RenderWork {
        var work = RenderWork()
        for touchID in pipeline.touchIDs { work.elementsStroked += pipeline.elements(for: touchID)?.count ?? 0 }
        return work
    }
}
