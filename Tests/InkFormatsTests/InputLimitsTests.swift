import Foundation
import InkFormats
import InkIO
import InkModel
import Testing

/// Hostile inputs meet `InputLimits`: each reader refuses them with one line naming the limit and
/// the variable that raises it. Limits are lowered through the API so the inputs stay small.
@Suite("Input limits")
struct InputLimitsTests {
    /// The defaults with some limits lowered.
    static func limits(lineBytes: Int? = nil, fileBytes: Int? = nil, records: Int? = nil, touches: Int? = nil, coordinate: Double? = nil) -> InputLimits {
        var limits = InputLimits.defaults
        if let lineBytes { limits.maxLineBytes = lineBytes }
        if let fileBytes { limits.maxFileBytes = fileBytes }
        if let records { limits.maxRecords = records }
        if let touches { limits.maxSimultaneousTouches = touches }
        if let coordinate { limits.maxCoordinate = coordinate }
        return limits
    }

    private static func sample(_ id: Int, _ time: Double, x: String = "1", phase: String = "began") -> String {
        #"{"k":"s","id":\#(id),"t":\#(time),"x":\#(x),"y":2,"ty":"stylus","ph":"\#(phase)"}"#
    }

    private static func native(_ records: [String]) -> [UInt8] {
        Array((([NativeErrorTests.header] + records).joined(separator: "\n") + "\n").utf8)
    }

