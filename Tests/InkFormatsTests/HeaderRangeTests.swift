import Foundation
@testable import InkFormats
import InkIO
import InkModel
import Testing

/// A native trace header is held to the same profile ranges as `--set` (`ProfileField`): a
/// header with any one field outside its range is refused on line 1 with the field's words and
/// range, and the writer refuses to write what the reader would refuse.
@Suite("Native header: profile ranges")
struct HeaderRangeTests {
    /// A one-sample trace on the iPad Pro profile.
    static let trace = Trace(
        header: TraceHeader(profile: .ipadProPencil120, sourceKind: .synthesized, source: "test"),
        samples: [TouchSample(touchID: 1, timestamp: 0, location: Point(x: 10, y: 10), type: .stylus, phase: .began)]
    )

    /// The trace's bytes with the header field `path` (below "profile", dotted) set to `value`.
    static func bytes(setting path: String, to value: Any) throws -> [UInt8] {
        let text = String(decoding: try NativeTraceWriter.encode(trace), as: UTF8.self)
        let lines = text.split(separator: "\n", maxSplits: 1)
        var header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        var profile = try #require(header["profile"] as? [String: Any])
        let parts = path.split(separator: ".").map(String.init)
        if parts.count == 2 {
            var inner = try #require(profile[parts[0]] as? [String: Any])
            inner[parts[1]] = value
            profile[parts[0]] = inner
        } else {
            profile[path] = value
        }
        header["profile"] = profile
        let line = try JSONSerialization.data(withJSONObject: header)
        return Array(line) + [10] + Array(lines[1].utf8) + [10]
    }

    @Test("a header field outside its range is refused on line 1, naming it", arguments: ProfileField.allCases)
    func fieldOutOfRange(field: ProfileField) throws {
        let bad = field.range.upperBound * 2 + 1
        let bytes = try Self.bytes(setting: field.headerName, to: field == .compositorFrames ? Int(bad) as Any : bad as Any)
        let error = #expect(throws: TraceFileError.self) { try NativeTraceReader(bytes: bytes, file: "t.inktrace").readTrace() }
        #expect(error?.description == "t.inktrace:1: header field profile.\(field.headerName): profile ipad-pro-pencil-120: \(field.words) \(ValueRange.format(bad)) is outside the supported \(field.range)")
    }

    @Test("the crashes of issue 12: a zero pixel scale, a 1e30 × 1e-30 pt canvas, a wide canvas, a disordered delay")
    func headerCrashes() throws {
        let cases: [(String, Any, String)] = [
            ("pixelScale", 0, "header field profile.pixelScale: profile ipad-pro-pencil-120: pixel scale 0 is outside the supported 0.01…100 px/pt"),
            ("canvasWidth", 1e30, "header field profile.canvasWidth: profile ipad-pro-pencil-120: canvas width 1e+30 is outside the supported (0, 10000000] pt"),
            ("canvasWidth", 16_400, "header field profile.canvasWidth: profile ipad-pro-pencil-120: the canvas is 32800 px wide (canvas width × pixel scale), more than the 32767 px a side that Cairo draws"),
            ("propertyUpdateDelay.median", -0.02, "header field profile.propertyUpdateDelay.median: profile ipad-pro-pencil-120: property-update delay median -0.02 is outside the supported (0, 10] s"),
            ("propertyUpdateDelay.minimum", 0.5, "header field profile.propertyUpdateDelay.median: profile ipad-pro-pencil-120: the property-update delay needs minimum ≤ median ≤ maximum (got 0.5 ≤ 0.022 ≤ 0.04 s)"),
            ("canvasWidth", 16_383, "header: profile ipad-pro-pencil-120: a 32766×2732 px canvas is larger than the canvas limit of 67108864 px; raise it with INKBENCH_MAX_CANVAS_PIXELS"),
        ]
        for (path, value, message) in cases {
            let bytes = try Self.bytes(setting: path, to: value)
            let error = #expect(throws: TraceFileError.self) {
                try NativeTraceReader(bytes: bytes, file: "t.inktrace", limits: .defaults).readTrace()
            }
            #expect(error?.description == "t.inktrace:1: \(message)")
        }
    }

    @Test("the writer refuses a profile the reader would refuse, writing nothing")
    func writerRefuses() {
        var trace = Self.trace
        trace.header.profile.displayHz = 1e300
        let output = MemoryOutput()
        let error = #expect(throws: TraceFileError.self) { try NativeTraceWriter.write(trace, to: output) }
        #expect(error?.description.hasSuffix("cannot write a trace that could not be read back: profile ipad-pro-pencil-120: display rate 1e+300 is outside the supported (0, 10000] Hz") == true)
        #expect(output.bytes.isEmpty)
        trace.header.profile = .ipadProPencil120
        trace.header.profile.canvasSize = Size(width: 16_000, height: 3_000)
        #expect(throws: TraceFileError.self) { try NativeTraceWriter.write(trace, to: MemoryOutput()) }
    }

    @Test("a MyPaint number must be the whole field: a NUL inside is refused")
    func myPaintNul() {
        let error = #expect(throws: TraceFileError.self) {
            try MyPaintReader.read(bytes: Array("0.0 1 2 0.5\n210.38\0garbage 1 2 0.5\n".utf8), file: "p.dat")
        }
        #expect(error?.description == "p.dat:2: time \"210.38\\0garbage\" is not a number")
        let pressure = #expect(throws: TraceFileError.self) {
            try MyPaintReader.read(bytes: Array("0.0 1 2 0.5\0\n".utf8), file: "p.dat")
        }
        #expect(pressure?.description == "p.dat:1: pressure \"0.5\\0\" is not a number (not a MyPaint .dat file? wrong format for the extension?)")
    }
}
