import Foundation
import InkModel
import InkPipeline
import InkSim
import InkSynth
import InkTestSupport

@testable import InkMetrics

/// Simulated runs of built-in datasets and their measures handed over in chunks, for the tests of
/// `RunMeasure`.
enum ChunkedRuns {
    /// A cost model whose naive runs fall behind on long strokes (deferred callbacks, late and
    /// superseded frames, missed vsyncs) while incremental ones keep up. Seconds.
    static let modelled = ModelledCost(coefficients: CostCoefficients(
        perCallback: 4e-4, perSample: 5e-6, perPointRecomputed: 4e-6, perRender: 8e-4, perPixel: 1e-9, perElementStroked: 3e-6
    ))

    /// Constant callback costs and render costs that alternate: every `heavyEvery`-th callback's
    /// render takes `heavy`, the others `light` (seconds), so that a slow render that slips a
    /// vsync is followed by a fast one committed for the same vsync (superseding it).
    struct AlternatingCost: CostSource {
        var callback: Double
        var heavy: Double
        var light: Double
        var heavyEvery: Int

        var kind: CostKind { .constant }
        func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double { callback }
        func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double { light }

        func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double {
            moment.callbackIndex % heavyEvery == 0 ? heavy : light
        }
    }

    /// The traces of built-in datasets, synthesized once.
    static let traces: [String: Trace] = {
        var traces: [String: Trace] = [:]
        for name in ["handwriting", "signature", "session", "circle", "scribble-finger", "spiral-long", "tap", "handwriting-short"] {
            guard let dataset = BuiltInDataset.named(name), let trace = try? Synthesizer.synthesize(dataset.recipe) else { continue }
            traces[name] = trace
        }
        return traces
    }()

    /// The trace of dataset `name`; with `groundTruth` false, without its ground truth (so the
    /// truth is the interpolated samples, as for a recording).
    static func trace(_ name: String, groundTruth: Bool = true) -> Trace? {
        guard var trace = traces[name] else { return nil }
        if !groundTruth { trace.groundTruth = [] }
        return trace
    }

    /// Simulates `trace` through `configuration` priced by `cost`, with 16 pixels per element
    /// stroked so that the pixel counts and render costs vary.
    static func simulate(_ trace: Trace, _ configuration: PipelineConfiguration, cost: some CostSource) throws -> SimulationRecord {
        let predictor = try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile, predictors: .builtIn)
        return PlatformSimulator.run(trace: trace, configuration: configuration, cost: cost, renderer: ElementCountRenderer(pixelsPerElement: 16), predictor: predictor)
    }

    /// What a measure of `record` gives, cut into `count` chunks at `seed`'s positions: every row
    /// in order (those handed back before `finish` counted) and the metrics.
    struct Chunked {
        var rows = RunMeasure.Rows()
        /// Rows handed back by `add` (before the end of the run).
        var earlyFrames = 0
        var earlySamples = 0
        var metrics: SimulationMetrics
        var approximations: RunApproximations
    }

    static func stream(
        _ record: SimulationRecord, trace: Trace, chunks count: Int, chunkSeed: UInt64, seed: UInt64, valueCap: Int = RunMeasure.exactValueCap
    ) -> Chunked {
        stream(record, trace: trace, chunks: RecordChunks.chunks(of: record, trace: trace, count: count, seed: chunkSeed), seed: seed, valueCap: valueCap)
    }

    static func stream(_ record: SimulationRecord, trace: Trace, chunks: [SimulationChunk], seed: UInt64, valueCap: Int) -> Chunked {
        let truth = TruthPaths(trace)
        var measure = RunMeasure(
            configuration: record.configuration, costKind: record.costKind, renderer: record.renderer, predictor: record.predictor,
            profile: record.profile, sampleCount: trace.samples.count, firstSampleTime: trace.samples.first?.timestamp,
            lastSampleTime: trace.samples.last?.timestamp, updateCount: trace.updates.count, seed: seed, metrics: .builtIn, valueCap: valueCap
        )
        var rows = RunMeasure.Rows()
        for chunk in chunks { rows.append(measure.add(chunk, truth: truth)) }
        let (earlyFrames, earlySamples) = (rows.frames.count, rows.samples.count)
        let (last, metrics) = measure.finish(threadCPUNanoseconds: record.threadCPUNanoseconds)
        rows.append(last)
        return Chunked(rows: rows, earlyFrames: earlyFrames, earlySamples: earlySamples, metrics: metrics, approximations: measure.approximations)
    }

    /// The digest of the per-event measures in `rows`: every sample's lag and every shown frame's
    /// tip measure (the values `RunMeasureGoldens` froze from the whole-record code).
    static func digests(_ rows: RunMeasure.Rows) -> (lags: String, tips: String) {
        let lags = rows.samples.map { $0.lag.map { "\($0)" } ?? "-" }.joined(separator: ",")
        let tips = rows.tips.map { "\($0.frame):\($0.gap):\($0.effectiveLag)" }.joined(separator: ",")
        return (TextDigest.fnv(lags), TextDigest.fnv(tips))
    }

    /// `metrics` as sorted-key JSON with the thread CPU time set to `cpuTime` (seconds).
    static func json(_ metrics: SimulationMetrics, cpuTime: Double) throws -> String {
        var metrics = metrics
        metrics.threadCPUSeconds = cpuTime
        return try json(metrics)
    }

    /// `metrics` as sorted-key JSON with the thread CPU time set to `cpuTime` (seconds) and the
    /// lag budget set to `lagBudget` (the frozen values predate it: `RunMeasureGoldens`).
    static func json(_ metrics: SimulationMetrics, cpuTime: Double, lagBudget: LagBudget?) throws -> String {
        var metrics = metrics
        metrics.lagBudget = lagBudget
        return try json(metrics, cpuTime: cpuTime)
    }

    /// `metrics` as sorted-key JSON: equal text, equal metrics (every number written exactly).
    static func json(_ metrics: SimulationMetrics) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(metrics), as: UTF8.self)
    }
}
