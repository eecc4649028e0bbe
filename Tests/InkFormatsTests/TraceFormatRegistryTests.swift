import Foundation
import InkFormats
import InkIO
import InkModel
import Testing

/// Trace formats as registered components: the built-ins through the registry, a format of
/// one's own read and written by name, extension and content, and files told by their content
/// when their extension does not name a format.
struct TraceFormatRegistryTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A tiny format of its own: `t x y` lines, seconds and points, one touch, written back.
    static let lines = TraceFormat(
        name: "lines", summary: "t x y per line", fileExtensions: ["lines"], filesDescription: "line files",
        sniff: { String(decoding: $0.prefix(6), as: UTF8.self) == "#lines" },
        read: { request throws(TraceFileError) in
            let bytes = try FileBytes.read(request.path, limits: request.limits)
            var samples: [TouchSample] = []
            for (index, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n").enumerated() where !line.hasPrefix("#") {
                let fields = line.split(separator: " ").compactMap { Double(wholeToken: $0) }
                guard fields.count == 3 else { throw TraceFileError(file: request.path, message: "line \(index + 1): expected t x y") }
                samples.append(TouchSample(
                    touchID: 1, timestamp: fields[0], location: Point(x: fields[1], y: fields[2]), type: .stylus, phase: samples.isEmpty ? .began : .moved
                ))
            }
            return Trace(header: TraceHeader(profile: request.profile ?? .ipadProPencil120, sourceKind: TraceSourceKind(rawValue: "lines")!, source: "lines"), samples: samples)
        }
    )

    @Test func theBuiltInsAreRegisteredUnderDistinctNames() {
        #expect(TraceFormatRegistry.builtIn.names == ["native", "inkable", "evemu", "getevent", "mypaint", "csv", "web", "ink-proto"])
        #expect(TraceFormatRegistry.builtIn.writableNames == "native, inkable, csv")
    }

    @Test func aRegisteredFormatIsReadByNameExtensionAndContent() throws {
        var formats = TraceFormatRegistry.builtIn
        try formats.register(Self.lines)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let named = try folder.write("#lines\n0 10 20\n0.01 11 21\n", to: "a.lines")
        let unnamed = try folder.write("#lines\n0 10 20\n0.01 11 21\n", to: "a.txt")
        #expect(try formats.detect(path: named) == Self.lines)
        #expect(try formats.detect(path: unnamed) == Self.lines)
        #expect(try formats.named("LINES") == Self.lines)
        let trace = try formats.read(path: unnamed, settings: TraceReadSettings())
        #expect(trace.samples.map(\.location) == [Point(x: 10, y: 20), Point(x: 11, y: 21)])
        let refused = #expect(throws: TraceFileError.self) { try formats.write(trace, to: folder.file("b.lines"), format: Self.lines) }
        #expect(refused?.message == "cannot write lines files (import only); write native, inkable or csv")
        let option = #expect(throws: TraceFileError.self) { try formats.read(path: named, settings: TraceReadSettings(unitsPerMM: 4)) }
        #expect(option?.message == "--points-per-mm only applies to evemu recordings, getevent captures and google/ink protobufs, not lines files")
        #expect(throws: ComponentRegistryError.self) { try formats.register(Self.lines) }
        #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.detect(path: unnamed) }
    }

    @Test("files whose extension names no format are told by their first bytes", arguments: [
        ("datasets/handwriting-short.inktrace", "native"), ("Fuzz/seeds/FuzzWebRecording/two-strokes.inkweb", "web"),
        ("Fuzz/seeds/FuzzGetevent/pinch.txt", "getevent"), ("Fuzz/seeds/FuzzInkableJSON/three-events.json", "inkable"),
        ("Fuzz/seeds/FuzzEvemu/pen-stroke.events", "evemu"),
    ])
    func toldByContent(file: String, format: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = Self.repository.appendingPathComponent(file).path
        try #require(FileManager.default.fileExists(atPath: source), "\(file)")
        let copy = folder.file("unnamed.data")
        try FileManager.default.copyItem(atPath: source, toPath: copy)
        #expect(try TraceFormatRegistry.builtIn.detect(path: copy).name == format)
        let plain = try folder.write("time,x,y\n0,1,2\n", to: "log.data")
        let error = #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.detect(path: plain) }
        #expect(error?.message.hasPrefix("unknown trace file extension \".data\"") == true)
    }
}
