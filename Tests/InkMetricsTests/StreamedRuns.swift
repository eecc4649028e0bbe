import Foundation
import InkModel
import InkPipeline
import InkSim
import InkSynth
import InkTestSupport

@testable import InkMetrics

/// Simulated runs of built-in datasets and their streamed measures, for the tests of
/// `StreamedRunMeasure` against the whole-record metrics.
enum StreamedRuns {
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

    /// What a streamed run of `record` gives, cut into `count` chunks at `seed`'s positions:
    /// every row in order (those handed back before `finish` counted) and the metrics.
    struct Streamed {
        var rows = StreamedRunMeasure.Rows()
        /// Rows handed back by `add` (before the end of the run).
        var earlyFrames = 0
        var earlySamples = 0
        var metrics: SimulationMetrics
        var approximations: StreamedRunApproximations
    }

    static func stream(
        _ record: SimulationRecord, trace: Trace, chunks count: Int, chunkSeed: UInt64, seed: UInt64, valueCap: Int = StreamedRunMeasure.exactValueCap
    ) -> Streamed {
        stream(record, trace: trace, chunks: RecordChunks.chunks(of: record, trace: trace, count: count, seed: chunkSeed), seed: seed, valueCap: valueCap)
    }

    static func stream(_ record: SimulationRecord, trace: Trace, chunks: [SimulationChunk], seed: UInt64, valueCap: Int) -> Streamed {
        let truth = TruthPaths(trace)
        var measure = StreamedRunMeasure(
            configuration: record.configuration, costKind: record.costKind, renderer: record.renderer, predictor: record.predictor,
            profile: record.profile, sampleCount: trace.samples.count, firstSampleTime: trace.samples.first?.timestamp,
            lastSampleTime: trace.samples.last?.timestamp, updateCount: trace.updates.count, seed: seed, valueCap: valueCap
        )
        var rows = StreamedRunMeasure.Rows()
        for chunk in chunks {
            let added = measure.add(chunk, truth: truth)
            rows.callbacks += added.callbacks
            rows.frames += added.frames
            rows.samples += added.samples
        }
        let (earlyFrames, earlySamples) = (rows.frames.count, rows.samples.count)
        let (last, metrics) = measure.finish(threadCPUNanoseconds: record.threadCPUNanoseconds)
        rows.callbacks += last.callbacks
        rows.frames += last.frames
        rows.samples += last.samples
        return Streamed(rows: rows, earlyFrames: earlyFrames, earlySamples: earlySamples, metrics: metrics, approximations: measure.approximations)
    }

    /// `record` cut as a windowed simulation hands it over: a chunk every `callbacks` callbacks,
    /// with the samples and updates they delivered and the frames rendered before the next
    /// chunk's first callback started, but for the newest (final only once a later frame exists);
    /// the last chunk holds the rest.
    static func alignedChunks(of record: SimulationRecord, trace: Trace, callbacks: Int) -> [SimulationChunk] {
        var chunks: [SimulationChunk] = []
        var sample = 0, update = 0, frame = 0
        func chunk(callbacks range: Range<Int>, sampleEnd: Int, updateEnd: Int, frameEnd: Int) -> SimulationChunk {
            defer { (sample, update, frame) = (sampleEnd, updateEnd, frameEnd) }
            return SimulationChunk(
                callbacks: Array(record.callbacks[range]), frames: Array(record.frames[frame..<frameEnd]), firstSample: sample,
                samples: Array(trace.samples[sample..<sampleEnd]), sampleCallback: Array(record.sampleCallback[sample..<sampleEnd]),
                sampleEntered: Array(record.sampleEntered[sample..<sampleEnd]), firstUpdate: update, updates: Array(trace.updates[update..<updateEnd]),
                updateCallback: Array(record.updateCallback[update..<updateEnd])
            )
        }
        for start in stride(from: 0, to: record.callbacks.count - callbacks, by: callbacks) {
            let end = start + callbacks, nextStart = record.callbacks[end].start
            var rendered = frame
            while rendered < record.frames.count, record.frames[rendered].renderStart < nextStart { rendered += 1 }
            chunks.append(chunk(
                callbacks: start..<end, sampleEnd: record.callbacks[end - 1].samples.upperBound, updateEnd: record.callbacks[end - 1].updates.upperBound,
                frameEnd: max(frame, rendered - 1)
            ))
        }
        let rest = (chunks.count * callbacks)..<record.callbacks.count
        chunks.append(chunk(callbacks: rest, sampleEnd: trace.samples.count, updateEnd: trace.updates.count, frameEnd: record.frames.count))
        return chunks
    }

    /// The rows the whole-record measures give (`RunDataTables` prints them).
    static func wholeRecordRows(_ record: SimulationRecord, trace: Trace, measures: ProbeMeasures) -> StreamedRunMeasure.Rows {
        var gaps = [Double?](repeating: nil, count: record.frames.count)
        for tip in measures.tips { gaps[tip.frame] = tip.gap }
        var rows = StreamedRunMeasure.Rows()
        rows.callbacks = record.callbacks
        rows.frames = record.frames.map { StreamedRunMeasure.FrameRow(probe: $0, tipGap: gaps[$0.index]) }
        rows.samples = trace.samples.enumerated().map { index, sample in
            StreamedRunMeasure.SampleRow(index: index, touchID: sample.touchID, timestamp: sample.timestamp, lag: measures.lags[index])
        }
        return rows
    }

    /// `metrics` as sorted-key JSON: equal text, equal metrics (every number written exactly).
    static func json(_ metrics: SimulationMetrics) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(metrics), as: UTF8.self)
    }
}
