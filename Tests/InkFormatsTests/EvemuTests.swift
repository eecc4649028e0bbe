import Foundation
import InkFormats
import InkIO
import InkModel
import InkTestSupport
import Testing

/// evemu-record import: the two real Wacom recordings (counts and rates measured from the files)
/// and small hand-written recordings whose conversion is known exactly.
@Suite("evemu-record import")
struct EvemuTests {
    static let pointsPerMM = DeviceProfile.wacomLinux60.pointsPerMM

    @Test("Cintiq 22HDT: 38 contacts inside the 479 × 271 mm active area", .needsRecordings("evemu/wacom-cintiq-22hdt-pen.events"))
    func cintiq() throws {
        let path = SharedRecordings.path("evemu/wacom-cintiq-22hdt-pen.events")
        let trace = try TraceFormatRegistry.builtIn.read(path: path)
        #expect(trace.header.sourceKind == .evemu && trace.header.profile == .wacomLinux60)
        #expect(trace.touchIDs == Array(1...38))
        #expect(trace.samples.count == 544)
        checkStrokes(trace, widthMM: 95840.0 / 200, heightMM: 54260.0 / 200)
    }

    @Test(
        "Intuos4 stylus drag with its .desc: one contact, tilt in the older 0…127 form",
        .needsRecordings("evemu/wacom-intuos4-6x9-stylus-drag.events", "evemu/wacom-intuos4-6x9-pen.desc")
    )
    func intuos4() throws {
        let path = SharedRecordings.path("evemu/wacom-intuos4-6x9-stylus-drag.events")
        let description = SharedRecordings.path("evemu/wacom-intuos4-6x9-pen.desc")
        let trace = try TraceFormatRegistry.builtIn.read(path: path, descriptionPath: description)
        #expect(trace.header.source == "wacom-intuos4-6x9-stylus-drag.events (axes from wacom-intuos4-6x9-pen.desc)")
        #expect(trace.touchIDs == [1])
        #expect(trace.samples.count == 296)
        checkStrokes(trace, widthMM: 44704.0 / 200, heightMM: 27940.0 / 200)
        let altitudes = trace.samples.compactMap(\.altitude)
        #expect(altitudes.count == trace.samples.count)
        #expect(altitudes.allSatisfy { $0 > 55 * .pi / 180 && $0 < 75 * .pi / 180 }, "a pen held at a normal writing angle")
        let first = try #require(trace.samples.first)
        #expect(abs(first.altitude! - atan2(1, (pow(tan(26 / 57.0), 2) + pow(tan(-14 / 57.0), 2)).squareRoot())) < 1e-12)
        #expect(abs(first.azimuth! - atan2(tan(-14 / 57.0), tan(26 / 57.0))) < 1e-12)
        #expect(abs(first.force! - 507.0 / 2047) < 1e-12)
        #expect(first.timestamp == 1_364_787_581.789466)
    }

    @Test("without a description, the axis-less recording fails with a clear message", .needsRecordings("evemu/wacom-intuos4-6x9-stylus-drag.events"))
    func missingDescription() throws {
        let path = SharedRecordings.path("evemu/wacom-intuos4-6x9-stylus-drag.events")
        let error = #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.read(path: path) }
        #expect(error?.description.hasPrefix("\(path): no axis description: pass --description FILE") == true)
    }

