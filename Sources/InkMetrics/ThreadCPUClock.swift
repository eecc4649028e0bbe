#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time the calling thread has used (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`), in
/// nanoseconds. Expensive (~0.8 µs a read on the benchmark machines): read it per run, not per event.
public enum ThreadCPUClock {
    /// CPU time used by this thread so far, nanoseconds.
    public static func now() -> UInt64 {
        readClock(CLOCK_THREAD_CPUTIME_ID)
    }
}
