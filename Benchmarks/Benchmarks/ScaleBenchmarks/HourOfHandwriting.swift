import Benchmark
import BenchmarkSupport
import InkConfiguration
import InkMetrics
import InkModel
import InkPipeline
import InkRender
import InkSim
import InkSynth

/// `Simulate an hour of handwriting (incremental)`: the platform simulation of one hour of
/// pen-down handwriting at 240 Hz (≈ 866,000 samples, 3,000 words, ≈ 440,000 callbacks) through
/// the `incremental` configuration with modelled costs and the incremental renderer's work
/// counted on the 2048×2732 px canvas (`IncrementalRenderCount`, as `inkbench run` does), then every metric of the report (`SimulationMetrics`) — what
/// `inkbench run TRACE --config incremental` does apart from reading the trace and writing files.
///
/// One iteration (it takes about a minute on the 2-core reference machine). Wall clock in
/// seconds; peak resident memory includes the trace itself (≈ 430 MB with its 1 kHz ground
/// truth), which the setup synthesizes outside the measurement.
enum HourOfHandwriting {
    /// The trace: `inkbench synth --recipe` with this text makes the same one (docs/scale.md).
    static let recipe = "shape=handwriting profile=ipad-pro-pencil-120 duration=3600 speed=200 noise=0.05 seed=1"
    static let configurationName = "incremental"

    struct Fixture {
        var trace: Trace
        var truth: TruthPaths
        var configuration: PipelineConfiguration
        var cost: ModelledCost
    }

    static func register() {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .peakMemoryResident],
            timeUnits: .seconds,
            warmupIterations: 0,
            maxDuration: .seconds(1),
            maxIterations: 1
        )
        Benchmark("Simulate an hour of handwriting (incremental)", configuration: configuration) { (benchmark: Benchmark, fixture: Fixture) in
            for _ in benchmark.scaledIterations {
                let profile = fixture.trace.header.profile
                let record = PlatformSimulator.run(
                    trace: fixture.trace, configuration: fixture.configuration, cost: fixture.cost,
                    renderer: IncrementalRenderCount(profile: profile), predictor: nil
                )
                blackHole(SimulationMetrics(record, trace: fixture.trace, truth: fixture.truth, seed: 1))
            }
        } setup: { () throws -> Fixture in
            let catalog = try PipelineCatalog.load(directory: RepositoryPaths.configurations, stages: .builtIn, renderers: RendererMode.builtInNames)
            guard let chosen = catalog.configuration(named: configurationName) else {
                throw BenchmarkFixtureError("\(RepositoryPaths.configurations): no configuration \(configurationName)")
            }
            let trace = try Synthesizer.synthesize(try SynthRecipe(parsing: recipe))
            let calibration = try CalibrationFile.load(path: RepositoryPaths.calibration)
            return Fixture(trace: trace, truth: TruthPaths(trace), configuration: chosen, cost: ModelledCost(calibration: calibration))
        }
    }
}