    private func checkStrokes(_ trace: Trace, widthMM: Double, heightMM: Double) {
        #expect(trace.firstProblem() == nil)
        for touch in trace.touchIDs {
            let stroke = trace.samples.filter { $0.touchID == touch }
            #expect(stroke.count >= 2)
            #expect(stroke.first?.phase == .began)
            #expect(stroke.last?.phase == .ended)
            #expect(stroke.dropFirst().dropLast().allSatisfy { $0.phase == .moved })
        }
        for sample in trace.samples {
            let x = sample.location.x / Self.pointsPerMM, y = sample.location.y / Self.pointsPerMM
            #expect(x >= 0 && x <= widthMM && y >= 0 && y <= heightMM)
            #expect(sample.force.map { $0 >= 0 && $0 <= 1 } == true && sample.maximumPossibleForce == 1)
            if let altitude = sample.altitude { #expect(altitude > 0 && altitude <= .pi / 2) }
        }
    }

    static let header = """
        # EVEMU 1.3
        N: Test Pen
        I: 0003 056a 00b9 0100
        A: 00 0 10000 4 0 100
        A: 01 0 8000 4 0 100
        A: 18 0 1023 0 0 0
        A: 1a -64 63 0 0 0
        A: 1b -64 63 0 0 0

        """

    @Test("hand-written recording: positions, pressure, tilt, phases and hover converted exactly")
    func handWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(Self.header + """
            E: 10.000000 0003 0000 1000
            E: 10.000000 0003 0001 2000
            E: 10.000000 0001 0140 1
            E: 10.000000 0000 0000 0
            E: 10.005000 0003 0018 1023
            E: 10.005000 0003 001a 45
            E: 10.005000 0003 001b 0
            E: 10.005000 0001 014a 1
            E: 10.005000 0000 0000 0000\t# ---- SYN_REPORT
            E: 10.010000 0003 0000 1100
            E: 10.010000 0003 0018 0
            E: 10.010000 0001 014a 0
            E: 10.010000 0000 0000 0
            E: 10.015000 0003 0000 1200
            E: 10.015000 0000 0000 0

            """, to: "pen.events")
        let trace = try TraceFormatRegistry.builtIn.read(path: path)
        #expect(trace.samples.map(\.phase) == [.began, .ended])
        #expect(trace.samples.map(\.timestamp) == [10.005, 10.01])
        #expect(trace.samples[0].location == Point(x: 10 * Self.pointsPerMM, y: 20 * Self.pointsPerMM))
        #expect(trace.samples[1].location == Point(x: 11 * Self.pointsPerMM, y: 20 * Self.pointsPerMM))
        #expect(trace.samples.map(\.force) == [1, 0])
        #expect(abs(trace.samples[0].altitude! - .pi / 4) < 1e-12)
        #expect(trace.samples[0].azimuth == 0)
        #expect(trace.samples[0].type == .stylus)
    }

    @Test("one rule for every axis: a value outside its described range is refused in one line naming line, axis and range")
    func valuesOutOfRange() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let contact = "E: 1.000000 0003 0000 1000\nE: 1.000000 0003 0001 2000\nE: 1.000000 0001 014a 1\nE: 1.000000 0000 0000 0\n"
        func error(_ events: String) throws -> String? {
            let path = try folder.write(Self.header + events + contact, to: "range.events")
            return #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.read(path: path) }?.description
        }
        let path = folder.file("range.events")
        #expect(try error("E: 0.500000 0003 0018 5000\n") == "\(path):9: ABS_PRESSURE value 5000 lies outside the described range 0…1023")
        #expect(try error("E: 0.500000 0003 0018 -1\n") == "\(path):9: ABS_PRESSURE value -1 lies outside the described range 0…1023")
        #expect(try error("E: 0.500000 0003 0000 10001\n") == "\(path):9: ABS_X value 10001 lies outside the described range 0…10000")
        #expect(try error("E: 0.500000 0003 0001 -4\n") == "\(path):9: ABS_Y value -4 lies outside the described range 0…8000")
        #expect(try error("E: 0.500000 0003 001b -65\n") == "\(path):9: ABS_TILT_Y value -65 lies outside the described range -64…63")

