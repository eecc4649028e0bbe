import InkFormats
import InkMetrics
import InkModel
import InkPipeline
import InkSim
import InkTestSupport
import Testing

/// Costs replayed from a device-timings CSV (`DeviceCost`): the closed-form 20 ms handler on a
/// 60 Hz display, the same run as the constant cost source, mapping by time, and the
/// simulations a file cannot price.
struct DeviceCostTests {
    static let immediate = PipelineConfiguration(name: "naive-immediate", geometry: .naive, redraw: .immediate)
    /// 240 samples at (j + ½)/240 s: one second of pen on a 60 Hz display, no input latency.
    static let trace = HandTraces.regularStrokes([(start: 0, count: 240, phase: 0.5)])

    static func timings(_ text: String) throws -> DeviceTimings {
        try DeviceTimingsReader.read(bytes: Array(text.utf8), file: "timings.csv")
    }

    static func byIndex(handlerMicroseconds: Double, rows: Int) throws -> DeviceTimings {
        try timings("callback,handler_us,render_us\n" + (0..<rows).map { "\($0),\(handlerMicroseconds),0\n" }.joined())
    }

    static func simulate(_ cost: some CostSource, configuration: PipelineConfiguration = immediate) -> SimulationRecord {
        PlatformSimulator.run(trace: trace, configuration: configuration, cost: cost, renderer: ElementCountRenderer(), predictor: nil)
    }

    /// Hand derivation (T = 1/60 s, handler 20 ms = 1.2 T, render 0, `immediate`): the first
    /// sample is available at 0.5/240 s, so callback 0 is due at V₁ = T. Input is always waiting
    /// (a sample every T/4) and the main thread is busy 1.2 T per callback, so callback m starts
    /// at (1 + 1.2 m) T — when the previous one ends, within the same frame (five callbacks per
    /// six frames; the sixth frame's callback folds into the next). The last sample is available
    /// at 59.875 T, first carried by callback 50 at 61 T: 51 callbacks, all but the first
    /// deferred (50). Each render ends 1.2 T after its callback started, past the next vsync,
    /// so every frame is late: committed for ⌈2.2 + 1.2 m⌉ (3, 4, 5, 6, 7, 9, …, 63). The vsyncs
    /// counted run from V₂ (after the first availability) to V₆₃; with input waiting at each,
    /// those without a new frame are missed: V₂ and every sixth from V₈ to V₆₂ — 11 of 62.
    @Test func aConstant20MillisecondHandlerOnA60HzDisplayGivesTheHandDerivedTiming() throws {
        let record = Self.simulate(DeviceCost(timings: try Self.byIndex(handlerMicroseconds: 20_000, rows: 51)))
        #expect(DeviceCost(timings: try Self.byIndex(handlerMicroseconds: 20_000, rows: 51)).problem(pricing: record) == nil)
        #expect(record.costKind.rawValue == "device")
        #expect(record.callbacks.count == 51)
        #expect(record.callbacks.allSatisfy { abs($0.handlerCost - 0.020) < 1e-15 && $0.renderCost == 0 })
        for (m, callback) in record.callbacks.enumerated() {
            #expect(abs(callback.start - (1 + 1.2 * Double(m)) / 60) < 1e-9, "callback \(m) starts at \(callback.start)")
        }
        #expect(record.callbacks.filter(\.isDeferred).count == 50)
        #expect(record.frames.count == 51)
        #expect(record.frames.filter(\.isLate).count == 51)
        #expect(record.frames.map(\.commitVsync) == (0...50).map { m in Int((2.2 + 1.2 * Double(m) - 1e-9).rounded(.up)) })
        let missed = RunMeasure.missedFrameStretches(record, trace: Self.trace).flatMap { Array($0) }
        #expect(missed == [2] + Array(stride(from: 8, through: 62, by: 6)))
        #expect(WholeRecord(record, trace: Self.trace).metrics.missedFrames == CountAndRate(count: missed.count, of: 62), "V₂ to V₆₃ counted")
    }

