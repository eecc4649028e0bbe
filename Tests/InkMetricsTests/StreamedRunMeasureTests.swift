import InkModel
import InkPipeline
import InkSim
import Testing

@testable import InkMetrics

/// A streamed run's measure (`StreamedRunMeasure`) gives the whole-record metrics and per-event
/// measures bit for bit, whatever the chunking.
@Suite("Streamed run measure")
struct StreamedRunMeasureTests {
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
        var chunkings: [(count: Int, seed: UInt64)] = StreamedRunMeasureTests.chunkings

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
            var trace = try #require(StreamedRuns.trace(dataset, groundTruth: groundTruth))
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
        case .modelled: try StreamedRuns.simulate(trace, testCase.configuration, cost: StreamedRuns.modelled)
        case .constant(let callback, let render):
            try StreamedRuns.simulate(trace, testCase.configuration, cost: ConstantCost(callback: callback, render: render))
        case .alternating:
            try StreamedRuns.simulate(
                trace, testCase.configuration, cost: StreamedRuns.AlternatingCost(callback: 5e-4, heavy: 0.012, light: 0.001, heavyEvery: 4)
            )
        }
    }

    @Test("metrics and rows equal the whole record's for every chunking", arguments: cases)
    func equalsWholeRecord(_ testCase: Case) throws {
        let trace = try testCase.trace()
        let record = try Self.record(testCase, trace: trace)
        #expect(!record.frames.isEmpty && !record.callbacks.isEmpty)
        let measures = ProbeMeasures(record, trace: trace, truth: TruthPaths(trace))
        let seed: UInt64 = 20_240_611
        let expected = try StreamedRuns.json(SimulationMetrics(record, trace: trace, measures: measures, seed: seed))
        let rows = StreamedRuns.wholeRecordRows(record, trace: trace, measures: measures)
        for (count, chunkSeed) in testCase.chunkings {
            let streamed = StreamedRuns.stream(record, trace: trace, chunks: count, chunkSeed: chunkSeed, seed: seed)
            let label = "\(count) chunks, seed \(chunkSeed)"
            #expect(try StreamedRuns.json(streamed.metrics) == expected, "\(label)")
            #expect(streamed.rows.callbacks == rows.callbacks, "\(label)")
            #expect(streamed.rows.frames == rows.frames, "\(label)")
            #expect(streamed.rows.samples == rows.samples, "\(label)")
            #expect(streamed.approximations.isEmpty, "\(label)")
            if count == 50 && record.frames.count >= 100 {
                #expect(streamed.earlyFrames * 2 >= record.frames.count && streamed.earlySamples * 2 >= trace.samples.count, "\(label): rows come as they become final")
            }
        }
    }

    @Test("the cases cover what the streamed metrics decide early")
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
        var measure = StreamedRunMeasure(
            configuration: record.configuration, costKind: record.costKind, renderer: record.renderer, predictor: record.predictor,
            profile: record.profile, sampleCount: trace.samples.count, firstSampleTime: trace.samples.first?.timestamp,
            lastSampleTime: trace.samples.last?.timestamp, updateCount: trace.updates.count, seed: seed
        )
        var rows = StreamedRunMeasure.Rows(), held: [Int] = []
        for chunk in StreamedRuns.alignedChunks(of: record, trace: trace, callbacks: 1) {
            let added = measure.add(chunk, truth: truth)
            rows.frames += added.frames
            rows.samples += added.samples
            held.append(measure.heldEvents)
        }
        let (last, metrics) = measure.finish(threadCPUNanoseconds: record.threadCPUNanoseconds)
        rows.frames += last.frames
        rows.samples += last.samples
        let measures = ProbeMeasures(record, trace: trace, truth: truth)
        #expect(try StreamedRuns.json(metrics) == StreamedRuns.json(SimulationMetrics(record, trace: trace, measures: measures, seed: seed)))
        let expected = StreamedRuns.wholeRecordRows(record, trace: trace, measures: measures)
        #expect(rows.frames == expected.frames && rows.samples == expected.samples)
        let most = held.max() ?? 0
        #expect(trace.samples.count > 1_000 && most < 100, "at most \(most) held over \(trace.samples.count) samples")
    }

    @Test("a run of an empty trace gives the whole-record metrics")
    func emptyRun() throws {
        let trace = Trace(header: TraceHeader(profile: .ipadProPencil120, sourceKind: .synthesized, source: "empty"))
        let record = try StreamedRuns.simulate(trace, Self.configuration("incremental", .incremental), cost: StreamedRuns.modelled)
        let expected = try StreamedRuns.json(SimulationMetrics(record, trace: trace, truth: TruthPaths(trace), seed: 3))
        for chunks in [[], [SimulationChunk(firstSample: 0, firstUpdate: 0)]] {
            let streamed = StreamedRuns.stream(record, trace: trace, chunks: chunks, seed: 3, valueCap: StreamedRunMeasure.exactValueCap)
            #expect(try StreamedRuns.json(streamed.metrics) == expected)
            #expect(streamed.rows.isEmpty)
        }
    }

    @Test("a run with nothing shown gives the whole-record metrics", arguments: ["no frames", "every frame superseded"])
    func nothingShown(_ variant: String) throws {
        let trace = try #require(StreamedRuns.trace("handwriting-short"))
        var record = try StreamedRuns.simulate(trace, Self.configuration("naive", .naive), cost: StreamedRuns.modelled)
        if variant == "no frames" {
            record.frames = []
        } else {
            for index in record.frames.indices { record.frames[index].isSuperseded = true }
        }
        let measures = ProbeMeasures(record, trace: trace, truth: TruthPaths(trace))
        #expect(measures.lags.allSatisfy { $0 == nil } && measures.tips.isEmpty)
        let expected = try StreamedRuns.json(SimulationMetrics(record, trace: trace, measures: measures, seed: 5))
        let rows = StreamedRuns.wholeRecordRows(record, trace: trace, measures: measures)
        for (count, chunkSeed) in [(1, 1), (7, 2)] as [(Int, UInt64)] {
            let streamed = StreamedRuns.stream(record, trace: trace, chunks: count, chunkSeed: chunkSeed, seed: 5)
            #expect(try StreamedRuns.json(streamed.metrics) == expected)
            #expect(streamed.rows.frames == rows.frames && streamed.rows.samples == rows.samples)
        }
    }
}
