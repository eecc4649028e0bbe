import InkModel
import InkPipeline

/// The frame renderers configurations can name (`renderer:`), by name. A value: start from the
/// built-in Cairo renderers (`FrameRendererRegistry.cairo` in InkRender) or empty, `register` your
/// own, and pass it to whatever simulates (and its names to whatever reads configurations).
public struct FrameRendererRegistry: Sendable {
    /// Registered renderers, in registration order.
    public private(set) var components: [FrameRendererComponent]

    /// An empty registry.
    public init() {
        components = []
    }

    /// Adds `component`; throws when its name is taken or unusable.
    public mutating func register(_ component: FrameRendererComponent) throws(ComponentRegistryError) {
        try ComponentRegistryError.check(component.name, role: "renderer", taken: names)
        components.append(component)
    }

    /// Every name, in registration order.
    public var names: [String] { components.map(\.name) }

    /// A fresh renderer for the configuration in `context` (its `renderer`), or nil when no
    /// renderer of that name is registered.
    public func make(_ context: FrameRendererContext) -> (any FrameRenderer)? {
        components.first { $0.name == context.configuration.renderer.rawValue }?.build(context)
    }
}
