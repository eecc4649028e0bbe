import InkModel
import Testing
@testable import InkMetrics

/// The sample rate of a quantised clock: a 240 Hz pen on UIKit's 1 ms clock is 240 Hz, although
/// its median interval is 4 ms (250 Hz).
struct SampleRateEstimateTests {
    /// `count` samples of one touch at exactly 240 Hz from `start` (s), each timestamp rounded to
    /// the millisecond as UIKit reports it; the samples at `lost` are left out.
    static func pencilStroke(start: Double, count: Int, lost: Set<Int> = []) -> [TouchSample] {
        (0..<count).filter { !lost.contains($0) }.map { index in
            let time = ((start + Double(index) / 240) * 1000).rounded() / 1000
            let phase: TouchPhase = index == 0 ? .began : index == count - 1 ? .ended : .moved
            return TouchSample(touchID: 1, timestamp: time, location: Point(x: Double(index), y: 0), type: .stylus, phase: phase)
        }
    }

    static func statistics(_ samples: [TouchSample]) -> TraceStatistics {
        TraceStatistics(trace: Trace(header: TraceHeader(profile: .ipadProPencil120, sourceKind: .synthesized, source: "test"), samples: samples))
    }

    /// 241 samples span exactly 1 s, and whatever the phase of the clock the rounded first and
    /// last timestamps are exactly 1 s apart: 240 intervals in 1 s.
    @Test(arguments: [0.0, 0.0004, 0.0021, 720_394.4093, 1_364_787_581.7897])
    func exact240HzOnAMillisecondClockIs240Hz(start: Double) throws {
        let samples = Self.pencilStroke(start: start, count: 241)
        let statistics = Self.statistics(samples)
        #expect(statistics.timestampQuantumSeconds == 0.001)
        let median = try #require(statistics.medianSampleIntervalSeconds)
        #expect(abs(median - 0.004) < 1e-6, "the median interval alone would say 250 Hz")
        let rate = try #require(statistics.sampleRateHz)
        #expect(abs(rate - 240) < 1e-3, "\(rate) Hz")
    }

    /// A lost report (an interval of two periods) is a gap: left out of both the count and the
    /// duration, where the mean interval would take it for slow reporting.
    @Test func aLostReportIsAGapNotASlowerRate() throws {
        let samples = Self.pencilStroke(start: 0.0013, count: 241, lost: [100])
        let gap = samples[100].timestamp - samples[99].timestamp
        #expect(gap >= 0.008 && gap <= 0.009)
        let span = samples[239].timestamp - samples[0].timestamp
        #expect(abs(span - 1) < 1e-9)
        let expected = 238 / (span - gap)
        let rate = try #require(Self.statistics(samples).sampleRateHz)
        #expect(abs(rate - expected) < 1e-9)
        #expect(abs(rate - 240) < 1.5)
        #expect(abs(239 / span - 240) > abs(rate - 240), "the mean interval is further off")
    }

    @Test func regularIntervalsAreCountedOverTheirDuration() throws {
        let cycle = [0.004, 0.004, 0.004, 0.004, 0.004, 0.005]
        let intervals = Array(repeating: cycle, count: 10).flatMap { $0 } + [0.008, 0.013]
        let rate = try #require(SampleRateEstimate.rate(intervals: intervals, quantum: 0.001))
        #expect(abs(rate - 60 / 0.25) < 1e-9)
        #expect(SampleRateEstimate.rate(intervals: [], quantum: 0.001) == nil)
        #expect(abs(SampleRateEstimate.rate(intervals: [0.008, 0.008, 0.016], quantum: nil)! - 125) < 1e-9)
    }

    /// The gap threshold is one and a half periods, widened by one clock step: with a 1 ms clock
    /// and a 1 ms median, 2 ms intervals (a period the clock rounded up) are not gaps.
    @Test func theGapThresholdAllowsOneClockStep() throws {
        #expect(abs(SampleRateEstimate.gapThreshold(median: 0.004, quantum: 0.001) - 0.007) < 1e-15)
        #expect(abs(SampleRateEstimate.gapThreshold(median: 0.004, quantum: nil) - 0.006) < 1e-15)
        let rate = try #require(SampleRateEstimate.rate(intervals: [0.001, 0.001, 0.001, 0.001, 0.002], quantum: 0.001))
        #expect(abs(rate - 5 / 0.006) < 1e-9)
    }
}
