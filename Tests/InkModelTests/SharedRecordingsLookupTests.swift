import Foundation
import InkTestSupport
import Testing

/// The test support finds the package root from its own source file, whatever the working
/// folder, and the recordings folder from `INKBENCH_DATASETS` or beside the root.
struct SharedRecordingsLookupTests {
    @Test func thePackageRootHoldsTheManifestAndTheTestSupport() {
        let root = SharedRecordings.packageRoot
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/InkTestSupport/SharedRecordings.swift").path))
    }

    @Test func theFolderIsTheEnvironmentsOrBesideTheRoot() {
        let expected = ProcessInfo.processInfo.environment["INKBENCH_DATASETS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? SharedRecordings.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/datasets")
        #expect(SharedRecordings.folder.path == expected.standardizedFileURL.path)
        #expect(SharedRecordings.path("inkable/events.json") == SharedRecordings.folder.path + "/inkable/events.json")
        #expect(SharedRecordings.missing(["no-such-folder/no-such-file"]) == ["no-such-folder/no-such-file"])
    }
}
