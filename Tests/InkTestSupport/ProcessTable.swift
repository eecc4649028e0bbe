import Foundation

/// The processes of this machine as /proc shows them, for tests that check that no child is
/// left behind. /proc files report a size of 0, so they are read with `read` to their end.
public enum ProcessTable {
    /// One process: its id, state letter (`R`, `S`, `Z`, …), process group and command line
    /// (arguments joined by spaces).
    public struct Entry: Sendable {
        public var id: pid_t
        public var state: Character
        public var group: pid_t
        public var commandLine: String
    }

    /// Every process readable now.
    public static func entries() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> Entry? in
            guard let id = pid_t(name), let stat = contents("/proc/\(name)/stat"), let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, let state = fields[0].first, let group = pid_t(fields[2]) else { return nil }
            let commandLine = contents("/proc/\(name)/cmdline")?.replacingOccurrences(of: "\u{0}", with: " ") ?? ""
            return Entry(id: id, state: state, group: group, commandLine: commandLine)
        }
    }

    /// Living (not zombie) processes whose command line contains `marker`.
    public static func living(containing marker: String) -> [Entry] {
        entries().filter { $0.state != "Z" && $0.commandLine.contains(marker) }
    }

    /// Living (not zombie) members of process group `group`.
    public static func living(inGroup group: pid_t) -> [Entry] {
        entries().filter { $0.state != "Z" && $0.group == group }
    }

    private static func contents(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
