import InkMetrics
import InkModel
import InkPipeline
import InkSim
import InkSynth
import InkTestSupport
import Testing

/// The closed-form timing checks of issue 5: lag with a zero-cost pipeline, and missed frames
/// and deferred callbacks with a 1.5-frame callback cost.
struct ClosedFormTimingTests {
    static let incremental = PipelineConfiguration(name: "incremental", geometry: .incremental)

    static func simulate(_ trace: Trace, _ configuration: PipelineConfiguration, cost: ConstantCost, profile: DeviceProfile? = nil) -> SimulationRecord {
        let profile = profile ?? trace.header.profile
        return PlatformSimulator.run(
            trace: trace, profile: profile, configuration: configuration, cost: cost,
            renderer: ElementCountRenderer(), predictor: nil
        )
    }

    /// The first vsync index k with k / hz ≥ time, by plain search. Timestamps are whole
    /// milliseconds, so t + L can equal a vsync exactly (25 ms at 120 Hz); 1 ps of slack keeps
    /// that case "at" the vsync despite the rounding of t + L and k / hz to doubles.
    static func firstVsync(atOrAfter time: Double, hz: Double) -> Int {
        var k = Int((time * hz).rounded(.down)) - 1
        while Double(k) / hz < time - 1e-12 { k += 1 }
        return k
    }

    @Test(arguments: [(60.0, 0.0073, 1), (120.0, 0.004, 2), (60.0, 0.0, 1)])
    func zeroCostDisplayLinkLagIsTheNextVsyncPlusCompositorFrames(displayHz: Double, inputLatency: Double, compositorFrames: Int) throws {
        var recipe = try #require(BuiltInDataset.named("handwriting-short")).recipe
        recipe.profile = HandTraces.profile(displayHz: displayHz, inputLatency: inputLatency, compositorFrames: compositorFrames)
        let trace = try Synthesizer.synthesize(recipe)
        #expect(trace.header.profile.scanoutLatency == 0)
        let record = Self.simulate(trace, Self.incremental, cost: .zero)
        let lags = WholeRecord(record, trace: trace).lags
        let period = 1 / displayHz
        var checked = 0
        for (index, sample) in trace.samples.enumerated() {
            let k = Self.firstVsync(atOrAfter: sample.timestamp + inputLatency, hz: displayHz)
            let expected = Double(k + 1) / displayHz + Double(compositorFrames) * period - sample.timestamp
            let lag = try #require(lags[index], "sample \(index) was never shown")
            #expect(abs(lag - expected) < 1e-9, "sample \(index): lag \(lag), expected \(expected)")
            checked += 1
        }
        #expect(checked == trace.samples.count && checked > 100)
        #expect(record.callbacks.allSatisfy { !$0.isDeferred })
        #expect(WholeRecord(record, trace: trace).metrics.missedFrames.count == 0)
    }

    /// 240 samples at (j + ½)/240 s, 60 Hz display, no input latency, a modelled callback cost
    /// of 1.5 frames (per-callback coefficient only), `immediate` (render inside the callback,
    /// cost 0). Hand derivation (T = 1/60 s):
    /// the first sample is available at 0.5/240 s, so the first callback is due at V₁ = T. Every
    /// callback keeps the main thread busy 1.5 T and input is always waiting, so callback m
    /// starts at (1 + 1.5 m) T: m = 0…40 (callback 40 at 61 T carries the last samples, available
    /// at 59.625 T and 59.875 T) — 41 callbacks, every one after the first deferred (each was due
    /// at a vsync while the previous one ran): 40. Each render ends 1.5 T after its frame's start,
    /// past V_{k+1}: all 41 are late, committed for vsyncs 3, 4, 6, 7, …, 60, 61, 63 (m even:
    /// 3 + 1.5 m; m odd: 2.5 + 1.5 m). Input waits at every vsync from V₂ to V₆₃, so the missed
    /// frames are the vsyncs 2, 5, 8, …, 62 without a new frame: 21 of 62.
    @Test func aCallbackCostOfOneAndAHalfFramesInImmediateMode() {
        let trace = HandTraces.regularStrokes([(start: 0, count: 240, phase: 0.5)])
        let configuration = PipelineConfiguration(name: "naive-immediate", geometry: .naive, redraw: .immediate)
        let modelled = ModelledCost(coefficients: CostCoefficients(perCallback: 1.5 / 60, perSample: 0, perPointRecomputed: 0, perRender: 0, perPixel: 0, perElementStroked: 0))
        let record = PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: modelled,
            renderer: ElementCountRenderer(), predictor: nil
        )
        #expect(record.callbacks.allSatisfy { $0.handlerCost == 1.5 / 60 && $0.renderCost == 0 })
        #expect(record.callbacks.count == 41)
        #expect(record.callbacks.filter(\.isDeferred).count == 40)
        #expect(record.frames.count == 41)
        #expect(record.frames.filter(\.isLate).count == 41)
        var expectedCommits: [Int] = []
        for m in 0...40 { expectedCommits.append(m % 2 == 0 ? 3 + 3 * m / 2 : (5 + 3 * m) / 2) }
        #expect(record.frames.map(\.commitVsync) == expectedCommits)
        let missed = WholeRecord(record, trace: trace).metrics.missedFrames
        #expect(missed.count == 21)
        #expect(missed.total == 62)
        #expect(WholeRecord(record, trace: trace).metrics.droppedSamples.count == 0)
        #expect(record.threadCPUNanoseconds > 0)
    }

    @Test func aKeepingUpPipelineMissesNothing() {
        let trace = HandTraces.regularStrokes([(start: 0, count: 240, phase: 0.5)])
        let configuration = PipelineConfiguration(name: "naive-immediate", geometry: .naive, redraw: .immediate)
        let record = Self.simulate(trace, configuration, cost: ConstantCost(callback: 0.4 / 60, render: 0.5 / 60))
        #expect(record.callbacks.count == 60)
        #expect(record.callbacks.filter(\.isDeferred).isEmpty)
        #expect(record.frames.filter(\.isLate).isEmpty)
        #expect(WholeRecord(record, trace: trace).metrics.missedFrames.count == 0)
    }
}
