import Foundation

/// A folder of read-only test inputs owned by this test process: `PREFIX-PID` in the temporary
/// folder. A parameterized suite has no point after its last case to remove it, so each new
/// folder's creation first removes the folders of the same prefix whose process has ended.
public enum FixtureFolder {
    /// A new, empty `PREFIX-PID` folder, after removing the stale ones of `prefix`.
    public static func fresh(prefix: String) throws -> URL {
        let temporary = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(prefix) {
            if let owner = Int32(name.dropFirst(prefix.count)), kill(owner, 0) != 0 {
                try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
            }
        }
        let folder = temporary.appendingPathComponent(prefix + "\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
