import InkModel
import InkPipeline

/// The frame renderers configurations can name (`renderer:`), by name: start from the built-in
/// Cairo renderers (`FrameRendererRegistry.cairo` in InkRender) or empty, `register` your own,
/// and pass it to whatever simulates (and its names to whatever reads configurations).
public typealias FrameRendererRegistry = ComponentRegistry<FrameRendererComponent>

extension ComponentRegistry where Component == FrameRendererComponent {
    /// A fresh renderer for the configuration in `context` (its `renderer`), or nil when no
    /// renderer of that name is registered.
    public func make(_ context: FrameRendererContext) -> (any FrameRenderer)? {
        component(named: context.configuration.renderer.rawValue)?.make(context)
    }
}
