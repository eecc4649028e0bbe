import Foundation
import Synchronization

extension ExternalProcess {
    /// The three pipes of a child: its standard input, output and error.
    struct ChildPipes {
        /// Our write end of the child's standard input.
        var input: Int32
        /// Our read end of the child's standard output.
        var output: Int32
        /// Our read end of the child's standard error.
        var errorOutput: Int32
    }

    /// Starts `command` (program looked up on `PATH`, no shell) as the leader of a new process
    /// group, with its standard input, output and error on pipes whose other ends are returned
    /// (non-blocking, close-on-exec). The child starts with no signal blocked and the usual
    /// dispositions for the signals InkBench ignores or blocks.
    /// Its environment is InkBench's with `ProcessFamily.variable` set to `mark`.
    static func spawn(_ command: ExternalCommand, mark: String) throws(SpawnFailure) -> (process: pid_t, pipes: ChildPipes) {
        ignoreBrokenPipes
        // Glibc's pipe2 is not imported, so close-on-exec is set after pipe(): the lock keeps
        // another of our spawns from starting a child in between that would inherit these ends.
        return try spawnLock.withLock { _ throws(SpawnFailure) in try spawnLocked(command, mark: mark) }
    }

    private static let spawnLock = Mutex(())

    private static func spawnLocked(_ command: ExternalCommand, mark: String) throws(SpawnFailure) -> (process: pid_t, pipes: ChildPipes) {
        var ends: [Int32] = []
        defer { for end in ends where end >= 0 { close(end) } }
        for _ in 0..<3 {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else { throw SpawnFailure(reason: "cannot make a pipe: \(String(cString: strerror(errno)))") }
            ends += pair
            for end in pair { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        // ends: [stdin read, stdin write, stdout read, stdout write, stderr read, stderr write]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_adddup2(&actions, ends[3], 1)
        posix_spawn_file_actions_adddup2(&actions, ends[5], 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGXFSZ, SIGHUP, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv: [UnsafeMutablePointer<CChar>?] = command.arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var inherited: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            inherited.append(String(cString: pointer))
            entry += 1
        }
        let environment: [UnsafeMutablePointer<CChar>?] = ProcessFamily.environment(inherited, marked: mark).map { strdup($0) } + [nil]
        defer { for variable in environment { free(variable) } }
        var process: pid_t = 0
        let status = posix_spawnp(&process, command.program, &actions, &attributes, argv, environment)
        guard status == 0 else { throw SpawnFailure(reason: String(cString: strerror(status))) }
        for index in [0, 3, 5] {
            close(ends[index])
            ends[index] = -1
        }
        let pipes = ChildPipes(input: ends[1], output: ends[2], errorOutput: ends[4])
        for end in [pipes.input, pipes.output, pipes.errorOutput] {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        ends = []
        return (process, pipes)
    }

    /// A write to a process that has exited fails with EPIPE instead of ending InkBench: set once,
    /// before the first child starts.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// Why a program could not be started: the system's reason.
    struct SpawnFailure: Error {
        var reason: String
    }
}

/// The monotonic clock, nanoseconds.
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}
