import InkModel
import InkPipeline
import InkSim
import Testing

@testable import InkMetrics

/// The registry of the metrics every run computes, and a registered metric computed by the run's
/// measure beside the built-in ones.
@Suite("Metric registry")
struct MetricRegistryTests {
    /// The most samples one callback carried.
    struct MostSamples: RunMetric {
        var most = 0
        mutating func add(_ chunk: SimulationChunk) { most = max(most, chunk.callbacks.map(\.samples.count).max() ?? 0) }
        func value() -> MetricValue { .count(most) }
    }

    static let mostSamples = MetricComponent(name: "mostSamples", summary: "most samples in one callback", unit: "count") { _ in MostSamples() }

    @Test("names: a letter, then letters, digits, '-' or '_'; a taken name is refused")
    func names() throws {
        var registry = MetricRegistry.builtIn
        try registry.register(Self.mostSamples)
        #expect(registry.added.map(\.name) == ["mostSamples"])
        for name in ["mostSamples", "lateFrames", "lag.p99", "9lives", "a b", "x<y", "", "é"] {
            #expect(throws: ComponentRegistryError.self, "\(name)") { try registry.register(MetricComponent(name: name, summary: "", unit: "") { _ in MostSamples() }) }
        }
        #expect(MetricRegistry.isMetricName("worst_callback-delay2"))
        #expect(MetricRegistry.builtIn.names == [
            "callbacks", "deferredCallbacks", "frames", "lateFrames", "supersededFrames", "droppedSamples", "pointsRecomputed", "pixelsTouched",
        ])
        #expect(MetricRegistry.builtIn.added.isEmpty)
    }

    @Test("a registered metric is computed from the same chunks as the built-in ones, whatever the chunking")
    func computedByTheMeasure() throws {
        let trace = try #require(ChunkedRuns.trace("handwriting"))
        let record = try ChunkedRuns.simulate(trace, PipelineConfiguration(name: "naive", geometry: .naive), cost: ChunkedRuns.modelled)
        var registry = MetricRegistry.builtIn
        try registry.register(Self.mostSamples)
        let expected = try #require(record.callbacks.map(\.samples.count).max())
        let whole = RunMeasure.measure(record, trace: trace, truth: TruthPaths(trace), seed: 1, metrics: registry).metrics
        #expect(whole.registered == ["mostSamples": .count(expected)])
        #expect(RunMeasure.measure(record, trace: trace, truth: TruthPaths(trace), seed: 1, metrics: .builtIn).metrics.registered == nil)
        var measure = RunMeasure(wholeRecord: record, trace: trace, seed: 1, metrics: registry)
        for chunk in record.chunks(of: trace, callbacksPerChunk: 3) { _ = measure.add(chunk, truth: TruthPaths(trace)) }
        #expect(measure.finish(threadCPUNanoseconds: 0).metrics.registered == ["mostSamples": .count(expected)])
        #expect(whole.lateFrames == CountAndRate(count: record.frames.count(where: \.isLate), of: record.frames.count))
        #expect(whole.pointsRecomputed == record.callbacks.reduce(0) { $0 + $1.pointsRecomputed })
    }
}
