import Foundation
import InkMetrics
import InkModel
import InkPipeline
import InkReport
import InkSim
import InkSynth
import InkTestSupport
import Testing

/// A renderer that draws nothing (shown predictions need no pixels).
private struct BlankRenderer: FrameRenderer {
    var name: String { "test/blank" }
    mutating func absorb(_ pipeline: StrokePipeline) {}
    mutating func render(_ pipeline: StrokePipeline) -> RenderWork { RenderWork() }
}

/// One simulated run to stream: a built-in dataset (possibly altered), a configuration that
/// predicts and the modelled costs that pace it.
struct StreamedRun: Sendable, CustomTestStringConvertible {
    /// How the dataset's trace is altered.
    enum Variant: String, Sendable {
        case asSynthesized
        /// Without ground truth: the truth is the interpolated samples with late updates applied.
        case samplesAsTruth
        /// The trace and a copy of it 0.25 s later (touch IDs + 1000), so touches overlap.
        case twoHands
    }

    var dataset: String
    var variant: Variant = .asSynthesized
    var configuration: PipelineConfiguration
    /// The modelled costs, seconds per callback, sample entered, point recomputed and render.
    var cost = Self.cost(callback: 0.002, render: 0.003)
    /// How long before its vsync a frame must be committed, seconds: with costs that vary from
    /// callback to callback, a slow frame misses its vsync and the next one makes the same vsync,
    /// superseding it, so the points of some callbacks are never shown.
    var commitLead = 0.0

    var testDescription: String { "\(dataset) (\(variant.rawValue)) × \(configuration.name)" }

    func trace() throws -> Trace {
        let dataset = try #require(BuiltInDataset.named(dataset))
        var trace = try Synthesizer.synthesize(dataset.recipe)
        switch variant {
        case .asSynthesized: break
        case .samplesAsTruth: trace.groundTruth = []
        case .twoHands: trace = Self.overlaid(trace, shift: 0.25)
        }
        return trace
    }

    func simulate(_ trace: Trace) throws -> SimulationRecord {
        PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: ModelledCost(coefficients: cost), renderer: BlankRenderer(),
            predictor: try predictionProvider(for: configuration, trace: trace, profile: trace.header.profile),
            settings: SimulationSettings(commitLead: commitLead)
        )
    }

    static func cost(callback: Double, sample: Double = 0, point: Double = 0, render: Double) -> CostCoefficients {
        CostCoefficients(perCallback: callback, perSample: sample, perPointRecomputed: point, perRender: render, perPixel: 0, perElementStroked: 0)
    }

    /// `trace` with a copy of its touches `shift` seconds later (touch IDs and update indices moved
    /// out of the way), samples and updates merged in time order.
    private static func overlaid(_ trace: Trace, shift: Double) -> Trace {
        let updateOffset = (trace.updates.map(\.updateIndex).max() ?? 0) + 1
        var result = trace
        let copies = trace.samples.map { sample in
            var copy = sample
            copy.touchID += 1000
            copy.timestamp += shift
            copy.updateIndex = copy.updateIndex.map { $0 + updateOffset }
            return copy
        }
        let updates = trace.updates.map { update in
            var copy = update
            copy.touchID += 1000
            copy.arrival += shift
            copy.updateIndex += updateOffset
            return copy
        }
        let truth = trace.groundTruth.map { point in
            var copy = point
            copy.touchID += 1000
            copy.time += shift
            return copy
        }
        result.samples = (trace.samples + copies).enumerated().sorted { ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset) }.map(\.element)
        result.updates = (trace.updates + updates).enumerated().sorted { ($0.element.arrival, $0.offset) < ($1.element.arrival, $1.offset) }.map(\.element)
        result.groundTruth = trace.groundTruth + truth
        return result
    }
}

/// What a stream handed out over a whole run.
struct StreamedPredictions {
    var shown: [ShownPrediction] = []
    var buckets: [PredictionBucketSummary] = []
    /// Points handed out by each `add`, in order.
    var perChunk: [Int] = []
}

