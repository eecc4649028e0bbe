import Foundation

/// The wall clock (`CLOCK_REALTIME`) against the monotonic clock the replay schedules by and
/// Chromium traces with: the protocol takes an input event's generation time as seconds since
/// 1970, the trace reports it in monotonic microseconds.
enum WallClock {
    /// `CLOCK_REALTIME − CLOCK_MONOTONIC`, nanoseconds: the narrowest of a few bracketed reads.
    static func offsetFromMonotonic() -> Double {
        var best: (width: Int64, offset: Double) = (.max, 0)
        for _ in 0..<16 {
            let before = read(CLOCK_MONOTONIC)
            let wall = read(CLOCK_REALTIME)
            let after = read(CLOCK_MONOTONIC)
            let width = after - before
            if width < best.width { best = (width, Double(wall) - (Double(before) + Double(after)) / 2) }
        }
        return best.offset
    }

    private static func read(_ clock: clockid_t) -> Int64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
