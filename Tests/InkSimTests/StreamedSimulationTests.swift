import InkConfiguration
import InkModel
import InkPipeline
import InkPredict
import InkSim
import InkSynth
import InkTestSupport
import Testing

/// A streamed simulation — the trace appended a piece at a time, the window dropping what was
/// delivered — hands over, chunk by chunk, exactly the record of the whole-trace simulation.
@Suite struct StreamedSimulationTests {
    static let yaml = """
        configurations:
          - { name: incremental-naive-renderer, geometry: incremental, renderer: naive, filters: [{ kind: savitzky-golay, window: 5, order: 3 }], smoother: { kind: antigrain, smoothness: 0.7 } }
          - { name: incremental-predicted, geometry: incremental, filters: [{ kind: savitzky-golay, window: 5, order: 3 }], smoother: { kind: antigrain, smoothness: 0.7 }, prediction: kalman-steady }
          - { name: live-immediate, geometry: incremental, coalesced: false, updates: false, redraw: immediate, prediction: linear }
          - { name: front-buffer, geometry: incremental, redraw: front-buffer }
          - { name: immediate-predicted, geometry: incremental, redraw: immediate, prediction: kalman-ca }
        """

    static func configurations() throws -> [PipelineConfiguration] {
        try PipelineConfigurationSet.load(yaml: yaml, source: "streamed.yaml", stages: .builtIn, renderers: RendererMode.builtInNames).configurations
    }

    /// Costs high enough that callbacks defer and fold (a busy main thread reaches past a piece).
    static let heavy = ModelledCost(coefficients: CostCoefficients(
        perCallback: 0.002, perSample: 0.0002, perPointRecomputed: 0.00002, perRender: 0.003, perPixel: 0, perElementStroked: 0.00005
    ))

    static func provider(_ configuration: PipelineConfiguration, _ trace: Trace) throws -> PredictorPredictionProvider? {
        guard case .predictor(let name) = configuration.prediction else { return nil }
        return PredictorPredictionProvider(
            predictor: try PredictorCatalog.builtIn.make(parsing: name), horizon: configuration.predictionHorizon, step: trace.header.profile.sampleInterval
        )
    }

    /// The chunks of a streamed run put back together as one record.
    static func streamed(_ trace: Trace, _ configuration: PipelineConfiguration, cost: ModelledCost, piece: Int) throws -> (SimulationRecord, chunks: Int) {
        let simulator = PlatformSimulator(
            streaming: trace.header, configuration: configuration, cost: cost, renderer: ElementCountRenderer(), predictor: try provider(configuration, trace)
        )
        var run = StreamedSimulation(simulator: simulator, source: TraceArrayInput(trace), inputLatency: trace.header.profile.inputLatency, piece: piece)
        var record = SimulationRecord(
            configuration: configuration, profile: trace.header.profile, costKind: cost.kind, renderer: "test/element-count",
            predictor: nil, sampleCount: 0, updateCount: 0
        )
        var chunks = 0
        let finished = try run.run { chunk in
            #expect(chunk.firstSample == record.sampleCallback.count && chunk.firstUpdate == record.updateCallback.count)
            record.callbacks += chunk.callbacks
            record.frames += chunk.frames
            record.sampleCallback += chunk.sampleCallback
            record.sampleEntered += chunk.sampleEntered
            record.updateCallback += chunk.updateCallback
            #expect(chunk.samples == Array(trace.samples[chunk.firstSample..<(chunk.firstSample + chunk.samples.count)]))
            #expect(chunk.updates == Array(trace.updates[chunk.firstUpdate..<(chunk.firstUpdate + chunk.updates.count)]))
            chunks += 1
        }
        #expect(finished)
        return (record, chunks)
    }

    /// A probe without the wall-clock times this machine measured (they differ between any two runs).
    static func untimed(_ probe: CallbackProbe) -> CallbackProbe {
        var probe = probe
        probe.handlerElapsedNanoseconds = 0
        probe.handlerWallNanoseconds = 0
        probe.handlerDisturbed = false
        return probe
    }

    static func untimed(_ probe: FrameProbe) -> FrameProbe {
        var probe = probe
        probe.renderElapsedNanoseconds = 0
        probe.renderWallNanoseconds = 0
        probe.renderDisturbed = false
        return probe
    }

    /// The index of the first element that differs (or the shorter length), nil when equal.
    static func firstDifference<Element: Equatable>(_ left: [Element], _ right: [Element]) -> Int? {
        if let index = zip(left, right).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset { return index }
        return left.count == right.count ? nil : min(left.count, right.count)
    }

    @Test(arguments: ["handwriting", "session", "scribble-fast", "tap"], [1, 7, 300])
    func chunksAreTheWholeRecord(dataset: String, piece: Int) throws {
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named(dataset)).recipe)
        for configuration in try Self.configurations() {
            for cost in [Self.heavy, ModelledCost(coefficients: CostCoefficients(perCallback: 0, perSample: 0, perPointRecomputed: 0, perRender: 0, perPixel: 0, perElementStroked: 0))] {
                let whole = PlatformSimulator.run(
                    trace: trace, configuration: configuration, cost: cost, renderer: ElementCountRenderer(), predictor: try Self.provider(configuration, trace)
                )
                let (streamed, chunks) = try Self.streamed(trace, configuration, cost: cost, piece: piece)
                #expect(chunks >= trace.samples.count / piece / 2, "\(configuration.name): \(chunks) chunks")
                let context = "\(dataset) \(configuration.name) piece \(piece)"
                #expect(Self.firstDifference(streamed.callbacks.map(Self.untimed), whole.callbacks.map(Self.untimed)) == nil, "\(context): callbacks")
                #expect(Self.firstDifference(streamed.frames.map(Self.untimed), whole.frames.map(Self.untimed)) == nil, "\(context): frames")
                #expect(streamed.sampleCallback == whole.sampleCallback && streamed.sampleEntered == whole.sampleEntered)
                #expect(streamed.updateCallback == whole.updateCallback)
            }
        }
    }

    @Test func naiveGeometryAndExternalPipelinesAreNotStreamed() throws {
        let naive = PipelineConfiguration(name: "naive", geometry: .naive)
        let incremental = PipelineConfiguration(name: "incremental", geometry: .incremental)
        #expect(!naive.isStreamable)
        #expect(incremental.isStreamable)
        #expect(try Self.configurations().allSatisfy(\.isStreamable))
    }

    @Test func theWindowStaysNearThePiece() throws {
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named("spiral-long")).recipe)
        let configuration = try #require(try Self.configurations().first { $0.name == "incremental-predicted" })
        let simulator = PlatformSimulator(
            streaming: trace.header, configuration: configuration, cost: ModelledCost(coefficients: CostCoefficients(perCallback: 0, perSample: 0, perPointRecomputed: 0, perRender: 0, perPixel: 0, perElementStroked: 0)), renderer: ElementCountRenderer(),
            predictor: try Self.provider(configuration, trace)
        )
        var run = StreamedSimulation(simulator: simulator, source: TraceArrayInput(trace), inputLatency: trace.header.profile.inputLatency, piece: 256)
        var largest = 0
        _ = try run.run { chunk in largest = max(largest, chunk.samples.count, chunk.callbacks.count, chunk.frames.count) }
        #expect(trace.samples.count > 10_000)
        #expect(largest <= 2 * 256, "a chunk held \(largest) events")
    }
}
