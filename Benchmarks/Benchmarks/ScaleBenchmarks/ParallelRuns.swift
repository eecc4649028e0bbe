import Benchmark
import BenchmarkSupport
import Foundation
import InkBench

/// `Modelled run, default set on handwriting (1 job)` and `(all cores)`: the whole modelled run
/// of `inkbench run --dataset handwriting --config configs/default.yaml --no-renders` (four
/// configurations: simulation, metrics and bootstrap intervals, no files), one job at a time and
/// on every core (`RunSettings.jobs`). The ratio of the two wall clocks is the scaling; the
/// reports are the same (tests hold them byte-identical).
enum ParallelRuns {
    struct Fixture {
        var inputs: [RunInput]
        var configurations: [PipelineConfiguration]
        var cost: RunCost
    }

    static func register() {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .cpuTotal, .peakMemoryResident], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 10
        )
        for (label, jobs) in [("1 job", 1), ("all cores", ParallelJobs.availableCores)] {
            Benchmark("Modelled run, default set on handwriting (\(label))", configuration: configuration) { (benchmark: Benchmark, fixture: Fixture) in
                for _ in benchmark.scaledIterations {
                    let run = BenchmarkRun(
                        inputs: fixture.inputs, configurations: fixture.configurations, cost: fixture.cost,
                        settings: RunSettings(drawsDebugRenders: false, jobs: jobs), components: .builtIn
                    )
                    var sink = SilentRunSink()
                    do {
                        blackHole(try run.report(sink: &sink))
                    } catch {
                        benchmark.error("the run failed: \(error)")
                    }
                }
            } setup: { () throws -> Fixture in
                let set = try PipelineConfigurationSet.load(path: RepositoryPaths.configurations + "/default.yaml", stages: .builtIn, renderers: RendererMode.builtInNames)
                guard let dataset = BuiltInDataset.named("handwriting"), let profile = set.profile.flatMap(DeviceProfile.named) else {
                    throw BenchmarkFixtureError("no handwriting dataset or default profile")
                }
                var recipe = dataset.recipe
                recipe.profile = profile
                let trace = try Synthesizer.synthesize(recipe)
                return Fixture(
                    inputs: [RunInput(name: "handwriting", trace: trace)], configurations: set.configurations,
                    cost: try .modelled(calibrationPath: RepositoryPaths.calibration, timerOverheadNanoseconds: 0)
                )
            }
        }
    }
}
