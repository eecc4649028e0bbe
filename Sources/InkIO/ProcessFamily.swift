import Foundation
import Synchronization

/// Everything an external process started, so that ending it ends them too — also a grandchild
/// that left the process group and session (`setsid`) or outlived its parent. Every child
/// InkBench starts carries `INKBENCH_PROCESS_FAMILY=<inkbench's pid>-<n>` in its environment,
/// which the processes it starts inherit; ending the child kills its process group, every
/// descendant found through the parent links of `/proc`, and every process whose environment
/// holds its mark, in rounds until none is left. Linux only (`/proc`); elsewhere ending a child
/// kills its process group.
package enum ProcessFamily {
    /// The environment variable that marks a child and its descendants.
    package static let variable = "INKBENCH_PROCESS_FAMILY"

    private static let counter = Mutex(0)

    /// A mark no other child of this process has.
    package static func newMark() -> String {
        let number = counter.withLock { value in
            value += 1
            return value
        }
        return "\(getpid())-\(number)"
    }

    /// `environment` (`NAME=value` entries) with `variable` set to `mark`.
    package static func environment(_ environment: [String], marked mark: String) -> [String] {
        environment.filter { !$0.hasPrefix(variable + "=") } + ["\(variable)=\(mark)"]
    }

    /// Living processes descended from `root` (nil once it has been reaped: its id may be
    /// another process's by then) or carrying `mark`, not this process.
    package static func members(of root: pid_t?, marked mark: String) -> [pid_t] {
        #if os(Linux)
        let table = ProcessTable.entries().filter { !$0.isZombie }
        var children: [pid_t: [pid_t]] = [:]
        for process in table { children[process.parent, default: []].append(process.id) }
        var found: Set<pid_t> = []
        var pending = root.flatMap { children[$0] } ?? []
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += children[next] ?? []
        }
        let marker = Array("\(variable)=\(mark)".utf8)
        for process in table where !found.contains(process.id) && process.id != root && ProcessTable.environment(of: process.id, contains: marker) {
            found.insert(process.id)
        }
        found.remove(getpid())
        return Array(found)
        #else
        return []
        #endif
    }

    /// Kills `known` and then whatever still carries `mark`, in up to five rounds, and reaps the
    /// ones that became this process's children.
    package static func end(_ known: [pid_t], root: pid_t?, marked mark: String) {
        var targets = known
        for _ in 0..<5 {
            guard !targets.isEmpty else { return }
            for process in targets {
                kill(process, SIGKILL)
                var status: Int32 = 0
                _ = waitpid(process, &status, WNOHANG)
            }
            targets = members(of: root, marked: mark)
        }
    }
}
