import InkPipeline

/// `RunSettings.maxSeconds` (`--max-seconds` of `inkbench run`): the wall time (this machine's
/// monotonic clock) the whole run may take, from its start.
package struct RunTimeLimit {
    /// When the run started, monotonic nanoseconds.
    package let start: UInt64
    /// The limit, seconds.
    package let seconds: Double

    /// A limit of `seconds` from `start` (monotonic nanoseconds).
    package init(start: UInt64, seconds: Double) {
        self.start = start
        self.seconds = seconds
    }

    /// When the run must stop, monotonic nanoseconds.
    package var deadline: UInt64 { start &+ UInt64(min(seconds * 1e9, Double(UInt64.max / 2))) }

    /// Seconds since the start.
    package var elapsedSeconds: Double { Double(MonotonicClock.now() &- start) / 1e9 }

    /// True once the deadline has passed.
    package var isPassed: Bool { MonotonicClock.now() >= deadline }

    /// The one-line failure of a run stopped at the limit while simulating `configuration` on
    /// `input`: nothing is written, so no partial numbers are ever presented as complete.
    package func exceeded(configuration: String, input: String) -> RunError {
        RunError(
            "the run passed --max-seconds \(RunTimeFormat.number(seconds)) while simulating '\(configuration)' on \(input); "
                + "stopped, nothing written (raise --max-seconds or use a shorter trace)"
        )
    }
}
