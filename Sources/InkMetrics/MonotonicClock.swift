#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's monotonic wall clock (`clock_gettime(CLOCK_MONOTONIC)`), in nanoseconds since an
/// arbitrary start. Cheap (~30 ns a read on the benchmark machines), so it may be read per event.
public enum MonotonicClock {
    /// Now, nanoseconds.
    @inline(__always)
    public static func now() -> UInt64 {
        readClock(CLOCK_MONOTONIC)
    }

    /// The cost of one read, nanoseconds: the median difference between `samples` pairs of
    /// back-to-back reads (at least one pair). State it beside timings made with this clock.
    public static func measureOverhead(samples: Int = 10_001) -> Double {
        let count = max(1, samples)
        var differences: [Double] = []
        differences.reserveCapacity(count)
        for _ in 0..<count {
            let first = now()
            let second = now()
            differences.append(Double(second &- first))
        }
        return DistributionSummary.exactPercentile(50, of: differences) ?? 0
    }
}

/// Reads `clock` (a POSIX clock id) in nanoseconds; 0 if the system refuses (it does not for these two clocks).
func readClock(_ clock: clockid_t) -> UInt64 {
    var time = timespec()
    guard clock_gettime(clock, &time) == 0 else { return 0 }
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}
