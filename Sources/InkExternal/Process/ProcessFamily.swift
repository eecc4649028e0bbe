import Foundation
import Synchronization

/// Everything an external process started, so that ending it ends them too — also a grandchild
/// that left the process group and session (`setsid`) or outlived its parent. Every child
/// InkBench starts carries `INKBENCH_PROCESS_FAMILY=<inkbench's pid>-<n>` in its environment,
/// which the processes it starts inherit; ending the child kills its process group, every
/// descendant found through the parent links of `/proc`, and every process whose environment
/// holds its mark, in rounds until none is left. Linux only (`/proc`); elsewhere ending a child
/// kills its process group.
enum ProcessFamily {
    /// The environment variable that marks a child and its descendants.
    static let variable = "INKBENCH_PROCESS_FAMILY"

    private static let counter = Mutex(0)

    /// A mark no other child of this process has.
    static func newMark() -> String {
        let number = counter.withLock { value in
            value += 1
            return value
        }
        return "\(getpid())-\(number)"
    }

    /// `environment` (`NAME=value` entries) with `variable` set to `mark`.
    static func environment(_ environment: [String], marked mark: String) -> [String] {
        environment.filter { !$0.hasPrefix(variable + "=") } + ["\(variable)=\(mark)"]
    }

    /// Living processes descended from `root` (nil once it has been reaped: its id may be
    /// another process's by then) or carrying `mark`, not this process.
    static func members(of root: pid_t?, marked mark: String) -> [pid_t] {
        #if os(Linux)
        let table = processes()
        var children: [pid_t: [pid_t]] = [:]
        for process in table { children[process.parent, default: []].append(process.id) }
        var found: Set<pid_t> = []
        var pending = root.flatMap { children[$0] } ?? []
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += children[next] ?? []
        }
        let marker = Array("\(variable)=\(mark)".utf8)
        for process in table where !found.contains(process.id) && process.id != root && environment(of: process.id, contains: marker) {
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
    static func end(_ known: [pid_t], root: pid_t?, marked mark: String) {
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

    #if os(Linux)
    private struct Entry {
        var id: pid_t
        var parent: pid_t
    }

    /// Every readable process that is not a zombie, with its parent.
    private static func processes() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name in
            guard let id = pid_t(name), let stat = contents("/proc/\(name)/stat"), let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
            let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
            guard fields.count > 1, fields[0].first != UInt8(ascii: "Z"), let parent = pid_t(String(decoding: fields[1], as: UTF8.self)) else { return nil }
            return Entry(id: id, parent: parent)
        }
    }

    private static func environment(of process: pid_t, contains marker: [UInt8]) -> Bool {
        guard let bytes = contents("/proc/\(process)/environ") else { return false }
        return bytes.split(separator: 0).contains { $0.elementsEqual(marker) }
    }

    /// The bytes of a /proc file (which reports a size of 0, so it is read to its end).
    private static func contents(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
        }
    }
    #endif
}