    @Test func replayingAConstantFileEqualsTheConstantCostSource() throws {
        for configuration in [Self.immediate, PipelineConfiguration(name: "display-link", geometry: .incremental, redraw: .displayLink)] {
            let constant = Self.simulate(ConstantCost(callback: 0.020, render: 0.003), configuration: configuration)
            let rows = constant.callbacks.count
            let file = try Self.timings("callback,handler_us,render_us\n" + (0..<rows).map { "\($0),20000,3000\n" }.joined())
            let device = Self.simulate(DeviceCost(timings: file), configuration: configuration)
            #expect(device.callbacks.map(\.start) == constant.callbacks.map(\.start))
            #expect(device.callbacks.map(\.isDeferred) == constant.callbacks.map(\.isDeferred))
            #expect(device.frames.map(\.commitVsync) == constant.frames.map(\.commitVsync))
            #expect(device.frames.map(\.renderCost) == constant.frames.map(\.renderCost))
            #expect(WholeRecord(device, trace: Self.trace).metrics.missedFrames == WholeRecord(constant, trace: Self.trace).metrics.missedFrames)
        }
    }

    /// By time: callbacks before 0.5 s take the free row, later ones the 20 ms row (at or
    /// before their start), so only callbacks after 0.5 s are deferred.
    @Test func rowsKeyedByTimePriceEachCallbackByTheRowAtOrBeforeItsStart() throws {
        let cost = DeviceCost(timings: try Self.timings("time_s,handler_us,render_us\n0,0,0\n0.5,20000,1000\n"))
        let record = Self.simulate(cost)
        #expect(cost.problem(pricing: record) == nil)
        for callback in record.callbacks {
            #expect(callback.handlerCost == (callback.start >= 0.5 ? 0.020 : 0))
            #expect(callback.renderCost == (callback.start >= 0.5 ? 0.001 : 0))
        }
        #expect(record.callbacks.filter { $0.start < 0.5 }.allSatisfy { !$0.isDeferred })
        #expect(record.callbacks.filter(\.isDeferred).count > 10)
    }

    @Test func theCPUScaleMultipliesTheRecordedDurations() throws {
        let cost = DeviceCost(timings: try Self.byIndex(handlerMicroseconds: 1_000, rows: 1), cpuScale: 2.5)
        let moment = CostMoment(callbackIndex: 0, callbackStart: 0)
        #expect(cost.callbackCost(CallbackWork(), elapsedNanoseconds: 123, at: moment) == 0.0025)
    }

    @Test func aFileThatCannotPriceTheSimulationIsOneLine() throws {
        let short = DeviceCost(timings: try Self.byIndex(handlerMicroseconds: 20_000, rows: 50))
        #expect(short.problem(pricing: Self.simulate(short)) == "timings.csv: 50 rows for 51 simulated callbacks: rows keyed by callback must time every callback, each once (callback 50 has no row; key rows by time_s to match by start time)")
        let long = DeviceCost(timings: try Self.byIndex(handlerMicroseconds: 20_000, rows: 60))
        #expect(long.problem(pricing: Self.simulate(long)) == "timings.csv: 60 rows for 51 simulated callbacks: rows keyed by callback must time every callback, each once (rows from callback 51 on time no callback; key rows by time_s to match by start time)")
        let late = DeviceCost(timings: try Self.timings("time_s,handler_us\n0.1,1000\n"))
        let problem = try #require(late.problem(pricing: Self.simulate(late)))
        #expect(problem.hasPrefix("timings.csv: callback 0 starts at 0.01666"))
        #expect(problem.hasSuffix("before the first row (time_s 0.1): time_s must be on the trace's clock and a row must start at or before every callback"))
    }

    @Test func theDeviceSourceIsRegisteredAndNeedsItsFile() throws {
        let registry = CostSourceRegistry.builtIn
        #expect(registry.component(named: "device")?.isDeterministic == true)
        #expect {
            try registry.make(ComponentSpec(name: "device"), context: CostSourceContext())
        } throws: { error in
            String(describing: error) == "cost source 'device': needs file=PATH (a CSV of callback or time_s, handler_us, render_us)"
        }
        #expect {
            try registry.make(ComponentSpec(name: "device", parameters: ["file": "/nonexistent/t.csv"]), context: CostSourceContext())
        } throws: { error in
            String(describing: error) == "cost source 'device:file=/nonexistent/t.csv': /nonexistent/t.csv: cannot open: No such file or directory"
        }
    }
}
