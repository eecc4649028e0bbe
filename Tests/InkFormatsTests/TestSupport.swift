import Foundation
import InkModel

/// A fresh empty folder under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/inkformats-tests-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: made)
    }

    func file(_ name: String) -> String { path + "/" + name }

    /// The names of the files in the folder, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func write(_ text: String, to name: String) throws -> String {
        let destination = file(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: destination))
        return destination
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The median of `values` (upper median for even counts).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Intervals between consecutive samples of the same touch, seconds.
func sampleIntervals(_ trace: Trace) -> [Double] {
    zip(trace.samples, trace.samples.dropFirst()).compactMap { previous, next in
        previous.touchID == next.touchID ? next.timestamp - previous.timestamp : nil
    }
}
