import Foundation
@testable import InkFormats
import InkIO
import Testing

@Suite("Output folders: created, locked against a second writer, cleared of stale temporary files")
struct OutputFolderTests {
    @Test("the owner of a temporary file is read from its name; other names have none")
    func owners() {
        #expect(OutputFolder.owner(ofTemporaryFile: ".report.json.inkbench-tmp-4242-0") == 4242)
        #expect(OutputFolder.owner(ofTemporaryFile: ".a.inkbench-tmp-b.inkbench-tmp-17-3") == 17)
        for name in ["report.json", ".report.json.inkbench-tmp-x-0", ".r.inkbench-tmp-12", ".r.inkbench-tmp-0-1", "r.inkbench-tmp-5-0", ".r.inkbench-tmp-5-0-1"] {
            #expect(OutputFolder.owner(ofTemporaryFile: name) == nil, "\(name)")
        }
    }

    @Test("a second lock on a locked folder fails with one line; after the first is released it succeeds")
    func lock() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report/sub")
        var first: OutputFolder? = try OutputFolder(path)
        #expect(first?.path == path)
        #expect(throws: FileWriteError(path: path, message: "another inkbench is writing into this folder; wait for it to finish or choose another output folder")) {
            _ = try OutputFolder(path)
        }
        first = nil
        _ = try OutputFolder(path)
    }

    @Test("a file where the folder should be is one line naming it")
    func fileInTheWay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try AtomicFileWriter.write("x", to: folder.file("taken"))
        #expect(throws: FileWriteError(path: folder.file("taken"), message: "exists and is not a folder")) { _ = try OutputFolder(folder.file("taken")) }
        let inside = folder.path.replacingOccurrences(of: "//", with: "/") + "/taken"
        #expect(throws: FileWriteError(path: inside + "/sub", message: "\(inside) exists and is not a folder")) {
            _ = try OutputFolder(inside + "/sub")
        }
    }

    @Test("a destination name near the 255-byte limit gets a temporary file with a shortened name")
    func longNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let name = String(repeating: "é", count: 120) + ".txt"
        try AtomicFileWriter.write("long\n", to: folder.file(name))
        #expect(try folder.contents() == [name])
        #expect(AtomicFileWriter.temporaryStem(name).utf8.count == 200)
        #expect(AtomicFileWriter.temporaryStem("short") == "short")
    }
}
