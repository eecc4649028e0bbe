import InkPipeline
import InkSim

/// A test renderer that draws nothing and reports every element of every stroke as stroked, and
/// `pixelsPerElement` pixels composited per element (0 by default): the simulator and metrics
/// tests that need no pixels use it with constant, hand-set or modelled costs.
public struct ElementCountRenderer: FrameRenderer {
    public let pixelsPerElement: Int

    public init(pixelsPerElement: Int = 0) {
        self.pixelsPerElement = pixelsPerElement
    }

    public var name: String { "test/element-count" }

    public mutating func absorb(_ pipeline: StrokePipeline) {}

    public mutating func render(_ pipeline: StrokePipeline) -> RenderWork {
        var work = RenderWork()
        for touchID in pipeline.touchIDs { work.elementsStroked += pipeline.elements(for: touchID)?.count ?? 0 }
        work.pixelsComposited = pixelsPerElement * work.elementsStroked
        return work
    }
}