    private func nativeError(_ records: [String], _ limits: InputLimits) -> String? {
        let error = #expect(throws: TraceFileError.self) {
            try NativeTraceReader(bytes: Self.native(records), file: "t.inktrace", limits: limits).readTrace()
        }
        return error?.description
    }

    @Test("the defaults and their variables are the documented ones")
    func defaults() {
        let limits = InputLimits.defaults
        #expect(limits.maxLineBytes == 16 * 1024 * 1024 && limits.maxFileBytes == 256 * 1024 * 1024)
        #expect(limits.maxRecords == 10_000_000 && limits.maxSimultaneousTouches == 64)
        #expect(limits.maxCoordinate == 1e9 && limits.maxCanvasPixels == 64 * 1024 * 1024)
        #expect(limits.exceeded(.lineBytes) == "the 16 MiB line limit; raise it with INKBENCH_MAX_LINE_BYTES")
    }

    @Test("limit variables must hold positive numbers", arguments: [
        ("INKBENCH_MAX_LINE_BYTES", "abc", false), ("INKBENCH_MAX_LINE_BYTES", "0", false),
        ("INKBENCH_MAX_RECORDS", "1.5", false), ("INKBENCH_MAX_TOUCHES", "-3", false),
        ("INKBENCH_MAX_COORDINATE", "inf", false), ("INKBENCH_MAX_COORDINATE", "1e16", true),
        ("INKBENCH_MAX_FILE_BYTES", "1073741824", true), ("OTHER", "x", true),
    ])
    func environment(name: String, value: String, valid: Bool) {
        let problem = InputLimits.environmentProblem(in: [name: value])
        #expect((problem == nil) == valid, "\(problem ?? "nil")")
        if let problem { #expect(problem.hasPrefix("\(name)=\(value): not a positive")) }
    }

    @Test("a native line over the limit is refused with its line number, in memory and streamed from a file")
    func longLine() throws {
        let limit = NativeErrorTests.header.utf8.count + 1
        let long = Self.sample(1, 0.1, x: String(repeating: "1", count: limit))
        #expect(nativeError([Self.sample(1, 0.0), long], Self.limits(lineBytes: limit))
            == "t.inktrace:3: the line is longer than the \(limit)-byte line limit; raise it with INKBENCH_MAX_LINE_BYTES")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("long.inktrace")
        let line = Array(repeating: UInt8(ascii: "1"), count: 3 << 20)
        try Data(Self.native([Self.sample(1, 0)]) + line).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: TraceFileError.self) {
            try NativeTraceReader.readTrace(path: path, limits: Self.limits(lineBytes: 2 << 20))
        }
        #expect(error?.description == "\(path):3: the line is longer than the 2 MiB line limit; raise it with INKBENCH_MAX_LINE_BYTES")
    }

    @Test("more records than the limit are refused at the first one over")
    func records() {
        let records = (0..<5).map { Self.sample(1, Double($0) / 10, phase: $0 == 0 ? "began" : "moved") }
        #expect(nativeError(records, Self.limits(records: 4))
            == "t.inktrace:6: more records than the limit of 4 records per trace; raise it with INKBENCH_MAX_RECORDS")
    }

    @Test("coordinates beyond the limit or not finite are refused with the line", arguments: [
        ("1e308", "t.inktrace:3: x = 1e+308 pt is beyond the coordinate limit of ±1e+09 pt; raise it with INKBENCH_MAX_COORDINATE"),
        ("-2e9", "t.inktrace:3: x = -2e+09 pt is beyond the coordinate limit of ±1e+09 pt; raise it with INKBENCH_MAX_COORDINATE"),
    ])
    func coordinates(x: String, expected: String) {
        #expect(nativeError([Self.sample(1, 0), Self.sample(1, 0.1, x: x, phase: "moved")], .defaults) == expected)
    }

    @Test("times beyond ±1e10 s are refused in every kind of trace")
    func times() {
        let native = nativeError([Self.sample(1, 0), Self.sample(1, 1e300, phase: "moved")], .defaults)
        #expect(native == "t.inktrace:3: timestamp 1e+300 s is beyond the supported ±1e+10 s")
        let mypaint = #expect(throws: TraceFileError.self) {
            try MyPaintReader.read(bytes: Array("1e11 1 2 0.5\n".utf8), file: "p.dat")
        }
        #expect(mypaint?.description == "p.dat:1: time 1e+11 s is beyond the supported ±1e+10 s")
    }

    @Test("profiles the simulator cannot run or render are refused, naming the value")
    func profiles() {
        var profile = DeviceProfile.ipadProPencil120
        #expect(InputLimits.defaults.profileProblem(profile) == nil)
        profile.displayHz = 1e300
        #expect(InputLimits.defaults.profileProblem(profile) == "profile ipad-pro-pencil-120: display rate 1e+300 is outside the supported (0, 10000] Hz")
        profile = .ipadProPencil120
        profile.scanoutLatency = 11
        #expect(InputLimits.defaults.profileProblem(profile) == "profile ipad-pro-pencil-120: scanout latency 11 is outside the supported 0…10 s")
        profile = .ipadProPencil120
        profile.canvasSize = Size(width: 16_000, height: 3_000)
        #expect(InputLimits.defaults.profileProblem(profile)?.hasSuffix("px canvas is larger than the canvas limit of 67108864 px; raise it with INKBENCH_MAX_CANVAS_PIXELS") == true)
        for builtIn in DeviceProfile.builtIn {
            #expect(InputLimits.defaults.profileProblem(builtIn) == nil, "\(builtIn.name)")
        }
    }

    @Test("a value overflowing a double, -0 and a coordinate at the limit")
    func extremeNumbers() throws {
        let overflow = nativeError([Self.sample(1, 0, x: "1e999")], .defaults)
        #expect(overflow?.hasPrefix("t.inktrace:2: ") == true, "\(overflow ?? "")")
        let trace = try NativeTraceReader(
            bytes: Self.native([Self.sample(1, 0, x: "-0"), Self.sample(1, 0.1, x: "1e9", phase: "ended")]), file: "t.inktrace"
        ).readTrace()
        #expect(trace.samples.map(\.location.x) == [0, 1e9])
    }

    @Test("more simultaneous touches than the limit are refused at the touch that goes over")
    func touches() {
        let records = (1...4).map { Self.sample($0, 0.1) }
        #expect(nativeError(records, Self.limits(touches: 3))
            == "t.inktrace:5: touch 4 makes 4 touches in contact at once, more than the limit of 3 simultaneous touches; raise it with INKBENCH_MAX_TOUCHES")
        let sequential = (1...4).flatMap { [Self.sample($0, Double($0)), Self.sample($0, Double($0) + 0.5, phase: "ended")] }
        #expect(throws: Never.self) {
            try NativeTraceReader(bytes: Self.native(sequential), file: "t.inktrace", limits: Self.limits(touches: 1)).readTrace()
        }
    }

    @Test("whole-file formats refuse a file over the size limit before reading it")
    func fileSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let events = "[" + (0..<40).map { InkableUnitTests.event(Double($0) / 100, phase: $0 == 0 ? 0 : 1) }.joined(separator: ",") + "]"
        for (name, text) in [("e.json", events), ("e.dat", String(repeating: "0.1 1 2 0.5\n", count: 200)), ("e.events", EvemuTests.header + String(repeating: "E: 1.000000 0000 0000 0\n", count: 50))] {
            let path = try folder.write(text, to: name)
            let error = #expect(throws: TraceFileError.self) {
                try TraceFormatRegistry.builtIn.read(path: path, limits: Self.limits(fileBytes: 1024))
            }
            #expect(error?.description == "\(path): the file is larger than the 1 KiB file size limit; raise it with INKBENCH_MAX_FILE_BYTES")
        }
    }

    @Test("Inkable events: coordinates, touches and the record count are bounded")
    func inkable() {
        func error(_ events: [String], _ limits: InputLimits) -> String? {
            let text = "[\n" + events.joined(separator: ",\n") + "\n]"
            return (#expect(throws: TraceFileError.self) {
                try InkableJSONReader.read(bytes: Array(text.utf8), file: "e.json", limits: limits)
            })?.description
        }
        let far = InkableUnitTests.event(0.1, phase: 0, extra: #""location":[1e300,2]"#)
        #expect(error([far], .defaults) == "e.json: record 1: x = 1e+300 pt is beyond the coordinate limit of ±1e+09 pt; raise it with INKBENCH_MAX_COORDINATE")
        let three = ["A", "B", "C"].map { InkableUnitTests.event(0.1, touch: $0, phase: 0) }
        #expect(error(three, Self.limits(touches: 2))?.hasPrefix("e.json: record 3: touch 3 makes 3 touches in contact at once") == true)
        #expect(error(three, Self.limits(records: 2)) == "e.json: 3 touch events are more than the limit of 2 records per trace; raise it with INKBENCH_MAX_RECORDS")
    }

    @Test("Inkable JSON nested 100,000 deep is refused without exhausting the stack")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = #expect(throws: TraceFileError.self) {
            try InkableJSONReader.read(bytes: Array(text.utf8), file: "deep.json")
        }
        #expect(error?.description.contains("nested deeper than") == true, "\(error?.description ?? "")")
    }

    @Test("MyPaint and evemu refuse absurd positions with the line")
    func importedPositions() throws {
        let mypaint = #expect(throws: TraceFileError.self) {
            try MyPaintReader.read(bytes: Array("0.0 1 2 0.5\n0.1 1e300 2 0.5\n".utf8), file: "p.dat")
        }
        #expect(mypaint?.description == "p.dat:2: x = 1e+300 pt is beyond the coordinate limit of ±1e+09 pt; raise it with INKBENCH_MAX_COORDINATE")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let huge = try folder.write(EvemuTests.header + "E: 1.000000 0003 0000 99999999999999999\n", to: "huge.events")
        let overflow = #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.read(path: huge) }
        #expect(overflow?.description.hasPrefix("\(huge):9: ") == true, "\(overflow?.description ?? "")")
        let wide = "N: Wide Pen\nA: 00 0 2147483647 4 0 100\nA: 01 0 8000 4 0 100\n"
        let far = try folder.write(wide + "E: 1.000000 0003 0000 2000000000\nE: 1.000000 0003 0001 1\nE: 1.000000 0001 014a 1\nE: 1.000000 0000 0000 0\n", to: "far.events")
        let farError = #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.read(path: far, limits: Self.limits(coordinate: 1e6)) }
        #expect(farError?.description.hasPrefix("\(far):7: x = ") == true, "\(farError?.description ?? "")")
    }
}
