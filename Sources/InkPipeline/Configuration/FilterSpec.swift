/// One filter of a configuration's chain: its kind, its settings, and how to build its naive and
/// its incremental stage. Read from YAML by the filter registered under `kind` in a
/// `StageRegistry` (the built-ins are `savitzky-golay`, `douglas-peucker` and
/// `distance-thinning`, see `StageRegistry.builtIn`). Two specs are equal when kind and settings
/// are: the settings must determine what the stages compute.
public struct FilterSpec: StageSpecification {
    /// A filter stage: points in, points out.
    public typealias Stage = GeometryStage<[InkPoint], InkPoint>

    public let kind: String
    public let settings: [StageSetting]
    private let builders: StageBuilders<any Stage>

    /// A filter of `kind` whose `naive` and `incremental` closures build a fresh stage each
    /// (the two must give the same output for the same input: `StageEquivalence` checks it).
    public init<Naive: Stage, Incremental: Stage>(
        kind: String, settings: [StageSetting] = [],
        naive: @escaping @Sendable () -> Naive, incremental: @escaping @Sendable () -> Incremental
    ) {
        self.kind = kind
        self.settings = settings
        builders = StageBuilders(naive: { naive() }, incremental: { incremental() })
    }

    public func makeStage(_ mode: GeometryMode) -> any Stage { builders.make(mode) }
}
