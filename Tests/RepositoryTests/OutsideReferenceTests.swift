import Foundation
import InkTestSupport
import Testing

/// Nothing in the code, the help texts or the documentation cites a document that is not in the
/// repository: the design notes the project started from are not shipped, so a section number of
/// them means nothing to a reader.
struct OutsideReferenceTests {
    /// Split so that this file does not cite them itself.
    static let citations = ["DESIGN" + " §", "DESIGN" + ".md"]

    @Test func noFileCitesTheDesignNotes() throws {
        let root = SharedRecordings.packageRoot
        var citing: [String] = []
        for folder in ["Sources", "Tests", "docs", "scripts", "Benchmarks", "Fuzz", "Examples", "README.md"] {
            let url = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?.compactMap { $0 as? URL } ?? []
            for file in files + [url] {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                if Self.citations.contains(where: text.contains) { citing.append(String(file.path.dropFirst(root.path.count + 1))) }
            }
        }
        #expect(citing.isEmpty, "cite the design notes, which are not in the repository: \(citing.joined(separator: ", "))")
    }
}
