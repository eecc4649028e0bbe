/// One stage of a configuration's geometry: its kind, its settings, and how to build its naive and
/// its incremental stage (points in, `Element`s out). A filter is a `FilterSpec` (points out), a
/// smoother a `SmootherSpec` (Bézier elements out). Read from YAML by the component registered
/// under `kind` (`FilterComponent`, `SmootherComponent`). Two specs are equal when kind and
/// settings are: the settings must determine what the stages compute.
public struct StageSpec<Element: StageElement>: Hashable, Sendable, CustomStringConvertible {
    /// The stage both builders make.
    public typealias Stage = GeometryStage<[InkPoint], Element>

    /// The kind's name in YAML and stage listings, e.g. `savitzky-golay`.
    public let kind: String
    /// The parameters as summaries write them, in the order they are written.
    public let settings: [StageSetting]
    private let naive: @Sendable () -> any Stage
    private let incremental: @Sendable () -> any Stage

    /// A stage of `kind` whose `naive` and `incremental` closures build a fresh stage each (the
    /// two must give the same output for the same input: `StageEquivalence` checks it).
    public init<Naive: Stage, Incremental: Stage>(
        kind: String, settings: [StageSetting] = [],
        naive: @escaping @Sendable () -> Naive, incremental: @escaping @Sendable () -> Incremental
    ) {
        self.kind = kind
        self.settings = settings
        self.naive = { naive() }
        self.incremental = { incremental() }
    }

    /// A fresh stage in `mode`.
    package func makeStage(_ mode: GeometryMode) -> any Stage {
        switch mode {
        case .naive: naive()
        case .incremental: incremental()
        }
    }

    /// The kind and its parameters, e.g. `savitzky-golay(window 5, order 3)`.
    public var summary: String {
        settings.isEmpty ? kind : "\(kind)(\(settings.map { "\($0.key) \($0.value)" }.joined(separator: ", ")))"
    }

    /// The value of the setting `key` as written, or nil.
    public func setting(_ key: String) -> String? { settings.first { $0.key == key }?.value }

    public var description: String { summary }

    public static func == (left: StageSpec, right: StageSpec) -> Bool {
        left.kind == right.kind && left.settings == right.settings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(settings)
    }
}

/// A filter of a configuration's chain: points in, points out.
public typealias FilterSpec = StageSpec<InkPoint>

/// How a configuration turns polylines into Bézier elements.
public typealias SmootherSpec = StageSpec<BezierElement>

/// What a geometry stage gives out (`InkPoint` for filters, `BezierElement` for smoothers), with
/// the role its stages are registered and named under.
public protocol StageElement: Sendable {
    /// `filter` or `smoother`.
    static var stageRole: String { get }
}

extension InkPoint: StageElement {
    public static var stageRole: String { "filter" }
}

extension BezierElement: StageElement {
    public static var stageRole: String { "smoother" }
}

extension SmootherSpec {
    /// A smoother of `kind` drawing one segment per pair of points with `shape`, through the
    /// shared naive and incremental smoother stages (`NaiveSmootherStage`,
    /// `IncrementalSmootherStage`).
    public init(kind: String, settings: [StageSetting] = [], shape: some CurveShape) {
        self.init(kind: kind, settings: settings, naive: { NaiveSmootherStage(shape: shape) }, incremental: { IncrementalSmootherStage(shape: shape) })
    }
}
