import Foundation
import InkFormats
import InkIO
import InkModel
import Testing

@Suite("Atomic file writing")
struct AtomicFileWriterTests {
    struct Interrupted: Error {}

    @Test("a write failing midway leaves the previous file intact and no temporary file")
    func failureMidway() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.json")
        try AtomicFileWriter.write("previous\n", to: path)
        #expect(throws: Interrupted.self) {
            try AtomicFileWriter.write(to: path, mapError: { _ in Interrupted() }) { writer throws(Interrupted) in
                do {
                    try writer.write([UInt8](repeating: 65, count: 200_000))
                } catch {
                    throw Interrupted()
                }
                #expect(FileManager.default.fileExists(atPath: writer.temporaryPath))
                throw Interrupted()
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous\n")
        #expect(try folder.contents() == ["report.json"])
    }

    @Test("a trace failing on a record deep in the file leaves the previous trace intact")
    func failingRecord() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("t.inktrace")
        try TraceFormatRegistry.builtIn.write(NativeTestTraces.sparse, to: path, format: .native)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        var trace = NativeTestTraces.long(count: 3_000)
        trace.callbacks = [RecordedCallback(time: 1, samples: 0..<3_000, updates: 0..<3_000, predictions: [
            TouchSample(touchID: 1, timestamp: 200, location: Point(x: 1, y: 1), type: .stylus, phase: .moved),
        ])]
        trace.callbacks[0].predictions[0].altitude = .nan
        let error = #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.write(trace, to: path, format: .native) }
        #expect(error?.description == "\(path): cannot write an invalid trace: callback 1: prediction altitude is not a finite number")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try folder.contents() == ["t.inktrace"])
    }

    @Test("a streaming writer whose record fails after chunks were written leaves no file behind")
    func streamingFailure() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("stream.inktrace")
        let trace = NativeTestTraces.long(count: 2_000)
        let error = #expect(throws: TraceFileError.self) {
            try AtomicFileWriter.write(to: path, mapError: { TraceFileError(file: $0.path, message: $0.message) }) { output throws(TraceFileError) in
                let writer = try NativeTraceWriter(header: trace.header, output: output)
                for sample in trace.samples { try writer.append(sample) }
                var broken = trace.samples[0]
                broken.location.x = -.infinity
                try writer.append(broken)
            }
        }
        #expect(error?.description == "\(path): sample 2001: location.x is not a finite number (an inktrace stores finite numbers only)")
        #expect(try folder.contents().isEmpty)
    }

    @Test("writing into a folder that does not exist fails cleanly")
    func missingFolder() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("gone/t.inktrace")
        folder.remove()
        let error = #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.write(NativeTestTraces.sparse, to: path, format: .native) }
        #expect(error?.description == "\(path): cannot create a file in its folder: No such file or directory")
    }
}
