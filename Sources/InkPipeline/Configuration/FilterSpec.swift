/// One filter of a configuration's chain: its kind, its settings, and how to build its naive and
/// its incremental stage. Read from YAML by the filter registered under `kind` in a
/// `StageRegistry` (the built-ins are `savitzky-golay`, `douglas-peucker` and
/// `distance-thinning`, see `StageRegistry.builtIn`). Two specs are equal when kind and settings
/// are: the settings must determine what the stages compute.
public struct FilterSpec: Hashable, Sendable, CustomStringConvertible {
    /// A filter stage: points in, points out.
    public typealias Stage = GeometryStage<[InkPoint], InkPoint>

    /// The kind's name in YAML and stage listings, e.g. `savitzky-golay`.
    public let kind: String
    /// The parameters as summaries write them, in the order they are written.
    public let settings: [StageSetting]
    private let makeNaive: @Sendable () -> any Stage
    private let makeIncremental: @Sendable () -> any Stage

    /// A filter of `kind` whose `naive` and `incremental` closures build a fresh stage each
    /// (the two must give the same output for the same input: `StageEquivalence` checks it).
    public init<Naive: Stage, Incremental: Stage>(
        kind: String, settings: [StageSetting] = [],
        naive: @escaping @Sendable () -> Naive, incremental: @escaping @Sendable () -> Incremental
    ) {
        self.kind = kind
        self.settings = settings
        makeNaive = naive
        makeIncremental = incremental
    }

    /// A fresh stage in `mode`.
    public func makeStage(_ mode: GeometryMode) -> any Stage {
        switch mode {
        case .naive: makeNaive()
        case .incremental: makeIncremental()
        }
    }

    /// The filter and its parameters, e.g. `savitzky-golay(window 5, order 3)`.
    public var summary: String { settings.summary(kind: kind) }

    /// The value of the setting `key` as written, or nil.
    public func setting(_ key: String) -> String? { settings.first { $0.key == key }?.value }

    public var description: String { summary }

    public static func == (left: FilterSpec, right: FilterSpec) -> Bool {
        left.kind == right.kind && left.settings == right.settings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(settings)
    }
}
