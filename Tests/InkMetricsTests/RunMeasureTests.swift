import InkModel
import InkPipeline
import InkSim
import InkTestSupport
import Testing

@testable import InkMetrics

/// A run's measure (`RunMeasure`) is one computation for runs streamed and runs simulated whole: it
/// gives the same metrics and per-event measures bit for bit whatever the chunking — one chunk,
/// a whole record's pieces, or 2, 7 and 50 chunks cut at random — and they are the values the
/// earlier whole-record code gave (`RunMeasureGoldens`, frozen from it).
@Suite("Run measure")
struct RunMeasureTests {
    /// One run: a built-in dataset, a configuration and a cost.
    struct Case: CustomTestStringConvertible, Sendable {
        var dataset: String
        var groundTruth = true
        /// The display's input latency, seconds, when not the profile's (a long one delivers
        /// force updates before their samples).
        var inputLatency: Double?
        var configuration: PipelineConfiguration
        var cost: Cost
        /// Chunkings tried (counts × seeds): fewer for the long trace.
        var chunkings: [(count: Int, seed: UInt64)] = RunMeasureTests.chunkings

        enum Cost: Sendable {
            case modelled
            case constant(callback: Double, render: Double)
            case alternating
        }

        var testDescription: String {
            "\(dataset)\(groundTruth ? "" : " (no ground truth)")\(inputLatency.map { " (input latency \($0) s)" } ?? "") × \(configuration.name) × \(cost)"
        }

        /// The case's trace.
        func trace() throws -> Trace {
            var trace = try #require(ChunkedRuns.trace(dataset, groundTruth: groundTruth))
            if let inputLatency { trace.header.profile.inputLatency = inputLatency }
            return trace
        }
    }

    static let chunkings: [(count: Int, seed: UInt64)] = [(1, 1), (2, 2), (2, 3), (7, 4), (7, 5), (50, 6), (50, 7)]

    static func configuration(
        _ name: String, _ geometry: GeometryMode, redraw: RedrawMode = .displayLink, coalesced: Bool = true, updates: Bool = true,
        prediction: PredictionSource = .none
    ) -> PipelineConfiguration {
        PipelineConfiguration(name: name, geometry: geometry, coalesced: coalesced, updates: updates, prediction: prediction, redraw: redraw)
    }

    static let cases: [Case] = [
        Case(dataset: "handwriting", configuration: configuration("naive", .naive), cost: .modelled),
        Case(dataset: "handwriting", configuration: configuration("incremental", .incremental), cost: .modelled),
        Case(dataset: "handwriting", groundTruth: false, configuration: configuration("incremental-no-updates", .incremental, updates: false), cost: .modelled),
        Case(dataset: "signature", configuration: configuration("naive-immediate-live", .naive, redraw: .immediate, coalesced: false), cost: .modelled),
        Case(dataset: "signature", configuration: configuration("predicting", .incremental, prediction: .predictor("linear")), cost: .modelled),
        Case(dataset: "signature", configuration: configuration("incremental", .incremental), cost: .alternating),
        Case(dataset: "signature", inputLatency: 0.05, configuration: configuration("incremental", .incremental), cost: .modelled),
        Case(dataset: "session", configuration: configuration("naive-front-buffer", .naive, redraw: .frontBuffer), cost: .modelled),
        Case(dataset: "session", configuration: configuration("incremental-immediate", .incremental, redraw: .immediate, updates: false), cost: .constant(callback: 0.0125, render: 0.004)),
        Case(dataset: "circle", configuration: configuration("kalman", .incremental, redraw: .frontBuffer, prediction: .predictor("kalman-steady")), cost: .modelled),
        Case(dataset: "scribble-finger", configuration: configuration("naive-live", .naive, coalesced: false, updates: false), cost: .constant(callback: 0.02, render: 0.01)),
        Case(dataset: "handwriting-short", configuration: configuration("zero", .incremental), cost: .constant(callback: 0, render: 0)),
        Case(dataset: "tap", configuration: configuration("naive", .naive), cost: .modelled),
        Case(
            dataset: "spiral-long", configuration: configuration("incremental", .incremental), cost: .modelled, chunkings: [(1, 1), (7, 8), (50, 9)]
        ),
    ]

    static func record(_ testCase: Case, trace: Trace) throws -> SimulationRecord {
        switch testCase.cost {
        case .modelled: try ChunkedRuns.simulate(trace, testCase.configuration, cost: ChunkedRuns.modelled)
        case .constant(let callback, let render):
            try ChunkedRuns.simulate(trace, testCase.configuration, cost: ConstantCost(callback: callback, render: render))
        case .alternating:
            try ChunkedRuns.simulate(
                trace, testCase.configuration, cost: ChunkedRuns.AlternatingCost(callback: 5e-4, heavy: 0.012, light: 0.001, heavyEvery: 4)
            )
        }
    }

