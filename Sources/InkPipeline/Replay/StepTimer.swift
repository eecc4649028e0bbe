#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times one simulated step (a callback handler or a render) with the clocks of `clock`.
///
/// With `.threadCPU` a step is bracketed, outermost first, by the thread's involuntary context
/// switches (`getrusage(RUSAGE_THREAD)`) and CPU number (`sched_getcpu`), the thread's CPU clock
/// (`CLOCK_THREAD_CPUTIME_ID`) and the monotonic clock, so each clock's window holds only the
/// reads inside it: the CPU time includes about one CPU-clock read (measured once per run by
/// `overhead(samples:)` and subtracted by `MeasuredCost`), the wall time two monotonic reads.
/// That bookkeeping costs four system calls a step (about 4 µs on the 2-core Linux machine of
/// the shipped calibration), paid on the wall clock outside both windows, so measured runs take a
/// little longer and modelled ones (`.monotonic`) nothing more.
package struct StepTimer: Sendable {
    package var clock: StepClock

    package init(clock: StepClock) {
        self.clock = clock
    }

    /// Wall time running ahead of CPU time by more than this, nanoseconds, in a step without a
    /// context switch marks it disturbed: the thread was not running although the scheduler did
    /// not switch it out (time stolen by the hypervisor, long interrupts).
    package static let unaccountedLimitNanoseconds: UInt64 = 50_000

    /// The clocks read when a step starts.
    package struct Start: Sendable {
        var wall: UInt64
        var cpu: UInt64
        var switches: Int
        var processor: Int32
    }

    /// Reads the clocks at the start of a step.
    @inline(__always)
    package func start() -> Start {
        guard clock == .threadCPU else { return Start(wall: MonotonicClock.now(), cpu: 0, switches: 0, processor: -1) }
        let switches = Self.involuntarySwitches()
        let processor = Self.currentProcessor()
        let cpu = ThreadCPUClock.now()
        return Start(wall: MonotonicClock.now(), cpu: cpu, switches: switches, processor: processor)
    }

    /// Reads the clocks at the end of the step begun at `start`.
    @inline(__always)
    package func stop(_ start: Start) -> StepTiming {
        let wallEnd = MonotonicClock.now()
        let wall = wallEnd &- start.wall
        guard clock == .threadCPU else { return StepTiming(wallNanoseconds: wall) }
        let cpu = ThreadCPUClock.now() &- start.cpu
        let processor = Self.currentProcessor()
        let switches = Self.involuntarySwitches()
        let disturbed = switches != start.switches || processor != start.processor || wall > cpu &+ Self.unaccountedLimitNanoseconds
        return StepTiming(wallNanoseconds: wall, cpuNanoseconds: cpu, isDisturbed: disturbed)
    }

    /// What timing an empty step costs on each clock: the median wall and CPU time of `samples`
    /// empty steps, nanoseconds (never disturbed). Every timed step includes it once.
    package func overhead(samples: Int = 10_001) -> StepTiming {
        var walls: [UInt64] = [], cpus: [UInt64] = []
        walls.reserveCapacity(samples)
        cpus.reserveCapacity(samples)
        for _ in 0..<max(samples, 1) {
            let timing = stop(start())
            walls.append(timing.wallNanoseconds)
            cpus.append(timing.cpuNanoseconds)
        }
        walls.sort()
        cpus.sort()
        return StepTiming(wallNanoseconds: walls[walls.count / 2], cpuNanoseconds: cpus[cpus.count / 2], isDisturbed: false)
    }

    /// Involuntary context switches of the calling thread so far (0 where unknown).
    @inline(__always)
    static func involuntarySwitches() -> Int {
        #if os(Linux)
        var usage = rusage()
        guard getrusage(threadUsage, &usage) == 0 else { return 0 }
        return usage.ru_nivcsw
        #else
        return 0
        #endif
    }

    /// The CPU the calling thread runs on (-1 where unknown).
    @inline(__always)
    static func currentProcessor() -> Int32 {
        currentCPU?() ?? -1
    }

    #if os(Linux)
    /// `RUSAGE_THREAD`, which Glibc's Swift overlay does not name.
    private static let threadUsage: Int32 = 1
    #endif

    /// `sched_getcpu`, looked up once (Glibc's Swift overlay does not declare it); nil where the C
    /// library has none.
    private static let currentCPU: (@convention(c) () -> Int32)? = {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getcpu") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) () -> Int32).self)
        #else
        return nil
        #endif
    }()
}
