/// What a filter spec and a smoother spec have in common: a kind and its settings, which alone
/// decide equality, the summary and the lookup of a setting (the settings must determine what the
/// stages compute), and a naive and an incremental way to build the stage.
public protocol StageSpecification: Hashable, Sendable, CustomStringConvertible {
    /// What both builders make: a stage taking points and giving points (filters) or Bézier
    /// elements (smoothers).
    associatedtype BuiltStage
    /// The kind's name in YAML and stage listings, e.g. `savitzky-golay`.
    var kind: String { get }
    /// The parameters as summaries write them, in the order they are written.
    var settings: [StageSetting] { get }
    /// A fresh stage in `mode`.
    func makeStage(_ mode: GeometryMode) -> BuiltStage
}

extension StageSpecification {
    /// The kind and its parameters, e.g. `savitzky-golay(window 5, order 3)`.
    public var summary: String { settings.summary(kind: kind) }

    /// The value of the setting `key` as written, or nil.
    public func setting(_ key: String) -> String? { settings.first { $0.key == key }?.value }

    public var description: String { summary }

    public static func == (left: Self, right: Self) -> Bool {
        left.kind == right.kind && left.settings == right.settings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(settings)
    }
}

/// The two builders of a stage spec: each call makes a fresh stage.
struct StageBuilders<Stage>: Sendable {
    let naive: @Sendable () -> Stage
    let incremental: @Sendable () -> Stage

    func make(_ mode: GeometryMode) -> Stage {
        switch mode {
        case .naive: naive()
        case .incremental: incremental()
        }
    }
}