    @Test("metrics and per-event measures equal the frozen whole-record values for every chunking", arguments: cases)
    func equalsWholeRecord(_ testCase: Case) throws {
        let trace = try testCase.trace()
        let record = try Self.record(testCase, trace: trace)
        #expect(!record.frames.isEmpty && !record.callbacks.isEmpty)
        let golden = try #require(RunMeasureGoldens.runs[testCase.testDescription], "a frozen value for \(testCase.testDescription)")
        let seed: UInt64 = 20_240_611
        let expected = try golden.metricsJSON()
        let whole = RunMeasure.measure(record, trace: trace, truth: TruthPaths(trace), seed: seed, metrics: .builtIn)
        let budget = try #require(whole.metrics.lagBudget, "every run here shows samples")
        let meanLag = try #require(whole.metrics.lag.mean)
        #expect(abs(budget.total - meanLag) < 1e-9, "the lag budget adds up to the mean lag: \(budget.total) vs \(meanLag)")
        #expect(try ChunkedRuns.json(whole.metrics, cpuTime: 0, lagBudget: nil) == expected, "a whole record, handed over in pieces")
        #expect(ChunkedRuns.digests(whole.rows).lags == golden.lags && ChunkedRuns.digests(whole.rows).tips == golden.tips)
        #expect(whole.rows.callbacks == record.callbacks && whole.rows.frames.map(\.probe) == record.frames)
        #expect(whole.rows.samples.map(\.index) == Array(trace.samples.indices))
        #expect(TextDigest.fnv(String(describing: RunMeasure.missedFrameStretches(record, trace: trace).flatMap { Array($0) })) == golden.missedVsyncs)
        for (count, chunkSeed) in testCase.chunkings {
            let chunked = ChunkedRuns.stream(record, trace: trace, chunks: count, chunkSeed: chunkSeed, seed: seed)
            let label = "\(count) chunks, seed \(chunkSeed)"
            #expect(try ChunkedRuns.json(chunked.metrics, cpuTime: 0, lagBudget: nil) == expected, "\(label)")
            #expect(chunked.metrics.lagBudget == budget, "\(label): \(String(describing: chunked.metrics.lagBudget)) vs \(budget)")
            #expect(chunked.rows == whole.rows, "\(label)")
            #expect(chunked.approximations.isEmpty, "\(label)")
            if count == 50 && record.frames.count >= 100 {
                #expect(chunked.earlyFrames * 2 >= record.frames.count && chunked.earlySamples * 2 >= trace.samples.count, "\(label): rows come as they become final")
            }
        }
    }

    @Test("the cases cover what the measure decides early")
    func casesCoverTheDecisions() throws {
        var deferred = false, superseded = false, missed = false, stale = false, staleApplying = false, predictedTips = false, untipped = false
        for testCase in Self.cases where testCase.dataset != "spiral-long" {
            let trace = try testCase.trace()
            let record = try Self.record(testCase, trace: trace)
            let metrics = SimulationMetrics(record, trace: trace, truth: TruthPaths(trace), seed: 1)
            deferred = deferred || metrics.deferredCallbacks.count > 0
            superseded = superseded || metrics.supersededFrames > 0
            missed = missed || metrics.missedFrames.count > 0
            stale = stale || metrics.staleProperties.count > 0
            staleApplying = staleApplying || (testCase.configuration.updates && metrics.staleProperties.count > 0)
            predictedTips = predictedTips || record.frames.contains(where: \.tipIsPredicted)
            untipped = untipped || metrics.tipGapPoints.count < record.frames.count(where: \.isPresented)
        }
        #expect(deferred)
        #expect(superseded)
        #expect(missed)
        #expect(stale)
        #expect(staleApplying, "an update delivered before its sample")
        #expect(predictedTips)
        #expect(untipped)
    }

    @Test(
        "handed over as a windowed simulation does, a run holds a bounded number of events at any time",
        arguments: [
            Case(dataset: "spiral-long", configuration: configuration("incremental", .incremental), cost: .modelled),
            Case(dataset: "spiral-long", configuration: configuration("incremental", .incremental), cost: .constant(callback: 0.001, render: 0.001)),
            Case(dataset: "spiral-long", configuration: configuration("live-no-updates", .incremental, coalesced: false, updates: false), cost: .modelled),
            Case(dataset: "handwriting", groundTruth: false, configuration: configuration("naive", .naive, updates: false), cost: .modelled),
            Case(dataset: "handwriting", inputLatency: 0.05, configuration: configuration("incremental", .incremental), cost: .modelled),
            Case(dataset: "session", configuration: configuration("front-buffer", .incremental, redraw: .frontBuffer), cost: .alternating),
        ]
    )
    func boundedInFlight(_ testCase: Case) throws {
        let trace = try testCase.trace()
        let record = try Self.record(testCase, trace: trace)
        let truth = TruthPaths(trace)
        let seed: UInt64 = 4
        var measure = RunMeasure(
            configuration: record.configuration, costKind: record.costKind, renderer: record.renderer, predictor: record.predictor,
            profile: record.profile, sampleCount: trace.samples.count, firstSampleTime: trace.samples.first?.timestamp,
            lastSampleTime: trace.samples.last?.timestamp, updateCount: trace.updates.count, seed: seed, metrics: .builtIn
        )
        var rows = RunMeasure.Rows(), held: [Int] = []
        for chunk in record.chunks(of: trace, callbacksPerChunk: 1) {
            rows.append(measure.add(chunk, truth: truth))
            held.append(measure.heldEvents)
        }
        let (last, metrics) = measure.finish(threadCPUNanoseconds: record.threadCPUNanoseconds)
        rows.append(last)
        let whole = RunMeasure.measure(record, trace: trace, truth: truth, seed: seed, metrics: .builtIn)
        #expect(try ChunkedRuns.json(metrics) == ChunkedRuns.json(whole.metrics))
        #expect(rows == whole.rows)
        let most = held.max() ?? 0
        #expect(trace.samples.count > 1_000 && most < 100, "at most \(most) held over \(trace.samples.count) samples")
    }

