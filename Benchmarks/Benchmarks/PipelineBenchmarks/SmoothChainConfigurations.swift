import BenchmarkSupport
import InkConfiguration
import InkPipeline

/// The configurations the pipeline benchmarks compare, read from the repository's
/// `configs/*.yaml`: `incremental-smooth` (touch paths → polylines → Savitzky–Golay →
/// Antigrain, incremental) and its naive counterpart `naive-smooth`, with the stage parameters
/// they share.
struct SmoothChainConfigurations: Sendable {
    /// Savitzky–Golay window (points) and polynomial order, and Antigrain smoothness (0…1).
    struct StageParameters: Sendable {
        var window: Int
        var order: Int
        var smoothness: Double
    }

    static let incrementalName = "incremental-smooth"
    static let naiveName = "naive-smooth"

    let incremental: PipelineConfiguration
    let naive: PipelineConfiguration
    let parameters: StageParameters

    /// Loads both from the configuration folder; fails unless they are one Savitzky–Golay
    /// filter and an Antigrain smoother with the same parameters and the same input policy,
    /// naive and incremental.
    init(folder: String = RepositoryPaths.configurations) throws {
        let catalog = try PipelineCatalog.load(directory: folder, stages: .builtIn, renderers: RendererMode.builtInNames)
        guard let incremental = catalog.configuration(named: Self.incrementalName),
              let naive = catalog.configuration(named: Self.naiveName)
        else {
            throw BenchmarkFixtureError("\(folder): needs configurations \(Self.incrementalName) and \(Self.naiveName)")
        }
        guard incremental.geometry == .incremental, naive.geometry == .naive,
              incremental.filters == naive.filters, incremental.smoother == naive.smoother,
              incremental.coalesced == naive.coalesced, incremental.updates == naive.updates,
              incremental.prediction == naive.prediction,
              incremental.filters.count == 1,
              incremental.filters[0].kind == "savitzky-golay", incremental.smoother.kind == "antigrain",
              let window = incremental.filters[0].setting("window").flatMap({ Int($0) }),
              let order = incremental.filters[0].setting("order").flatMap({ Int($0) }),
              let smoothness = incremental.smoother.setting("smoothness").flatMap({ Double($0) })
        else {
            throw BenchmarkFixtureError(
                "\(folder): \(Self.incrementalName) and \(Self.naiveName) must be the same Savitzky–Golay → Antigrain chain and input policy, incremental and naive"
            )
        }
        self.incremental = incremental
        self.naive = naive
        parameters = StageParameters(window: window, order: order, smoothness: smoothness)
    }
}
