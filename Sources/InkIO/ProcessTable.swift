import Foundation

/// The processes of this machine as `/proc` shows them (Linux; elsewhere none). `/proc` files
/// report a size of 0, so they are read with `read` to their end.
package enum ProcessTable {
    /// One process: its id, state letter (`R`, `S`, `Z`…), parent and process group.
    package struct Entry: Sendable {
        package var id: pid_t
        package var state: Character
        package var parent: pid_t
        package var group: pid_t

        /// True for a process that ended and waits to be reaped.
        package var isZombie: Bool { state == "Z" }
        /// Its arguments joined by spaces (empty when unreadable).
        package var commandLine: String {
            ProcessTable.contents("/proc/\(id)/cmdline").map { String(decoding: $0.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self) } ?? ""
        }
    }

    /// Every process readable now.
    package static func entries() -> [Entry] {
        #if os(Linux)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name in
            guard let id = pid_t(name), let stat = contents("/proc/\(name)/stat"), let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
            let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
            guard fields.count > 2, let state = fields[0].first, let parent = pid_t(String(decoding: fields[1], as: UTF8.self)),
                  let group = pid_t(String(decoding: fields[2], as: UTF8.self))
            else { return nil }
            return Entry(id: id, state: Character(Unicode.Scalar(state)), parent: parent, group: group)
        }
        #else
        return []
        #endif
    }

    /// Living (not zombie) processes whose command line contains `marker`.
    package static func living(containing marker: String) -> [Entry] {
        entries().filter { !$0.isZombie && $0.commandLine.contains(marker) }
    }

    /// Living (not zombie) members of process group `group`.
    package static func living(inGroup group: pid_t) -> [Entry] {
        entries().filter { !$0.isZombie && $0.group == group }
    }

    /// True when the environment of `process` holds the entry `entry` (`NAME=value` bytes).
    package static func environment(of process: pid_t, contains entry: [UInt8]) -> Bool {
        guard let bytes = contents("/proc/\(process)/environ") else { return false }
        return bytes.split(separator: 0).contains { $0.elementsEqual(entry) }
    }

    /// The bytes of a `/proc` file, read to its end; nil when it cannot be opened.
    static func contents(_ path: String) -> [UInt8]? {
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
}