extension StreamedPredictions {
    /// Streams `record` of `trace` cut into `count` chunks at `seed`'s positions, each chunk with
    /// the truth of only the touches it has samples of.
    init(_ record: SimulationRecord, trace: Trace, count: Int, seed: UInt64, valueCap: Int = PredictionBucketValues.exactCap) throws {
        var stream = try #require(try ShownPredictionStream(
            configuration: record.configuration, profile: record.profile, predictors: .builtIn, recordedFrom: trace, valueCap: valueCap
        ))
        for chunk in RecordChunks.chunks(of: record, trace: trace, count: count, seed: seed) {
            let touches = Set(chunk.samples.map(\.touchID))
            let part = Trace(
                header: trace.header, samples: trace.samples.filter { touches.contains($0.touchID) },
                updates: trace.updates.filter { touches.contains($0.touchID) }, groundTruth: trace.groundTruth.filter { touches.contains($0.touchID) }
            )
            let before = shown.count
            stream.add(chunk, truth: TruthPaths(part), penStates: PenStatePaths(part), into: &shown)
            perChunk.append(shown.count - before)
        }
        buckets = try stream.finish(into: &shown)
    }
}

@Suite("ShownPredictionStream: the same shown predictions for any chunking, and the values the whole-record code gave")
struct ShownPredictionStreamTests {
    static let runs: [StreamedRun] = [
        StreamedRun(
            dataset: "handwriting-short",
            configuration: PipelineConfiguration(name: "kalman-incremental", geometry: .incremental, prediction: .predictor("kalman-steady"))
        ),
        StreamedRun(
            dataset: "signature", configuration: PipelineConfiguration(name: "linear-naive", geometry: .naive, prediction: .predictor("linear")),
            cost: StreamedRun.cost(callback: 0.0005, sample: 0.0025, render: 0.0003), commitLead: 0.002
        ),
        StreamedRun(
            dataset: "session",
            configuration: PipelineConfiguration(
                name: "kalman-immediate", geometry: .incremental, prediction: .predictor("kalman-steady"), redraw: .immediate
            ),
            cost: StreamedRun.cost(callback: 0.004, render: 0.005)
        ),
        StreamedRun(
            dataset: "signature",
            configuration: PipelineConfiguration(
                name: "kalman-ca-front", geometry: .naive, prediction: .predictor("kalman-ca"), redraw: .frontBuffer
            ),
            cost: StreamedRun.cost(callback: 0.001, point: 0.00003, render: 0.002)
        ),
        StreamedRun(
            dataset: "handwriting-short", variant: .samplesAsTruth,
            configuration: PipelineConfiguration(
                name: "kalman-long-horizon", geometry: .incremental, coalesced: false, prediction: .predictor("kalman-steady:horizon-cap=45"),
                predictionHorizon: 0.045
            )
        ),
        StreamedRun(
            dataset: "handwriting-short", variant: .twoHands,
            configuration: PipelineConfiguration(name: "kalman-two-hands", geometry: .naive, prediction: .predictor("kalman-steady")),
            cost: StreamedRun.cost(callback: 0.0005, sample: 0.002, render: 0.0003), commitLead: 0.002
        ),
        StreamedRun(
            dataset: "tap", configuration: PipelineConfiguration(name: "linear-tap", geometry: .naive, prediction: .predictor("linear"))
        ),
    ]

    @Test("records, callback indices and bucket summaries: frozen whole-record values in one chunk, the same in any chunking", arguments: runs)
    func equalsWholeRecord(_ run: StreamedRun) throws {
        let trace = try run.trace()
        let record = try run.simulate(trace)
        let golden = try #require(ShownPredictionGoldens.runs[run.testDescription], "a frozen value for \(run.testDescription)")
        let whole = try StreamedPredictions(record, trace: trace, count: 1, seed: 1)
        let records = whole.shown.map(\.record)
        #expect(records.count == golden.count)
        #expect(TextDigest.fnv(String(describing: records)) == golden.records, "bit for bit")
        #expect(TextDigest.fnv(String(describing: whole.shown.map(\.callback))) == golden.callbacks)
        #expect(TextDigest.fnv(String(describing: whole.buckets)) == golden.buckets, "bit for bit")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(whole.buckets), as: UTF8.self) == golden.bucketsJSON)
        for count in [2, 7, 50] {
            for seed: UInt64 in [1, 2, 3] {
                let streamed = try StreamedPredictions(record, trace: trace, count: count, seed: seed)
                let label = "\(count) chunks, seed \(seed)"
                try #require(streamed.shown.count == records.count, "\(label)")
                #expect(String(describing: streamed.shown.map(\.record)) == String(describing: records), "\(label): bit for bit")
                #expect(streamed.shown.map(\.callback) == whole.shown.map(\.callback), "\(label)")
                #expect(String(describing: streamed.buckets) == String(describing: whole.buckets), "\(label): bit for bit")
            }
        }
    }

