#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock time from `clock_gettime(CLOCK_MONOTONIC)`, in nanoseconds (~30 ns a read on the
/// reference machines), for timing callbacks.
public enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point.
    @inline(__always)
    public static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// The cost of one timing (two back-to-back reads' difference), nanoseconds: the median of
    /// `samples` measurements. Every timed callback includes it once.
    public static func measureOverhead(samples: Int = 10_001) -> UInt64 {
        var differences: [UInt64] = []
        differences.reserveCapacity(samples)
        for _ in 0..<max(samples, 1) {
            let start = now()
            let end = now()
            differences.append(end &- start)
        }
        differences.sort()
        return differences[differences.count / 2]
    }
}
