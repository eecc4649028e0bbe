import Foundation
import InkModel
import InkPipeline
import InkSim
import Testing
@testable import InkWeb

/// The browser's frame grid laid on the trace's clock, and frames presented on swap.
struct BrowserClockTests {
    /// BeginFrames every 16 666 µs (numbered 40, 41, 43…) on a replay whose trace time 10 s was due
    /// at monotonic 5 s: the fit finds the interval, and on the shifted clock each BeginFrame
    /// falls on k × interval with k = sequence + offset.
    @Test func beginFramesLandOnTheGridOfTheShiftedClock() throws {
        let log = WebReplayLog(origin: 5_000_000_000, originTraceTime: 10, due: [], sent: [], timestamps: [], wallOffset: 0)
        let first = 5_003_210.0
        let frames = [40, 41, 43, 44, 50].map { (begin: first + Double($0 - 40) * 16_666 + ($0 == 43 ? 3 : 0), sequence: $0) }
        let (clock, residual) = try #require(BrowserClock.fit(frames: frames, log: log, generationOffset: 0))
        #expect(abs(clock.period - 0.016666) < 1e-7)
        #expect(residual < 5e-6)
        #expect(abs(clock.shift) <= clock.period / 2)
        for frame in frames where frame.sequence != 43 {
            let vsync = Double(clock.vsync(ofSequence: frame.sequence))
            #expect(abs(clock.time(frame.begin) - vsync * clock.period) < 1e-6)
        }
        // Trace time 10 s is monotonic 5 s exactly, before the shift.
        #expect(abs(clock.time(5_000_000) + clock.shift - 10) < 1e-9)
    }

    @Test func swapPresentationShowsEachFrameItsDelayAfterItsRender() {
        let samples = (0..<40).map { index -> TouchSample in
            let phase: TouchPhase = index == 0 ? .began : index == 39 ? .ended : .moved
            return TouchSample(touchID: 1, timestamp: Double(index) / 240, location: Point(x: Double(index), y: 5), type: .stylus, phase: phase)
        }
        let trace = Trace(header: TraceHeader(profile: .ipadPencil60, sourceKind: .native, source: "test"), samples: samples)
        var record = PlatformSimulator.run(
            trace: trace, configuration: PipelineConfiguration(name: "c", geometry: .incremental), cost: ConstantCost(callback: 0.002, render: 0.003),
            renderer: BlankFrameRenderer(), predictor: nil
        )
        SwapPresentation.apply(to: &record, delay: 0.001)
        #expect(!record.frames.isEmpty)
        for frame in record.frames {
            #expect(abs(frame.presentation - (frame.finish + 0.001)) < 1e-12)
            #expect(!frame.isSuperseded && frame.commitVsync == frame.frame + 1)
        }
    }
}
