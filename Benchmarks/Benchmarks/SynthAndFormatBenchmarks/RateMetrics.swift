import Benchmark
import InkPipeline

/// Custom package-benchmark metrics for rates that the built-in `.throughput` (iterations per
/// second) cannot express: work items per second of wall-clock time, timed around exactly the
/// measured call with `MonotonicClock` (~30 ns a read, negligible beside calls of milliseconds).
enum RateMetrics {
    /// Trace samples (digitizer samples, not ground-truth points) produced per second.
    static let samplesPerSecond = BenchmarkMetric.custom("samples/s", polarity: .prefersLarger, useScalingFactor: false)
    /// Bytes of native trace text written or read per second (shown scaled: `M` is MB/s).
    static let bytesPerSecond = BenchmarkMetric.custom("bytes/s", polarity: .prefersLarger, useScalingFactor: false)

    /// Runs `body` once and returns its wall-clock time in nanoseconds (at least 1).
    static func nanoseconds(_ body: () throws -> Void) rethrows -> UInt64 {
        let start = MonotonicClock.now()
        try body()
        return max(1, MonotonicClock.now() &- start)
    }

    /// `count` items done in `nanoseconds`, as items per second.
    static func perSecond(_ count: Int, in nanoseconds: UInt64) -> Int {
        Int((Double(count) * 1e9 / Double(nanoseconds)).rounded())
    }
}
