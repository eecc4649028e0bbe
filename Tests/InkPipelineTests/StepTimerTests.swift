import Foundation
import InkPipeline
import Testing

/// The step timer: CPU time that does not count time the thread spent not running, and disturbed
/// steps flagged.
@Suite("StepTimer: thread CPU time, wall time and disturbed steps")
struct StepTimerTests {
    @Test("on the monotonic clock a step's CPU time is its wall time and it is never disturbed")
    func monotonicOnly() {
        let timer = StepTimer(clock: .monotonic)
        let timing = timer.stop(timer.start())
        #expect(timing.cpuNanoseconds == timing.wallNanoseconds && !timing.isDisturbed)
        #expect(timing.nanoseconds(on: .threadCPU) == timing.wallNanoseconds)
    }

    @Test("a step that sleeps 20 ms takes 20 ms of wall time, almost no CPU time, and is flagged as disturbed")
    func sleepingIsNotCPUTime() throws {
        #if os(Linux)
        let timer = StepTimer(clock: .threadCPU)
        let start = timer.start()
        usleep(20_000)
        let timing = timer.stop(start)
        #expect(timing.wallNanoseconds >= 20_000_000)
        #expect(timing.cpuNanoseconds < 5_000_000, "sleeping uses no CPU: \(timing.cpuNanoseconds) ns")
        #expect(timing.isDisturbed, "20 ms passed outside the thread's CPU time")
        #expect(timing.nanoseconds(on: .threadCPU) == timing.cpuNanoseconds && timing.nanoseconds(on: .monotonic) == timing.wallNanoseconds)
        #endif
    }

    @Test("a step that computes for 3 ms of CPU time measures at least that, and its overhead is a small positive time")
    func computingIsCPUTime() {
        #if os(Linux)
        let timer = StepTimer(clock: .threadCPU)
        let start = timer.start()
        let begin = ThreadCPUClock.now()
        var x = 1.0
        while ThreadCPUClock.now() &- begin < 3_000_000 { x = x * 1.000001 + 1e-9 }
        let timing = timer.stop(start)
        #expect(x > 1)
        #expect(timing.cpuNanoseconds >= 3_000_000 && timing.cpuNanoseconds <= timing.wallNanoseconds + StepTimer.unaccountedLimitNanoseconds)
        let overhead = timer.overhead(samples: 1_001)
        #expect(overhead.cpuNanoseconds > 0 && overhead.cpuNanoseconds < 1_000_000 && !overhead.isDisturbed)
        #endif
    }
}
