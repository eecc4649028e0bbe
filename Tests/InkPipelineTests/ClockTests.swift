import Testing
import InkPipeline

struct ClockTests {
    @Test func monotonicClockIsPositiveAndNeverGoesBack() {
        var previous = MonotonicClock.now()
        #expect(previous > 0)
        for _ in 0..<1000 {
            let now = MonotonicClock.now()
            #expect(now >= previous)
            previous = now
        }
    }

    @Test func overheadIsBelowAMillisecond() {
        let overhead = MonotonicClock.measureOverhead(samples: 101)
        #expect(overhead < 1_000_000)
    }

    @Test func threadCPUTimeIsPositiveAndGrowsWithWork() {
        let before = ThreadCPUClock.now()
        var sum = 0.0
        for index in 0..<100_000 { sum += Double(index).squareRoot() }
        let after = ThreadCPUClock.now()
        #expect(before > 0)
        #expect(after >= before)
        #expect(sum > 0)
    }
}
