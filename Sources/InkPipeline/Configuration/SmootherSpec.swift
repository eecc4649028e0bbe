/// How a configuration turns polylines into Bézier elements: the smoother's kind, its settings,
/// and how to build its naive and its incremental stage. Read from YAML by the smoother
/// registered under `kind` in a `StageRegistry` (the built-ins are `straight`, `antigrain` and
/// `catmull-rom`, see `StageRegistry.builtIn`). Two specs are equal when kind and settings are.
public struct SmootherSpec: StageSpecification {
    /// A smoothing stage: points in, Bézier elements out.
    public typealias Stage = GeometryStage<[InkPoint], BezierElement>

    public let kind: String
    public let settings: [StageSetting]
    private let builders: StageBuilders<any Stage>

    /// A smoother of `kind` whose `naive` and `incremental` closures build a fresh stage each
    /// (the two must give the same output for the same input: `StageEquivalence` checks it).
    public init<Naive: Stage, Incremental: Stage>(
        kind: String, settings: [StageSetting] = [],
        naive: @escaping @Sendable () -> Naive, incremental: @escaping @Sendable () -> Incremental
    ) {
        self.kind = kind
        self.settings = settings
        builders = StageBuilders(naive: { naive() }, incremental: { incremental() })
    }

    /// A smoother of `kind` drawing one segment per pair of points with `shape`, through the
    /// shared naive and incremental smoother stages (`NaiveSmootherStage`,
    /// `IncrementalSmootherStage`).
    public init(kind: String, settings: [StageSetting] = [], shape: some CurveShape) {
        self.init(kind: kind, settings: settings, naive: { NaiveSmootherStage(shape: shape) }, incremental: { IncrementalSmootherStage(shape: shape) })
    }

    public func makeStage(_ mode: GeometryMode) -> any Stage { builders.make(mode) }
}
