import InkModel
import InkPipeline
import InkSim
import InkSynth
import InkTestSupport
import Testing

/// Pooling the repetitions of a measured run per callback: the median of the undisturbed times,
/// and the run priced by it.
@Suite("MeasuredCostTable and PooledMeasuredCost: repetitions pooled per callback")
struct MeasuredCostTableTests {
    static let trace: Trace = {
        guard let dataset = BuiltInDataset.named("line-short"), let trace = try? Synthesizer.synthesize(dataset.recipe) else {
            preconditionFailure("line-short synthesizes")
        }
        return trace
    }()

    static let configuration = PipelineConfiguration(name: "incremental", geometry: .incremental)

    /// A zero-cost run whose handler and render times are replaced by `time(callback)` and
    /// flagged disturbed where `disturbed(callback)`.
    static func record(time: (Int) -> UInt64, disturbed: (Int) -> Bool = { _ in false }) -> SimulationRecord {
        var record = PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: ConstantCost.zero, renderer: ElementCountRenderer(), predictor: nil
        )
        for index in record.callbacks.indices {
            record.callbacks[index].handlerElapsedNanoseconds = time(index)
            record.callbacks[index].handlerDisturbed = disturbed(index)
        }
        for index in record.frames.indices {
            record.frames[index].renderElapsedNanoseconds = 2 * time(record.frames[index].callbackIndex)
            record.frames[index].renderDisturbed = disturbed(record.frames[index].callbackIndex)
        }
        return record
    }

    @Test("each callback's pooled time is the median of its undisturbed times, of all of them when every one was disturbed")
    func pooledMedian() throws {
        let records = [
            Self.record(time: { 1_000 + UInt64($0) }),
            Self.record(time: { 9_000 + UInt64($0) }, disturbed: { _ in true }),
            Self.record(time: { 3_000 + UInt64($0) }, disturbed: { $0 == 0 }),
        ]
        let table = MeasuredCostTable(records)
        let callbacks = records[0].callbacks
        #expect(callbacks.count > 2 && table.handlers.count == callbacks.count)
        #expect(table.handlers[callbacks[0].input] == 1_000, "callback 0 is undisturbed only in the first repetition")
        #expect(table.handlers[callbacks[1].input] == 2_001, "callback 1: the median of 1001 and 3001")
        #expect(table.renders[callbacks[1].input] == 4_002)
        #expect(table.disturbedEverywhere == 0)
        let allDisturbed = MeasuredCostTable([Self.record(time: { _ in 5 }, disturbed: { _ in true }), Self.record(time: { _ in 7 }, disturbed: { _ in true }), Self.record(time: { _ in 100 }, disturbed: { _ in true })])
        #expect(allDisturbed.handlers[callbacks[0].input] == 7 && allDisturbed.disturbedEverywhere == callbacks.count)
    }

    @Test("the pooled run prices every callback and render the repetitions met by its pooled time, through the base source")
    func pooledRunPricesFromTheTable() throws {
        let table = MeasuredCostTable([Self.record(time: { 10_000 + 100 * UInt64($0) }), Self.record(time: { 30_000 + 100 * UInt64($0) })])
        let cost = PooledMeasuredCost(base: MeasuredCost(timerOverheadNanoseconds: 1_000, cpuScale: 2), table: table)
        #expect(cost.kind == .measured && cost.clock == .threadCPU)
        let record = PlatformSimulator.run(trace: Self.trace, configuration: Self.configuration, cost: cost, renderer: ElementCountRenderer(), predictor: nil)
        #expect(record.clock == .threadCPU)
        for probe in record.callbacks {
            let pooled = try #require(table.handlers[probe.input], "every callback of the pooled run was met by the repetitions")
            #expect(abs(probe.handlerCost - Double(pooled - 1_000) / 1e9 * 2) < 1e-15)
            #expect(pooled == 20_000 + 100 * UInt64(probe.index))
        }
        for frame in record.frames {
            let input = record.callbacks[frame.callbackIndex].input
            #expect(abs(frame.renderCost - Double(try #require(table.renders[input]) - 1_000) / 1e9 * 2) < 1e-15)
        }
    }
}
