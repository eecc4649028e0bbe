import Foundation
import InkFormats
import InkRecord
import InkTestSupport
import Testing

/// The recorder's store without a browser: numbering after the recordings already in the
/// folder, refused uploads leave nothing, and the recording limit.
@Suite struct RecordingStoreTests {
    static let upload = RecorderUploads.stroke

    @Test("numbers continue after the highest recording in the folder; the trace reads back")
    func numbering() async throws {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-store-")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("recording-007.inktrace"))
        try Data().write(to: folder.appendingPathComponent("recording-x.inktrace"))
        let store = try RecordingStore(folder: folder.path)
        let saved = try store.save(Self.upload)
        #expect(saved == SavedRecording(file: "recording-008.inktrace", samples: 2, strokes: 1, callbacks: 2, predictions: 0))
        #expect(saved.summary == "saved recording-008.inktrace: 2 samples, 1 stroke, 2 callbacks, 0 predicted")
        #expect(try store.save(Self.upload).file == "recording-009.inktrace")
        let trace = try TraceReader.read(path: folder.appendingPathComponent("recording-008.inktrace").path)
        #expect(trace.header.profile.name == "web-pen-120" && trace.header.profile.displayHz == 120)
        #expect(trace.samples.map(\.timestamp) == [0.009, 0.018] && trace.callbacks.map(\.time) == [0.01, 0.02])
    }

    @Test("a refused upload throws the reader's line and writes nothing; the limit stops saving")
    func refusalsAndLimit() async throws {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-store-limit-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try RecordingStore(folder: folder.path, limits: RecorderLimits(maximumRecordings: 1))
        #expect(throws: RecorderRefusal(.badRequest, "upload: missing recording field \"format\"")) { try store.save(Array("{}".utf8)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        _ = try store.save(Self.upload)
        do {
            _ = try store.save(Self.upload)
            Issue.record("saved past the limit")
        } catch {
            #expect(error == RecorderRefusal(.insufficientStorage, "this recorder already saved 1 recordings; restart it to save more"))
        }
    }

    @Test("two stores on one folder (two recorders) never overwrite each other: every save gets its own file, whole")
    func twoStoresOneFolder() async throws {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-store-shared-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try RecordingStore(folder: folder.path)
        let second = try RecordingStore(folder: folder.path)
        let names = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<12 {
                group.addTask { try (index.isMultiple(of: 2) ? first : second).save(Self.upload).file }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(Set(names).count == 12)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == (1...12).map { String(format: "recording-%03d.inktrace", $0) }, "no temporary file is left either")
        for file in files {
            let trace = try TraceReader.read(path: folder.appendingPathComponent(file).path)
            #expect(trace.samples.count == 2 && trace.header.source == file)
        }
    }

    @Test("a full disk or quota is 507 without a path; another write failure is 500 without a path")
    func writeFailures() {
        let full = FileWriteError(path: "/home/someone/recordings/recording-001.inktrace", message: "cannot write: \(String(cString: strerror(ENOSPC)))")
        #expect(RecordingStore.refusal(writing: full) == RecorderRefusal(.insufficientStorage, "the recorder's disk is full; the recording was not saved"))
        let quota = FileWriteError(path: "/x", message: "cannot flush to disk: \(String(cString: strerror(EDQUOT)))")
        #expect(RecordingStore.refusal(writing: quota).status.code == 507)
        let other = FileWriteError(path: "/home/someone/recordings/x", message: "cannot write: \(String(cString: strerror(EIO)))")
        #expect(RecordingStore.refusal(writing: other) == RecorderRefusal(.internalError, "the recording could not be written"))
    }
}
