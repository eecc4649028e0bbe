import InkExternal
import InkMetrics
import InkModel
import InkPipeline
import InkSim
import Testing

/// Closed-form checks of an external pipeline in the simulated platform: the children are
/// `/bin/sh` scripts (literal strings below) that answer every request with a fixed line.
@Suite("External pipeline in the simulator: closed forms")
struct ExternalPipelineSimulationTests {
    /// 240 samples of one stroke at (j + ½)/240 s moving right at 200 pt/s, on a 60 Hz display
    /// with no input latency, one compositor frame and no scan-out constant.
    static let trace: Trace = {
        var profile = DeviceProfile.ipadPencil60
        profile.digitizerHz = 240
        profile.displayHz = 60
        profile.inputLatency = 0
        profile.compositorFrames = 1
        profile.scanoutLatency = 0
        let samples = (0..<240).map { j in
            let time = (Double(j) + 0.5) / 240
            return TouchSample(
                touchID: 1, timestamp: time, location: Point(x: 100 + 200 * time, y: 100), force: 1, type: .stylus,
                phase: j == 0 ? .began : (j == 239 ? .ended : .moved)
            )
        }
        return Trace(header: TraceHeader(profile: profile, sourceKind: .synthesized, source: "hand-built"), samples: samples)
    }()

    /// An external configuration whose child runs `script` under `/bin/sh`, speaking protocol 1
    /// (no hello: the scripts answer every line alike).
    static func external(_ script: String, redraw: RedrawMode = .displayLink) -> PipelineConfiguration {
        PipelineConfiguration(
            name: "child", geometry: .incremental, redraw: redraw, external: ExternalPipelineSpec(arguments: ["/bin/sh", "-c", script], protocolVersion: 1)
        )
    }

    /// Every sample's lag in `record` (`RunMeasure`), seconds; nil when never shown.
    static func lags(_ record: SimulationRecord) -> [Double?] {
        RunMeasure.measure(record, trace: trace, truth: TruthPaths(trace), seed: 1, metrics: .builtIn).rows.lags
    }

    static func simulate(_ configuration: PipelineConfiguration, cost: some CostSource, timing: ExternalTiming) throws -> SimulationRecord {
        let pipeline = try ExternalPipeline(configuration: configuration, profile: trace.header.profile, timing: timing)
        let record = try #require(try PlatformSimulator.run(trace: trace, configuration: configuration, cost: cost, handler: pipeline, predictor: nil))
        try pipeline.finish()
        return record
    }

    @Test("a child answering {} shows every sample exactly when the built-in pipeline at zero cost does")
    func emptyRepliesGiveTheZeroCostLag() throws {
        let builtIn = PlatformSimulator.run(
            trace: Self.trace, configuration: PipelineConfiguration(name: "built-in", geometry: .incremental), cost: ConstantCost.zero,
            renderer: ExternalHandlerRenderer(name: "none"), predictor: nil
        )
        let empty = try Self.simulate(Self.external("while IFS= read -r line; do echo '{}'; done"), cost: ConstantCost.zero, timing: .roundTrip)
        let lags = Self.lags(empty)
        #expect(lags == Self.lags(builtIn))
        // Closed form: sample j is available at (j + ½)/240 s, taken by the callback at the next
        // vsync V_k = k/60 and shown one compositor frame after the next one: V_{k+2}.
        for (j, sample) in Self.trace.samples.enumerated() {
            let k = Int(((Double(j) + 0.5) / 4).rounded(.up))
            #expect(abs(try #require(lags[j]) - (Double(k + 2) / 60 - sample.timestamp)) < 1e-9, "sample \(j)")
        }
        #expect(empty.frames.map(\.presentation) == builtIn.frames.map(\.presentation))
        #expect(empty.frames.map(\.tip) == builtIn.frames.map(\.tip), "with no tip reported, the ink ends at the newest sample, as the built-in straight pipeline's does")
        #expect(empty.frames.map(\.tipTime) == builtIn.frames.map(\.tipTime))
        #expect(empty.callbacks.map(\.samplesEntered) == builtIn.callbacks.map(\.samplesEntered))
        #expect(empty.callbacks.allSatisfy { !$0.isDeferred })
    }

