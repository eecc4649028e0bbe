import InkPipeline

/// `--max-seconds` of `inkbench run`: the wall time (this machine's monotonic clock) the whole
/// run may take, from its start.
struct RunTimeLimit {
    /// When the run started, monotonic nanoseconds.
    let start: UInt64
    /// The limit, seconds.
    let seconds: Double

    /// When the run must stop, monotonic nanoseconds.
    var deadline: UInt64 { start &+ UInt64(min(seconds * 1e9, Double(UInt64.max / 2))) }

    /// Seconds since the start.
    var elapsedSeconds: Double { Double(MonotonicClock.now() &- start) / 1e9 }

    /// True once the deadline has passed.
    var isPassed: Bool { MonotonicClock.now() >= deadline }

    /// The one-line failure of a run stopped at the limit while simulating `configuration` on
    /// `input`: nothing is written, so no partial numbers are ever presented as complete.
    func exceeded(configuration: String, input: String) -> CommandFailure {
        CommandFailure(
            "the run passed --max-seconds \(RunTimeFormat.number(seconds)) while simulating '\(configuration)' on \(input); "
                + "stopped, nothing written (raise --max-seconds or use a shorter trace)"
        )
    }
}
