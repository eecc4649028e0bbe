import InkMetrics
import InkModel
import InkPipeline
import InkSim
import InkTestSupport
import Testing

/// Front-buffer drawing skips the compositor: the ink shows when scan-out passes the tip's row.
struct FrontBufferTests {
    @Test func zeroCostInkShowsWhenScanOutReachesTheTipRow() throws {
        let trace = HandTraces.regularStrokes([(start: 0, count: 120, phase: 0.5)])
        let profile = trace.header.profile
        let configuration = PipelineConfiguration(name: "front", geometry: .incremental, redraw: .frontBuffer)
        let record = PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: ConstantCost.zero,
            renderer: ElementCountRenderer(), predictor: nil
        )
        let period = 1 / profile.displayHz
        // Every tip of the hand-built stroke is at y = 100 points.
        let row = 100 / profile.canvasSize.height
        let lags = WholeRecord(record, trace: trace).lags
        for (index, sample) in trace.samples.enumerated() {
            let k = ClosedFormTimingTests.firstVsync(atOrAfter: sample.timestamp, hz: profile.displayHz)
            let expected = Double(k) * period + row * period - sample.timestamp
            let lag = try #require(lags[index])
            #expect(abs(lag - expected) < 1e-9, "sample \(index): \(lag) vs \(expected)")
        }
        #expect(record.frames.allSatisfy { !$0.isSuperseded && $0.tip?.y == 100 })
    }

    @Test func aCommitLeadMakesAFrameThatEndsTooCloseToTheVsyncLate() {
        let trace = HandTraces.regularStrokes([(start: 0, count: 120, phase: 0.5)])
        let profile = trace.header.profile
        let period = 1 / profile.displayHz
        let configuration = PipelineConfiguration(name: "link", geometry: .incremental, redraw: .displayLink)
        func lateFrames(lead: Double) -> Int {
            PlatformSimulator.run(
                trace: trace, configuration: configuration, cost: ConstantCost(callback: 0.3 * period, render: 0.3 * period),
                renderer: ElementCountRenderer(), predictor: nil,
                settings: SimulationSettings(commitLead: lead)
            ).frames.filter(\.isLate).count
        }
        #expect(lateFrames(lead: 0) == 0)
        #expect(lateFrames(lead: 0.5 * period) == 30)
    }
}
