import InkModel

/// The filters and smoothers configurations can name, by kind: what YAML configuration sets are
/// read against (`PipelineConfigurationSet.load(path:stages:)`). A value: start from `builtIn`
/// (or empty), `register` your own, and pass it to whatever reads configurations.
public struct StageRegistry: Sendable {
    /// Registered filters, in registration order (listings keep it).
    public private(set) var filters: [FilterComponent]
    /// Registered smoothers, in registration order.
    public private(set) var smoothers: [SmootherComponent]

    /// An empty registry.
    public init() {
        filters = []
        smoothers = []
    }

    /// Adds `filter`; throws when its kind is taken or unusable.
    public mutating func register(_ filter: FilterComponent) throws(ComponentRegistryError) {
        try ComponentRegistryError.check(filter.kind, role: "filter", taken: filters.map(\.kind))
        filters.append(filter)
    }

    /// Adds `smoother`; throws when its kind is taken or unusable.
    public mutating func register(_ smoother: SmootherComponent) throws(ComponentRegistryError) {
        try ComponentRegistryError.check(smoother.kind, role: "smoother", taken: smoothers.map(\.kind))
        smoothers.append(smoother)
    }

    /// The filter registered as `kind`, or nil.
    public func filter(_ kind: String) -> FilterComponent? { filters.first { $0.kind == kind } }

    /// The smoother registered as `kind`, or nil.
    public func smoother(_ kind: String) -> SmootherComponent? { smoothers.first { $0.kind == kind } }

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