    /// A child reporting handler_us 20000 (20 ms = 1.2 T with T = 1/60 s) and no render time, on
    /// `display-link` (render cost 0, right after the callback). Hand derivation: the first
    /// sample is available at T/8, so callback 0 runs at V₁ = T; each keeps the main thread 1.2 T
    /// and input is always waiting, so callback m starts at s_m = (1 + 1.2 m) T — every fifth one
    /// exactly on a vsync. The last sample (59.875 T) is after s₄₉ = 59.8 T, so callback 50 at
    /// 61 T takes it: 51 callbacks, all but the first deferred (each was due at the vsync after
    /// the previous one started): 50. Callback m = 5q + r runs in frame ⌊s_m/T⌋ and its render
    /// ends at s_{m+1}, committed for the first vsync at or after it: 3, 4, 5, 6, 7 (+ 6q) — every
    /// frame late. Input waits at every vsync from V₂ to V₆₃ (62 counted); the vsyncs without a
    /// new frame are 2, 8, 14, …, 62: 11 missed frames.
    @Test("a child reporting 20 ms per callback on 60 Hz defers 50 of 51 callbacks and misses 11 of 62 frames")
    func twentyMillisecondsPerCallback() throws {
        let record = try Self.simulate(
            Self.external("while IFS= read -r line; do echo '{\"handler_us\":20000}'; done"), cost: ReportedCost(), timing: .reported
        )
        #expect(record.callbacks.allSatisfy { $0.handlerCost == 0.02 && $0.renderCost == 0 })
        #expect(record.callbacks.count == 51)
        #expect(record.callbacks.filter(\.isDeferred).count == 50)
        #expect(record.frames.count == 51)
        #expect(record.frames.allSatisfy { $0.isLate })
        let expectedCommits = (0...50).map { m in [3, 4, 5, 6, 7][m % 5] + 6 * (m / 5) }
        #expect(record.frames.map(\.commitVsync) == expectedCommits)
        let missed = RunMeasure.missedFrameStretches(record, trace: Self.trace).flatMap { Array($0) }
        #expect(missed == Array(stride(from: 2, through: 62, by: 6)))
        let metrics = RunMeasure.measure(record, trace: Self.trace, truth: TruthPaths(Self.trace), seed: 1, metrics: .builtIn).metrics
        #expect(metrics.missedFrames == CountAndRate(count: 11, of: 62), "V₂ to V₆₃ counted")
    }

    @Test("reported costs need handler_us in every reply: the run stops at the first callback without it")
    func reportedWithoutDurations() throws {
        let configuration = Self.external("while IFS= read -r line; do echo '{}'; done")
        let pipeline = try ExternalPipeline(configuration: configuration, profile: Self.trace.header.profile, timing: .reported)
        #expect(throws: ExternalProcessError(
            configuration: "child", callback: 0, problem: .invalidReply("no 'handler_us', which --cost reported needs in every reply")
        )) {
            try PlatformSimulator.run(trace: Self.trace, configuration: configuration, cost: ReportedCost(), handler: pipeline, predictor: nil)
        }
    }

    @Test("what the reply reports: counters, the dirty area as pixels to redraw, the drawn tip")
    func reportedWork() throws {
        let reply = #"{"points_produced":2,"points_recomputed":5,"dirty":{"x":1,"y":2,"width":3,"height":4},"tip":{"touch":1,"x":7.5,"y":8.5,"t":0.25,"predicted":true}}"#
        let record = try Self.simulate(Self.external("while IFS= read -r line; do echo '\(reply)'; done"), cost: ConstantCost.zero, timing: .roundTrip)
        #expect(record.callbacks.allSatisfy { $0.pointsRecomputed == 5 })
        let scale = Self.trace.header.profile.pixelScale
        #expect(record.frames.allSatisfy { $0.work == RenderWork(pixelsComposited: 2 * Int((3 * scale).rounded(.up) * (4 * scale).rounded(.up)), elementsStroked: 2) })
        #expect(record.frames.allSatisfy { $0.tip == Point(x: 7.5, y: 8.5) && $0.tipReportedTime == 0.25 && $0.tipIsPredicted })
        let newest = record.frames.map { frame in Self.trace.samples.last { $0.timestamp <= frame.renderStart }?.timestamp }
        #expect(record.frames.map(\.tipTime) == newest, "the drawn tip carries the newest delivered sample's time, not the reported one")
        #expect(record.callbacks.dropFirst().allSatisfy { $0.pointsInStroke > 0 })
    }

    /// The child draws its tip at x = 150 pt — where the pen was at 0.25 s — and reports a time
    /// for it that differs between the two runs by 6.3 ms (the 27.0 vs 33.3 ms of a smoothed
    /// tip reported two ways). Effective lag follows the drawn position: every measured frame
    /// reads presentation − 0.25 s in both runs, and the reported times stay in their own field.
    @Test("the same drawn ink with two different reported tip times has the same effective lag: presentation − 0.25 s")
    func effectiveLagIgnoresTheReportedTipTime() throws {
        func run(reportedTime: Double) throws -> (SimulationRecord, [TipMeasure]) {
            let reply = #"{"points_produced":1,"tip":{"touch":1,"x":150,"y":100,"t":\#(reportedTime),"predicted":false}}"#
            let record = try Self.simulate(Self.external("while IFS= read -r line; do echo '\(reply)'; done"), cost: ConstantCost.zero, timing: .roundTrip)
            return (record, RunMeasure.measure(record, trace: Self.trace, truth: TruthPaths(Self.trace), seed: 1, metrics: .builtIn).rows.tips)
        }
        let (early, earlyTips) = try run(reportedTime: 0.25 - 0.0333)
        let (late, lateTips) = try run(reportedTime: 0.25 - 0.027)
        #expect(earlyTips.count > 30)
        #expect(earlyTips == lateTips)
        for tip in earlyTips {
            #expect(abs(tip.effectiveLag - (tip.presentation - 0.25)) < 1e-9, "frame \(tip.frame): \(tip.effectiveLag)")
        }
        #expect(early.frames.allSatisfy { $0.tipReportedTime == 0.25 - 0.0333 })
        #expect(late.frames.allSatisfy { $0.tipReportedTime == 0.25 - 0.027 })
    }
}
