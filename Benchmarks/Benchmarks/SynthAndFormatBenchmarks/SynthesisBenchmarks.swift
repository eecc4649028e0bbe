import Benchmark
import BenchmarkSupport
import InkSynth

/// Synthesis throughput: `Synthesizer.synthesize` on built-in dataset recipes, reported as
/// trace samples per second of wall-clock time, plus the wall clock and allocations per trace.
enum SynthesisBenchmarks {
    /// Long single stroke, multi-word handwriting and a mixed multi-touch session.
    static let datasetNames = ["spiral-long", "handwriting", "session"]

    static func register() {
        for name in datasetNames {
            Benchmark(
                "Synthesize \(name)",
                configuration: .init(
                    metrics: [.wallClock, RateMetrics.samplesPerSecond, .mallocCountTotal, .peakMemoryResident],
                    timeUnits: .microseconds,
                    maxDuration: .seconds(5),
                    maxIterations: 50
                )
            ) { benchmark, recipe throws in
                var sampleCount = 0
                let elapsed = try RateMetrics.nanoseconds {
                    let trace = try Synthesizer.synthesize(recipe)
                    sampleCount = trace.samples.count
                    blackHole(trace)
                }
                benchmark.measurement(RateMetrics.samplesPerSecond, RateMetrics.perSecond(sampleCount, in: elapsed))
            } setup: {
                guard let dataset = BuiltInDataset.named(name) else {
                    throw BenchmarkFixtureError("no built-in dataset named \(name)")
                }
                return dataset.recipe
            }
        }
    }
}
