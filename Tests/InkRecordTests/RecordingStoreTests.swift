import Foundation
import InkFormats
import InkIO
import InkRecord
import InkTestSupport
import Testing

/// The recorder's store without a browser: numbering after the recordings already in the
/// folder, refused uploads leave nothing, and the recording limit.
@Suite struct RecordingStoreTests {
    static let upload = Array("""
        {"format": "inkbench-web", "version": 1, "coalescedEvents": true, "predictedEvents": false,
         "profile": {"base": "ipad-pro-pencil-120", "name": "web-pen-120", "set": ["display-hz=120"]}, "frames": [],
         "callbacks": [
          {"time": 10, "type": "down", "pointerId": 1, "pointerType": "pen", "samples": [{"t": 9, "x": 1, "y": 2, "pressure": 0.5}]},
          {"time": 20, "type": "up", "pointerId": 1, "pointerType": "pen", "samples": [{"t": 18, "x": 3, "y": 4, "pressure": 0}]}]}
        """.utf8)

    @Test("numbers continue after the highest recording in the folder; the trace reads back")
    func numbering() async throws {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-store-")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("recording-007.inktrace"))
        try Data().write(to: folder.appendingPathComponent("recording-x.inktrace"))
        let store = try RecordingStore(folder: folder.path)
        let saved = try await store.save(Self.upload)
        #expect(saved == SavedRecording(file: "recording-008.inktrace", samples: 2, strokes: 1, callbacks: 2, predictions: 0))
        #expect(saved.summary == "saved recording-008.inktrace: 2 samples, 1 stroke, 2 callbacks, 0 predicted")
        #expect(try await store.save(Self.upload).file == "recording-009.inktrace")
        let trace = try TraceFormatRegistry.builtIn.read(path: folder.appendingPathComponent("recording-008.inktrace").path)
        #expect(trace.header.profile.name == "web-pen-120" && trace.header.profile.displayHz == 120)
        #expect(trace.samples.map(\.timestamp) == [0.009, 0.018] && trace.callbacks.map(\.time) == [0.01, 0.02])
    }

    @Test("a refused upload throws the reader's line and writes nothing; the limit stops saving")
    func refusalsAndLimit() async throws {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-store-limit-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try RecordingStore(folder: folder.path, limits: RecorderLimits(maximumRecordings: 1))
        await #expect(throws: TraceFileError.self) { try await store.save(Array("{}".utf8)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        _ = try await store.save(Self.upload)
        do {
            _ = try await store.save(Self.upload)
            Issue.record("saved past the limit")
        } catch {
            #expect("\(error)" == "this recorder already saved 1 recordings; restart it to save more")
        }
    }
}
