/// The stages of the `incremental-smooth` chain, in pipeline order, each of which can be the
/// measured one in a `StageChain`.
enum MeasuredStage: Int, CaseIterable, Comparable {
    case touchPaths
    case polylines
    case savitzkyGolay
    case antigrain

    /// The stage's name in pipeline listings (`PipelineConfiguration.stageNames`).
    var name: String {
        switch self {
        case .touchPaths: "touch-paths"
        case .polylines: "polylines"
        case .savitzkyGolay: "savitzky-golay"
        case .antigrain: "antigrain"
        }
    }

    static func < (lhs: MeasuredStage, rhs: MeasuredStage) -> Bool { lhs.rawValue < rhs.rawValue }
}
