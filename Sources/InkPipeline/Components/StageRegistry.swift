import InkModel

/// The filters and smoothers configurations can name, by kind: what YAML configuration sets are
/// read against (`PipelineConfigurationSet.load(path:stages:renderers:)`). Start from `builtIn`
/// (or empty), `register` your own, and pass it to whatever reads configurations.
public struct StageRegistry: Sendable {
    /// Registered filters, in registration order (listings keep it).
    public var filters: ComponentRegistry<FilterComponent>
    /// Registered smoothers, in registration order.
    package var smoothers: ComponentRegistry<SmootherComponent>

    /// No stages.
    public init() {
        filters = ComponentRegistry()
        smoothers = ComponentRegistry()
    }

    /// Adds `filter`; throws when its name is taken or unusable.
    public mutating func register(_ filter: FilterComponent) throws(ComponentRegistryError) { try filters.register(filter) }

    /// Adds `smoother`; throws when its name is taken or unusable.
    public mutating func register(_ smoother: SmootherComponent) throws(ComponentRegistryError) { try smoothers.register(smoother) }

    /// The built-in stages, registered like any other: `savitzky-golay`, `douglas-peucker`,
    /// `distance-thinning`; `straight`, `antigrain`, `catmull-rom` (their names are distinct, as
    /// a test checks, so none is refused).
    public static let builtIn: StageRegistry = {
        var registry = StageRegistry()
        for filter in BuiltInStages.filters { try? registry.register(filter) }
        for smoother in BuiltInStages.smoothers { try? registry.register(smoother) }
        return registry
    }()
}
