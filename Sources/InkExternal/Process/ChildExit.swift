import Foundation

/// How a child process ended, from its `waitpid` status.
public enum ChildExit: Hashable, Sendable {
    /// It called `exit` with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)

    init(waitStatus status: Int32) {
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7F
        self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// True for `exit(0)`.
    package var isSuccess: Bool { self == .exited(0) }
}
