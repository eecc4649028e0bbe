/// How a configuration turns polylines into Bézier elements: the smoother's kind, its settings,
/// and how to build its naive and its incremental stage. Read from YAML by the smoother
/// registered under `kind` in a `StageRegistry` (the built-ins are `straight`, `antigrain` and
/// `catmull-rom`, see `StageRegistry.builtIn`). Two specs are equal when kind and settings are.
public struct SmootherSpec: Hashable, Sendable, CustomStringConvertible {
    /// A smoothing stage: points in, Bézier elements out.
    public typealias Stage = GeometryStage<[InkPoint], BezierElement>

    /// The kind's name in YAML and stage listings, e.g. `antigrain`.
    public let kind: String
    /// The parameters as summaries write them, in the order they are written.
    public let settings: [StageSetting]
    private let makeNaive: @Sendable () -> any Stage
    private let makeIncremental: @Sendable () -> any Stage

    /// A smoother of `kind` whose `naive` and `incremental` closures build a fresh stage each
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

    /// A smoother of `kind` drawing one segment per pair of points with `shape`, through the
    /// shared naive and incremental smoother stages (`NaiveSmootherStage`,
    /// `IncrementalSmootherStage`).
    public init(kind: String, settings: [StageSetting] = [], shape: some CurveShape) {
        self.init(kind: kind, settings: settings, naive: { NaiveSmootherStage(shape: shape) }, incremental: { IncrementalSmootherStage(shape: shape) })
    }

    /// A fresh stage in `mode`.
    public func makeStage(_ mode: GeometryMode) -> any Stage {
        switch mode {
        case .naive: makeNaive()
        case .incremental: makeIncremental()
        }
    }

    /// The smoother and its parameters, e.g. `antigrain(smoothness 0.7)`.
    public var summary: String { settings.summary(kind: kind) }

    /// The value of the setting `key` as written, or nil.
    public func setting(_ key: String) -> String? { settings.first { $0.key == key }?.value }

    public var description: String { summary }

    public static func == (left: SmootherSpec, right: SmootherSpec) -> Bool {
        left.kind == right.kind && left.settings == right.settings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(settings)
    }
}