        let edges = try folder.write(Self.header + "E: 0.500000 0003 0018 1023\nE: 0.500000 0003 001a -64\n" + contact, to: "edges.events")
        let trace = try TraceFormatRegistry.builtIn.read(path: edges)
        #expect(trace.samples.map(\.force) == [1], "the range's own ends are in range")
        #expect(trace.samples.map(\.location) == [Point(x: 10 * Self.pointsPerMM, y: 20 * Self.pointsPerMM)])
    }

    @Test("evemu → Inkable JSON → import keeps millimetres on any profile and invents no callbacks")
    func exportKeepsTheScale() throws {
        let recording = Self.header + """
            E: 10.000000 0003 0000 1000
            E: 10.000000 0003 0001 2000
            E: 10.000000 0001 014a 1
            E: 10.000000 0000 0000 0
            E: 10.008000 0003 0000 1100
            E: 10.008000 0000 0000 0
            E: 10.016000 0003 0000 1300
            E: 10.016000 0001 014a 0
            E: 10.016000 0000 0000 0

            """
        let trace = try EvemuReader.read(bytes: Array(recording.utf8), file: "pen.events")
        let json = try InkableJSONWriter.encode(trace)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.components(separatedBy: "\"pointsPerMM\":\(Self.pointsPerMM)").count == trace.samples.count + 1, "on every event")
        let own = try InkableJSONReader.read(bytes: json, file: "pen.json", profile: .wacomLinux60)
        #expect(own.samples.map(\.location) == trace.samples.map(\.location), "on the recording's own profile: the same points")
        let iPad = try InkableJSONReader.read(bytes: json, file: "pen.json")
        #expect(iPad.header.profile == .ipadProPencil120 && iPad.callbacks.isEmpty && trace.callbacks.isEmpty)
        let millimetres = iPad.samples.map { $0.location / DeviceProfile.ipadProPencil120.pointsPerMM }
        #expect(zip(millimetres, [Point(x: 10, y: 20), Point(x: 11, y: 20), Point(x: 13, y: 20)]).allSatisfy { $0.distance(to: $1) < 1e-12 },
                "10 → 11 → 13 mm: 125 mm/s, then 250 mm/s, as recorded")
    }

    @Test("a description is found beside the recording by device name")
    func descriptionByName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write(Self.header, to: "pen.desc")
        _ = try folder.write("N: Other Pen\nA: 00 0 10 0 0 1\nA: 01 0 10 0 0 1\n", to: "other.desc")
        let path = try folder.write("N: Test Pen\nE: 1.000000 0001 014a 1\nE: 1.000000 0003 0000 500\nE: 1.000000 0003 0001 500\nE: 1.000000 0000 0000 0\n", to: "rec.events")
        let trace = try TraceFormatRegistry.builtIn.read(path: path)
        #expect(trace.header.source == "rec.events (axes from pen.desc)")
        #expect(trace.samples.count == 1 && trace.samples[0].phase == .ended, "a recording that stops mid-contact ends its touch")
        #expect(trace.samples[0].location.x == 5 * Self.pointsPerMM)
    }

    @Test("bad evemu input: syntax, time going backwards, no contact, tilt out of range, no resolution, other formats")
    func errors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func error(_ text: String) throws -> TraceFileError? {
            let path = try folder.write(text, to: "bad.events")
            return #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.read(path: path) }
        }
        let path = folder.file("bad.events")
        #expect(try error(Self.header + "E: 1,5 0003 0000 12\n")?.description == "\(path):9: invalid event time \"1,5\" (expected seconds.microseconds)")
        #expect(try error(Self.header + "E: 1.000000 0003 0000\n")?.description == "\(path):9: expected an event `E: <sec>.<usec> <type> <code> <value>`")
        #expect(try error(Self.header + "E: 2.000000 0000 0000 0\nE: 1.000000 0000 0000 0\n")?.description
            == "\(path):10: timestamp 1.0 s goes backwards (previous report 2.0 s)")
        #expect(try error(Self.header + "E: 2.000000 0003 0000 5\nE: 2.000000 0000 0000 0\n")?.description
            == "\(path): the recording has no pen contact (BTN_TOUCH never becomes 1)")
        #expect(try error(Self.header + "E: 2.000000 0003 001a -90\nE: 2.000000 0000 0000 0\n")?.description
            == "\(path):9: ABS_TILT_X value -90 lies outside the described range -64…63")
        #expect(try error("A: 00 0 100 0 0 0\nA: 01 0 100 0 0 5\nE: 1.000000 0000 0000 0\n")?.description
            == "\(path): ABS_X has no resolution (units per mm) in the axis description, so positions cannot be converted to millimetres; pass --points-per-mm N (the device's position units per millimetre)")
        #expect(try error("[{\"touchIdentifier\":\"x\"}]\n")?.description
            == "\(path):1: not an evemu-record line (expected '#', N:, I:, P:, B:, A: or E:): wrong format for the extension?")
        #expect(try error(Self.header)?.description == "\(path): no events (E: lines): not an evemu recording, or an empty one")
    }
}
