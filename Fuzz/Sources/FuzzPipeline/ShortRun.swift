import Foundation
import InkFormats
import InkMetrics
import InkModel
import InkPipeline
import InkRender
import InkReport
import InkSim

/// A short modelled `inkbench run` in memory, for the fuzz targets that take an accepted trace
/// downstream: every configuration of `configurations` simulated once with modelled costs, the
/// metrics, the shown predictions and the per-event CSV tables, gathered into a `RunReport` as
/// `inkbench run` gathers them. Traces over `maximumSamples` samples, `maximumDuration` seconds
/// or `maximumCanvasPixels` are skipped, so that each input runs in milliseconds.
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
            return try PipelineConfigurationSet.load(yaml: yaml, source: "fuzz.yaml").configurations
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
    static let environment: RunEnvironment = {
        let json = #"{"host":"fuzz","cores":1,"operatingSystem":"Linux","architecture":"x86_64","swiftVersion":"6","gitCommit":null}"#
        do {
            return try JSONDecoder().decode(RunEnvironment.self, from: Data(json.utf8))
        } catch {
            fatalError("the fuzz environment does not decode: \(error)")
        }
    }()

    /// Whether `trace` is small enough to take downstream.
    public static func isSmall(_ trace: Trace) -> Bool {
        let profile = trace.header.profile
        let pixels = profile.canvasSize.width * profile.pixelScale * profile.canvasSize.height * profile.pixelScale
        return trace.samples.count <= maximumSamples && trace.duration <= maximumDuration && pixels <= Double(maximumCanvasPixels)
    }

    /// The report and the texts of `data/callbacks.csv`, `data/frames.csv`, `data/samples.csv`
    /// of one short modelled run of `trace`, named `input`.
    public static func run(_ trace: Trace, input: String) throws -> (report: RunReport, csv: [String: String]) {
        let callbacks = MemoryOutput(), frames = MemoryOutput(), samples = MemoryOutput(), predictions = MemoryOutput()
        let tables = try RunDataTables(callbacks: callbacks, frames: frames, samples: samples, predictions: { predictions })
        let truth = TruthPaths(trace)
        var results: [RunReport.ConfigurationResult] = []
        for configuration in configurations {
            let renderer: any FrameRenderer = configuration.renderer == .naive
                ? NaiveRenderCount(profile: trace.header.profile) : CairoFrameRenderer(kind: .incremental, profile: trace.header.profile)
            let predictor = try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile)
            let record = simulate(trace, configuration: configuration, renderer: renderer, predictor: predictor)
            let measured = try RunMeasurement.measure(
                record, trace: trace, truth: truth, seed: 1, metrics: .builtIn, predictors: .builtIn, tables: tables,
                prefix: RunDataTables.rowPrefix(input: input, configuration: configuration.name, run: 0)
            )
            results.append(RunReport.ConfigurationResult(
                configuration: configuration.name, representativeRun: 0, runs: [measured.metrics], spread: RunReport.Spread([measured.metrics]),
                predictionError: measured.predictionErrors
            ))
        }
        _ = try tables.finish()
        var report = RunReport(
            tool: "inkbench fuzz", environment: environment,
            cost: RunReport.CostSettings(mode: .modelled, cpuScale: 1, repetitions: 1, timerOverheadSeconds: 0, calibration: nil, commitLeadSeconds: 0),
            profileOverride: nil, profileSettings: [], configurations: configurations.map(RunReport.ConfigurationRecord.init)
        )
        report.traces.append(RunReport.TraceResult(
            input: input, sourceKind: trace.header.sourceKind.rawValue, source: trace.header.source, recipe: trace.header.recipe,
            seed: trace.header.seed, samples: trace.samples.count, strokes: trace.touchIDs.count, updates: trace.updates.count,
            durationSeconds: trace.duration, truthFromGroundTruth: truth.source == .groundTruth, profile: RunReport.ProfileRecord(trace.header.profile),
            results: results
        ))
        let texts = [("callbacks.csv", callbacks), ("frames.csv", frames), ("samples.csv", samples), ("predictions.csv", predictions)]
        return (report, Dictionary(uniqueKeysWithValues: texts.map { ($0.0, String(decoding: $0.1.bytes, as: UTF8.self)) }))
    }

    /// One simulation with the modelled `cost` (`renderer` opened from its existential).
    private static func simulate(
        _ trace: Trace, configuration: PipelineConfiguration, renderer: some FrameRenderer, predictor: (any PredictionProvider)?
    ) -> SimulationRecord {
        PlatformSimulator.run(trace: trace, configuration: configuration, cost: cost, renderer: renderer, predictor: predictor)
    }
}
