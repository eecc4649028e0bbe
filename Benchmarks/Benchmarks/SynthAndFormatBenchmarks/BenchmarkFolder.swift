import Foundation

/// A folder under the system's temporary folder for files a benchmark writes, named when the
/// suite registers its benchmarks, made by a benchmark's setup and removed by its teardown.
struct BenchmarkFolder: Sendable {
    /// Absolute path of the folder.
    let path: String

    /// `name` is made unique per benchmark process with the process id.
    init(name: String) {
        path = NSTemporaryDirectory() + "/\(name)-\(ProcessInfo.processInfo.processIdentifier)"
    }

    /// The path of `name` inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Makes the folder (and missing parents); nothing happens if it exists.
    func create() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Removes the folder and everything in it; nothing happens if it is already gone.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
