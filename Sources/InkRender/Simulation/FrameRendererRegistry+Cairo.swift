import InkPipeline
import InkSim

extension FrameRendererRegistry {
    /// The built-in renderers, registered like any other: `naive` and `incremental`, Cairo's
    /// (`CairoFrameRenderer`) on the profile's whole canvas, except that with modelled costs each
    /// renderer's work is counted exactly without drawing (`NaiveRenderCount`,
    /// `IncrementalRenderCount`: the naive full redraws would make long traces take minutes, and
    /// rasterizing was most of an incremental modelled run). Their names are distinct, so none is
    /// refused.
    package static let cairo: FrameRendererRegistry = {
        var registry = FrameRendererRegistry()
        try? registry.register(FrameRendererComponent(name: RendererMode.naive.rawValue, summary: "clear the canvas and draw every stroke, every frame") { context in
            guard !context.countsSuffice else { return NaiveRenderCount(profile: context.profile) }
            return CairoFrameRenderer(kind: .naive, profile: context.profile)
        })
        try? registry.register(FrameRendererComponent(
            name: RendererMode.incremental.rawValue, summary: "cached finished strokes, dirty-rectangle redraw of live ink, prediction overlay"
        ) { context in
            guard !context.countsSuffice else { return IncrementalRenderCount(profile: context.profile) }
            return CairoFrameRenderer(kind: .incremental, profile: context.profile)
        })
        return registry
    }()
}
