import Foundation

/// The CPU time another process has used, all its threads together, read through its CPU-time
/// clock (`clock_getcpuclockid`): nanoseconds, as precise as the thread CPU clock. It times what
/// a pipeline in another process computes for one callback without the time it spent waiting
/// for a CPU while other programs ran. Where the system has no such clock for another process,
/// `init` returns nil and callers fall back to wall time.
package struct ProcessCPUClock: Sendable {
    private let clock: clockid_t

    /// The CPU clock of the process `processID`, or nil when the system gives none.
    package init?(processID: pid_t) {
        var clock = clockid_t()
        guard clock_getcpuclockid(processID, &clock) == 0 else { return nil }
        var time = timespec()
        guard clock_gettime(clock, &time) == 0 else { return nil }
        self.clock = clock
    }

    /// CPU time the process has used so far, nanoseconds; nil once it has ended.
    package func now() -> UInt64? {
        var time = timespec()
        guard clock_gettime(clock, &time) == 0 else { return nil }
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}

extension ExternalProcess {
    /// The process's CPU clock, or nil where the system gives none.
    package var cpuClock: ProcessCPUClock? { ProcessCPUClock(processID: processID) }
}
