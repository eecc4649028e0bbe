import Foundation
import Synchronization

/// The external processes running in this InkBench process (each the leader of its own process
/// group: external pipelines and predictors, and the gnuplot drawing a chart set), so that an
/// interrupted command can kill them all before it exits.
public enum ExternalProcessRegistry {
    private static let groups = Mutex<Set<pid_t>>([])

    package static func add(_ group: pid_t) {
        groups.withLock { _ = $0.insert(group) }
    }

    package static func remove(_ group: pid_t) {
        groups.withLock { _ = $0.remove(group) }
    }

    /// The process groups of the external processes still running (for tests and diagnostics).
    public static var running: Set<pid_t> {
        groups.withLock { $0 }
    }

    /// Sends SIGKILL to every registered process group, without reaping (for a process about to
    /// exit: its children are then reaped by the system). Safe from any thread.
    public static func killAll() {
        groups.withLock { registered in
            for group in registered { kill(-group, SIGKILL) }
        }
    }
}
