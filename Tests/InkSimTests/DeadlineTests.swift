import InkModel
import InkPipeline
import InkSim
import InkTestSupport
import Testing

@Suite("Simulator deadline: a run stops at a monotonic-clock deadline and returns nothing partial")
struct DeadlineTests {
    private static let trace = HandTraces.regularStrokes([(start: 0, count: 480, phase: 0.5)])
    private static let configuration = PipelineConfiguration(name: "incremental", geometry: .incremental)

    @Test("a deadline already passed stops the run: no record")
    func passedDeadlineStops() {
        let record = PlatformSimulator.run(
            trace: Self.trace, configuration: Self.configuration, cost: ConstantCost.zero, renderer: ElementCountRenderer(), predictor: nil, deadline: 0
        )
        #expect(record == nil)
    }

    @Test("a deadline never reached gives the same probes as a run without one")
    func distantDeadlineCompletes() throws {
        let bounded = try #require(PlatformSimulator.run(
            trace: Self.trace, configuration: Self.configuration, cost: ConstantCost(callback: 1e-3, render: 2e-3),
            renderer: ElementCountRenderer(), predictor: nil, deadline: .max
        ))
        let plain = PlatformSimulator.run(
            trace: Self.trace, configuration: Self.configuration, cost: ConstantCost(callback: 1e-3, render: 2e-3),
            renderer: ElementCountRenderer(), predictor: nil
        )
        #expect(bounded.callbacks.map(\.start) == plain.callbacks.map(\.start))
        #expect(bounded.frames.map(\.presentation) == plain.frames.map(\.presentation))
        #expect(bounded.sampleEntered == plain.sampleEntered)
    }
}
