import InkMetrics
import InkModel
import InkPipeline
import InkSim
import InkTestSupport
import Testing

/// The lag budget (`LagBudget`): the mean of each stage from touch to display, cut at the
/// simulator's own boundaries, adds up to the mean lag and reproduces the closed forms.
struct LagBudgetTests {
    /// Two strokes at constant velocity, 240 Hz, on a 60 Hz display with 7.3 ms input latency,
    /// one compositor frame and 2 ms scan-out.
    static let profile: DeviceProfile = {
        var profile = HandTraces.profile(inputLatency: 0.0073)
        profile.scanoutLatency = 0.002
        return profile
    }()
    static let trace = HandTraces.regularStrokes([(start: 0, count: 240, phase: 0.5), (start: 1.5, count: 120, phase: 0.25)], profile: profile)

    static func measure(_ redraw: RedrawMode, cost: some CostSource) throws -> SimulationMetrics {
        let configuration = PipelineConfiguration(name: "budget", geometry: .incremental, redraw: redraw)
        let record = PlatformSimulator.run(trace: trace, configuration: configuration, cost: cost, renderer: ElementCountRenderer(), predictor: nil)
        return WholeRecord(record, trace: trace).metrics
    }

    static func expectAddsUp(_ budget: LagBudget, to metrics: SimulationMetrics) throws {
        let mean = try #require(metrics.lag.mean)
        #expect(abs(budget.total - mean) < 1e-9, "stages add up to \(budget.total), mean lag \(mean)")
        for stage in LagBudget.stages { #expect(budget[keyPath: stage.value] >= -1e-12, "\(stage.key) is negative") }
    }

    @Test(arguments: [RedrawMode.displayLink, .immediate, .frontBuffer])
    func aZeroCostPipelineSpendsTheLagOnThePlatform(redraw: RedrawMode) throws {
        let metrics = try Self.measure(redraw, cost: ConstantCost.zero)
        let budget = try #require(metrics.lagBudget)
        try Self.expectAddsUp(budget, to: metrics)
        #expect(budget.handler == 0 && budget.render == 0)
        #expect(abs(budget.digitizer - 0.0073) < 1e-12)
        if redraw == .frontBuffer {
            #expect(budget.compositor == 0)
        } else {
            // Rendered in the callback's frame at its vsync, committed for the next one and shown
            // one compositor frame later: the compositor stage is two frame periods.
            #expect(abs(budget.compositor - 2.0 / 60) < 1e-9)
            #expect(abs(budget.scanout - 0.002) < 1e-12)
        }
    }

    @Test(arguments: [RedrawMode.displayLink, .immediate])
    func aKnownCostPerCallbackIsTheHandlerStage(redraw: RedrawMode) throws {
        let metrics = try Self.measure(redraw, cost: ConstantCost(callback: 0.003, render: 0.001))
        let budget = try #require(metrics.lagBudget)
        try Self.expectAddsUp(budget, to: metrics)
        #expect(abs(budget.handler - 0.003) < 1e-12)
        #expect(abs(budget.render - 0.001) < 1e-12)
        #expect(abs(budget.digitizer - 0.0073) < 1e-12)
    }

    /// A callback of 1.5 frames defers callbacks and makes every frame late: the stages still add
    /// up to the mean lag, and the deferrals show as waiting for the callback — callbacks come
    /// every 1.5 frames instead of every frame, so a sample waits about 0.75 of a frame for one
    /// on average instead of 0.5.
    @Test func deferredCallbacksStillAddUp() throws {
        let slow = try Self.measure(.immediate, cost: ConstantCost(callback: 1.5 / 60))
        let fast = try Self.measure(.immediate, cost: ConstantCost.zero)
        let budget = try #require(slow.lagBudget), floor = try #require(fast.lagBudget)
        try Self.expectAddsUp(budget, to: slow)
        #expect(abs(budget.handler - 1.5 / 60) < 1e-12)
        #expect(budget.waitForCallback - floor.waitForCallback > 0.2 / 60, "waits \(budget.waitForCallback) s, floor \(floor.waitForCallback) s")
    }
}
