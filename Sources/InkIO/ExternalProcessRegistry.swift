import Foundation
import Synchronization

/// The external processes running in this InkBench process (each the leader of its own process
/// group: external pipelines and predictors, and the gnuplot drawing a chart set), so that an
/// interrupted command can kill them all before it exits.
package enum ExternalProcessRegistry {
    /// Each running group, with the `ProcessFamily` mark of its descendants when it has one.
    private static let groups = Mutex<[pid_t: String]>([:])

    package static func add(_ group: pid_t, family: String? = nil) {
        groups.withLock { $0[group] = family ?? "" }
    }

    package static func remove(_ group: pid_t) {
        groups.withLock { _ = $0.removeValue(forKey: group) }
    }

    /// The process groups of the external processes still running (for tests and diagnostics).
    package static var running: Set<pid_t> {
        groups.withLock { Set($0.keys) }
    }

    /// Sends SIGKILL to every registered process group and every process descended from it or
    /// carrying its mark, without reaping (for a process about to exit: its children are then
    /// reaped by the system). Safe from any thread (not from a signal handler).
    package static func killAll() {
        groups.withLock { registered in
            for (group, mark) in registered {
                let family = mark.isEmpty ? [] : ProcessFamily.members(of: group, marked: mark)
                kill(-group, SIGKILL)
                for process in family { kill(process, SIGKILL) }
            }
        }
    }
}
