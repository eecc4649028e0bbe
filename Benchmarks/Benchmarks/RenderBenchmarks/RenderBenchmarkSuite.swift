import Benchmark
import BenchmarkSupport
import InkConfiguration
import InkPipeline
import InkRender

/// Registers the render benchmarks: `Render <naive|incremental> (points: N)` is ONE frame —
/// the renderer taking a callback of 3 new samples (and their late force updates) through the
/// `incremental-smooth` geometry chain and drawing it on a 2048×2732 px canvas (the 12.9″ iPad
/// Pro) — on a live stroke of N = 500, 2,000 or 8,000 points. Naive: clear the canvas and draw
/// every element. Incremental: redraw the dirty rectangles from the cached layer.
///
/// Metrics: wall clock per frame (ns) and mallocs per frame. The pipeline's own cost is not
/// measured (see PipelineBenchmarks).
enum RenderBenchmarkSuite {
    static let lengths = [500, 2_000, 8_000]
    static let configurationName = "incremental-smooth"

    static func register() {
        for kind in RendererKind.allCases {
            for length in lengths {
                let configuration = Benchmark.Configuration(
                    metrics: [.wallClock, .mallocCountTotal],
                    tags: ["points": String(length)],
                    timeUnits: .microseconds,
                    warmupIterations: 4,
                    maxDuration: .seconds(3),
                    maxIterations: 5_000
                )
                Benchmark("Render \(kind.rawValue)", configuration: configuration) { benchmark, run in
                    run.measureNextFrame(benchmark)
                } setup: {
                    let catalog = try PipelineCatalog.load(directory: RepositoryPaths.configurations, stages: .builtIn, renderers: RendererMode.builtInNames)
                    guard let chain = catalog.configuration(named: configurationName) else {
                        throw BenchmarkFixtureError("\(RepositoryPaths.configurations): no configuration \(configurationName)")
                    }
                    return try LiveInkRun(stroke: try LiveStroke(durationSeconds: 40), length: length, kind: kind, configuration: chain)
                }
            }
        }
    }
}