    @Test("a run of an empty trace: no chunk, or one empty chunk, give the metrics of its one-chunk record")
    func emptyRun() throws {
        let trace = Trace(header: TraceHeader(profile: .ipadProPencil120, sourceKind: .synthesized, source: "empty"))
        let record = try ChunkedRuns.simulate(trace, Self.configuration("incremental", .incremental), cost: ChunkedRuns.modelled)
        let whole = RunMeasure.measure(record, trace: trace, truth: TruthPaths(trace), seed: 3, metrics: .builtIn)
        #expect(Array(record.chunks(of: trace, callbacksPerChunk: 5)).count == 1)
        #expect(whole.metrics.callbacks == 0 && whole.metrics.lag.count == 0 && whole.metrics.missedFrames == CountAndRate(count: 0, of: 0))
        for chunks in [[], [SimulationChunk(firstSample: 0, firstUpdate: 0)]] {
            let chunked = ChunkedRuns.stream(record, trace: trace, chunks: chunks, seed: 3, valueCap: RunMeasure.exactValueCap)
            #expect(try ChunkedRuns.json(chunked.metrics) == ChunkedRuns.json(whole.metrics))
            #expect(chunked.rows.isEmpty)
        }
    }

    @Test("a run with nothing shown: no lag, no tip measure, nothing missed, whatever the chunking", arguments: ["no frames", "every frame superseded"])
    func nothingShown(_ variant: String) throws {
        let trace = try #require(ChunkedRuns.trace("handwriting-short"))
        var record = try ChunkedRuns.simulate(trace, Self.configuration("naive", .naive), cost: ChunkedRuns.modelled)
        if variant == "no frames" {
            record.frames = []
        } else {
            for index in record.frames.indices { record.frames[index].isSuperseded = true }
        }
        let whole = RunMeasure.measure(record, trace: trace, truth: TruthPaths(trace), seed: 5, metrics: .builtIn)
        #expect(whole.rows.lags.allSatisfy { $0 == nil } && whole.rows.tips.isEmpty)
        #expect(whole.metrics.lag.count == 0 && whole.metrics.missedFrames == CountAndRate(count: 0, of: 0))
        #expect(whole.metrics.staleProperties == CountAndRate(count: 0, of: 0))
        for (count, chunkSeed) in [(1, 1), (7, 2)] as [(Int, UInt64)] {
            let chunked = ChunkedRuns.stream(record, trace: trace, chunks: count, chunkSeed: chunkSeed, seed: 5)
            #expect(try ChunkedRuns.json(chunked.metrics) == ChunkedRuns.json(whole.metrics))
            #expect(chunked.rows == whole.rows)
        }
    }

    @Test("a whole record's pieces: every callback, frame, sample and update once and in order, the frames with their callbacks")
    func wholeRecordPieces() throws {
        let trace = try #require(ChunkedRuns.trace("handwriting"))
        let record = try ChunkedRuns.simulate(trace, Self.configuration("incremental", .incremental), cost: ChunkedRuns.modelled)
        for perChunk in [1, 7, 1024, .max] {
            let chunks = Array(record.chunks(of: trace, callbacksPerChunk: perChunk))
            #expect(chunks.flatMap(\.callbacks) == record.callbacks && chunks.flatMap(\.frames) == record.frames)
            #expect(chunks.flatMap(\.samples) == trace.samples && chunks.flatMap(\.updates) == trace.updates)
            #expect(chunks.flatMap(\.sampleEntered) == record.sampleEntered && chunks.flatMap(\.updateCallback) == record.updateCallback)
            #expect(chunks.count == (perChunk == .max ? 1 : (record.callbacks.count + perChunk - 1) / perChunk))
            for chunk in chunks.dropLast() {
                #expect(chunk.callbacks.count == perChunk)
                #expect(chunk.samples.count == (chunk.callbacks.last?.samples.upperBound ?? 0) - chunk.firstSample)
            }
        }
    }
}
