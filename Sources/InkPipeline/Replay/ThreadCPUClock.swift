#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time the calling thread has used (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`), in
/// nanoseconds. Expensive (~0.8 µs a read on the benchmark machines): read it per run, not per event.
package enum ThreadCPUClock {
    /// CPU time used by this thread so far, nanoseconds.
    package static func now() -> UInt64 {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
