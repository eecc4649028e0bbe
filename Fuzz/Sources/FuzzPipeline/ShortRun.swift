import Foundation
import InkConfiguration
import InkFormats
import InkIO
import InkMetrics
import InkModel
import InkPipeline
import InkRender
import InkReport
import InkRun
import InkSim

/// A short modelled `inkbench run` in memory, for the fuzz targets that take an accepted trace
/// downstream: the library's run (`BenchmarkRun.report(sink:tables:)`) of every configuration
/// of `configurations` with round-number modelled costs, its report and per-event CSV tables.
/// Traces over `maximumSamples` samples, `maximumDuration` seconds or `maximumCanvasPixels` are
/// skipped, so that each input runs in milliseconds.
public enum ShortRun {
    /// Most samples of a trace taken downstream.
    public static let maximumSamples = 400
    /// Longest trace taken downstream, seconds from its first to its last sample.
    public static let maximumDuration = 2.0
    /// Largest profile canvas taken downstream, pixels (the renderers allocate it; the built-in
    /// iPad Pro's 2048×2732 px fit).
    public static let maximumCanvasPixels = 6 << 20

    /// Two configurations between them covering both geometries and renderers, filters, both
    /// coalescing policies, late updates, a Kalman predictor with its own horizon and the
    /// recorded predictions of traces that carry them.
    public static let configurations: [PipelineConfiguration] = {
        let yaml = """
            configurations:
              - name: fuzz-incremental
                geometry: incremental
                filters:
                  - { kind: savitzky-golay, window: 5 }
                  - { kind: douglas-peucker, epsilon: 0.5 }
                smoother: { kind: antigrain }
                prediction: "kalman-ca:turn-threshold=20"
                prediction-horizon: 16
                redraw: display-link
                renderer: incremental
              - name: fuzz-naive
                geometry: naive
                coalesced: false
                updates: false
                prediction: linear2
                redraw: immediate
                renderer: naive
            """
        do {
            return try PipelineConfigurationSet.load(yaml: yaml, source: "fuzz.yaml", stages: .builtIn, renderers: RendererMode.builtInNames).configurations
        } catch {
            fatalError("the fuzz configurations do not load: \(error)")
        }
    }()

    /// Round numbers in the range of the shipped calibration: a run's costs are then neither
    /// all zero nor overflowing the frame budget.
    static let cost = ModelledCost(coefficients: CostCoefficients(
        perCallback: 20e-6, perSample: 2e-6, perPointRecomputed: 0.2e-6, perRender: 50e-6, perPixel: 2e-9, perElementStroked: 0.5e-6
    ))

    /// A fixed environment: `RunEnvironment.current()` would start `git` (a process per run).
    static let environment = RunEnvironment(host: "fuzz", cores: 1, operatingSystem: "Linux", architecture: "x86_64", swiftVersion: "6", gitCommit: nil)

    /// Whether `trace` is small enough to take downstream.
    public static func isSmall(_ trace: Trace) -> Bool {
        let profile = trace.header.profile
        let pixels = profile.canvasSize.width * profile.pixelScale * profile.canvasSize.height * profile.pixelScale
        return trace.samples.count <= maximumSamples && trace.duration <= maximumDuration && pixels <= Double(maximumCanvasPixels)
    }

    /// The report and the texts of `data/callbacks.csv`, `data/frames.csv`, `data/samples.csv`
    /// and `data/predictions.csv` of one short modelled run of `trace`, named `input`: the
    /// library's run (`BenchmarkRun`), in memory, one job, with the fixed `environment`.
    public static func run(_ trace: Trace, input: String) throws -> (report: RunReport, csv: [String: String]) {
        let callbacks = MemoryOutput(), frames = MemoryOutput(), samples = MemoryOutput(), predictions = MemoryOutput()
        let tables = try RunDataTables(callbacks: callbacks, frames: frames, samples: samples, predictions: { predictions })
        var settings = RunSettings(drawsDebugRenders: false, tool: "inkbench fuzz", jobs: 1)
        settings.environment = environment
        let run = BenchmarkRun(
            inputs: [RunInput(name: input, trace: trace)], configurations: configurations,
            cost: RunCost(source: cost, capabilities: CostSourceComponent.modelled.capabilities), settings: settings,
            rendering: ShortRunRendering(), predictors: .builtIn, metrics: .builtIn
        )
        var sink = SilentRunSink()
        let report = try run.report(sink: &sink, tables: tables)
        _ = try tables.finish()
        let texts = [("callbacks.csv", callbacks), ("frames.csv", frames), ("samples.csv", samples), ("predictions.csv", predictions)]
        return (report, Dictionary(uniqueKeysWithValues: texts.map { ($0.0, String(decoding: $0.1.bytes, as: UTF8.self)) }))
    }
}

/// The frames of a short run drawn for real, so the fuzz reaches Cairo: the naive renderer
/// counted, the incremental one drawn by Cairo, whatever the cost source would accept. No debug
/// pictures (a short run writes no folder).
struct ShortRunRendering: RunRendering {
    func frameRenderer(for configuration: PipelineConfiguration, profile: DeviceProfile, countsSuffice: Bool) -> any FrameRenderer {
        configuration.renderer == .naive ? NaiveRenderCount(profile: profile) : CairoFrameRenderer(kind: .incremental, profile: profile)
    }

    func debugPicture(of trace: Trace, configuration: PipelineConfiguration, moment: Double?, minimumScale: Double, label: String) throws -> DebugPicture {
        throw DebugPictureUnavailable("a short run draws no debug pictures")
    }
}