    @Test("the runs cover shown and unshown callbacks with predictions, overlapping touches and several buckets")
    func runsCoverTheCases() throws {
        var unshown = 0, overlapping = false, buckets = Set<HorizonBucket>()
        for run in Self.runs {
            let trace = try run.trace()
            let record = try run.simulate(trace)
            let shownStarts = Set(record.frames.filter(\.isPresented).map(\.contentTime))
            unshown += record.callbacks.count { $0.predictionsCarried > 0 && !shownStarts.contains($0.start) }
            let shown = try StreamedPredictions(record, trace: trace, count: 1, seed: 1)
            buckets.formUnion(shown.buckets.map(\.bucket))
            let byCallback = Dictionary(grouping: shown.shown.map(\.record), by: \.callbackTime)
            overlapping = overlapping || byCallback.values.contains { Set($0.map(\.touchID)).count > 1 }
        }
        #expect(unshown > 0, "some callbacks carried points no presented frame showed")
        #expect(overlapping, "a callback showed points of two touches")
        #expect(buckets.contains { $0.upper == nil }, "a horizon past 32 ms")
        #expect(buckets.count >= 5)
    }

    @Test("points are handed out as chunks come, not only at the end")
    func handsOutAsItGoes() throws {
        let run = Self.runs[0]
        let trace = try run.trace()
        let record = try run.simulate(trace)
        let streamed = try StreamedPredictions(record, trace: trace, count: 50, seed: 4)
        #expect(streamed.perChunk.count { $0 > 0 } > 10)
        #expect(streamed.perChunk.reduce(0, +) > streamed.shown.count / 2)
    }

    @Test("the recorded predictor carries nothing on a trace without recorded callbacks, whole or streamed")
    func recordedCarriesNothing() throws {
        let run = StreamedRun(
            dataset: "handwriting-short", configuration: PipelineConfiguration(name: "recorded", geometry: .incremental, prediction: .predictor("recorded"))
        )
        let trace = try run.trace()
        let record = try run.simulate(trace)
        let whole = try StreamedPredictions(record, trace: trace, count: 1, seed: 1)
        #expect(whole.shown.isEmpty && whole.buckets.isEmpty)
        var stream = try #require(try ShownPredictionStream(configuration: record.configuration, profile: record.profile, predictors: .builtIn, recordedFrom: nil))
        var shown: [ShownPrediction] = []
        for chunk in RecordChunks.chunks(of: record, trace: trace, count: 7, seed: 1) {
            stream.add(chunk, truth: TruthPaths(trace), penStates: PenStatePaths(trace), into: &shown)
        }
        #expect(try stream.finish(into: &shown).isEmpty && shown.isEmpty)
    }

    @Test("a configuration without prediction has no stream; an unknown predictor is named")
    func withoutPrediction() throws {
        let profile = DeviceProfile.ipadProPencil120
        #expect(try ShownPredictionStream(configuration: PipelineConfiguration(name: "plain", geometry: .incremental), profile: profile, predictors: .builtIn, recordedFrom: nil) == nil)
        #expect(throws: ReportError.self) {
            try ShownPredictionStream(
                configuration: PipelineConfiguration(name: "odd", geometry: .incremental, prediction: .predictor("no-such")), profile: profile, predictors: .builtIn,
                recordedFrom: nil
            )
        }
    }
}
