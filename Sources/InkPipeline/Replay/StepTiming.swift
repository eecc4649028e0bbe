/// Which clocks time the simulated steps of a run (`StepTimer`).
public enum StepClock: String, Hashable, Sendable, Codable {
    /// The monotonic clock only (about 30 ns a read): wall time. Enough for costs that ignore the
    /// time (modelled) and for durations reported from elsewhere.
    case monotonic
    /// The calling thread's CPU clock as well, with its involuntary context switches and CPU
    /// number: CPU time, which other programs' work on the machine does not inflate, and whether
    /// the step was disturbed. What measured costs price.
    case threadCPU = "thread-cpu"
}

/// How long one simulated step (a callback handler or a render) took on this machine, in
/// nanoseconds of each clock (`StepTimer`).
public struct StepTiming: Hashable, Sendable {
    /// Monotonic (wall) time of the step.
    package var wallNanoseconds: UInt64
    /// CPU time of the thread (or, for a pipeline in another process, of that process) during
    /// the step; the wall time when only the monotonic clock was read.
    package var cpuNanoseconds: UInt64
    /// Whether something else may have inflated the step: the thread was switched out by the
    /// scheduler, moved to another CPU, or wall time ran ahead of CPU time without a switch
    /// (`StepTimer.unaccountedLimitNanoseconds`).
    package var isDisturbed: Bool

    public init(wallNanoseconds: UInt64, cpuNanoseconds: UInt64, isDisturbed: Bool = false) {
        self.wallNanoseconds = wallNanoseconds
        self.cpuNanoseconds = cpuNanoseconds
        self.isDisturbed = isDisturbed
    }

    /// A step timed by the monotonic clock only (or a duration reported from elsewhere): its CPU
    /// time is taken to be its wall time.
    public init(wallNanoseconds: UInt64) {
        self.init(wallNanoseconds: wallNanoseconds, cpuNanoseconds: wallNanoseconds)
    }

    /// No time at all.
    public static let zero = StepTiming(wallNanoseconds: 0)

    /// The step's duration on `clock`: CPU time for `.threadCPU`, wall time for `.monotonic`.
    public func nanoseconds(on clock: StepClock) -> UInt64 {
        clock == .threadCPU ? cpuNanoseconds : wallNanoseconds
    }
}
