import Benchmark
import BenchmarkSupport
import InkPipeline

/// Registers the pipeline benchmarks. Every one measures ONE callback of 3 samples (plus the
/// late force updates that arrived with them) on a live stroke of N points (`LiveStrokeRun`):
/// - per stage (`StageChain`), naive and incremental, at N = 100, 1,000, 10,000;
/// - the whole chain (`WholeChain`), `incremental-smooth` against `naive-smooth`, at the same
///   lengths plus 200 and 20,000 (to read off how cost grows from 200 to 20,000 points).
///
/// Metrics: wall clock per callback (ns; includes one pair of clock reads, ~30–60 ns) and
/// mallocs per callback. The CPU-time metrics are left out: on Linux their resolution is 10 ms.
enum PipelineBenchmarkSuite {
    static let stageLengths = [100, 1_000, 10_000]
    static let chainLengths = [100, 200, 1_000, 10_000, 20_000]

    static func register() {
        for stage in MeasuredStage.allCases {
            for mode in GeometryMode.allCases {
                for length in stageLengths {
                    register("Stage \(stage.name) \(mode.rawValue)", length: length) { configurations in
                        StageChain(measuring: stage, mode: mode, of: configurations)
                    }
                }
            }
        }
        for mode in GeometryMode.allCases {
            let name = mode == .naive ? SmoothChainConfigurations.naiveName : SmoothChainConfigurations.incrementalName
            for length in chainLengths {
                register("Chain \(name)", length: length) { configurations in
                    WholeChain(configuration: mode == .naive ? configurations.naive : configurations.incremental)
                }
            }
        }
    }

    private static func register<Subject: CallbackSubject>(
        _ name: String, length: Int, subject: @escaping @Sendable (SmoothChainConfigurations) -> Subject
    ) {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal],
            tags: ["points": String(length)],
            timeUnits: .nanoseconds,
            warmupIterations: 8,
            maxDuration: .seconds(2),
            maxIterations: 20_000
        )
        Benchmark(name, configuration: configuration) { benchmark, run in
            run.measureNextCallback(benchmark)
        } setup: {
            let configurations = try SmoothChainConfigurations()
            return try LiveStrokeRun(stroke: try LiveStroke(durationSeconds: 100), length: length) { subject(configurations) }
        }
    }
}
