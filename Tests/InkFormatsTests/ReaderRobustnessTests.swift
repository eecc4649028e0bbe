import InkFormats
import InkIO
import InkModel
import Testing

/// Inputs that broke a reader (found by the `Fuzz/` targets and while writing their seeds), kept
/// as regression tests: each must give the right trace or a one-line error, never a crash.
@Suite("reader robustness")
struct ReaderRobustnessTests {
    @Test("MyPaint CRLF line ends: one line per event (Swift keeps \\r\\n as one character)")
    func myPaintCRLF() throws {
        let trace = try MyPaintReader.read(bytes: Array("0 1 2 0.5\r\n0.008 3 4 0.25\r\n".utf8), file: "p.dat")
        #expect(trace.samples.map(\.location) == [Point(x: 1, y: 2), Point(x: 3, y: 4)])
        #expect(trace.samples.map(\.phase) == [.began, .ended])
        let error = #expect(throws: TraceFileError.self) {
            try MyPaintReader.read(bytes: Array("0 1 2 0.5\r\n0.1 1 2\r\n".utf8), file: "p.dat")
        }
        #expect(error?.description == "p.dat:2: expected 4 numbers `time_s x y pressure`, found 3 fields")
    }

    @Test("evemu CRLF line ends: one line per event, read from memory")
    func evemuCRLF() throws {
        let text = [
            "N: Pen", "A: 00 0 1000 0 0 10", "A: 01 0 1000 0 0 10",
            "E: 1.000000 0003 0000 100", "E: 1.000000 0003 0001 200", "E: 1.000000 0001 014a 1", "E: 1.000000 0000 0000 0",
            "E: 1.010000 0001 014a 0", "E: 1.010000 0000 0000 0", "",
        ].joined(separator: "\r\n")
        let trace = try EvemuReader.read(bytes: Array(text.utf8), file: "pen.events", profile: .wacomLinux60)
        let pointsPerMM = DeviceProfile.wacomLinux60.pointsPerMM
        #expect(trace.samples.map(\.phase) == [.began, .ended])
        #expect(trace.samples[0].location == Point(x: 10 * pointsPerMM, y: 20 * pointsPerMM))
    }

    @Test("evemu from memory without A: lines: a one-line error")
    func evemuBytesWithoutAxes() {
        let error = #expect(throws: TraceFileError.self) {
            try EvemuReader.read(bytes: Array("E: 1.000000 0000 0000 0\n".utf8), file: "pen.events")
        }
        #expect(error?.description == "pen.events: no axis description: the recording has no A: lines")
    }

    @Test("evemu axis limits near the 64-bit range: one-line refusal; at evdev's 32-bit extremes: converted, no overflow trap")
    func evemuHugeAxisValues() throws {
        let contact = "E: 1.000000 0003 0000 100\nE: 1.000000 0003 0001 200\nE: 1.000000 0001 014a 1\nE: 1.000000 0000 0000 0\n"
        let huge = "A: 00 -9223372036854775807 10 0 0 10\nA: 01 0 1000 0 0 10\n"
        let error = #expect(throws: TraceFileError.self) {
            try EvemuReader.read(bytes: Array((huge + contact).utf8), file: "pen.events")
        }
        #expect(error?.description == "pen.events:1: axis 00 has a minimum or maximum outside evdev's 32-bit range")

        let position = "A: 00 -2147483648 2147483647 0 0 10\nA: 01 0 1000 0 0 10\n"
        let trace = try EvemuReader.read(bytes: Array((position + contact).utf8), file: "pen.events")
        let pointsPerMM = DeviceProfile.wacomLinux60.pointsPerMM
        #expect(trace.samples.map(\.location) == [Point(x: (100 - Double(-2_147_483_648)) / 10 * pointsPerMM, y: 20 * pointsPerMM)])

        let tilt = "A: 1a 2147483647 2147483647 0 0 0\nA: 1b -2147483648 -2147483648 0 0 0\n"
            + "E: 1.000000 0003 001a 2147483647\nE: 1.000000 0003 001b -2147483648\n"
        let tilted = try EvemuReader.read(bytes: Array((position + tilt + contact).utf8), file: "pen.events")
        #expect(tilted.samples.count == 1)
        #expect(tilted.samples[0].altitude?.isFinite == true)

        let pressure = "A: 18 -2147483648 2147483647 0 0 0\nE: 1.000000 0003 0018 2147483647\n"
        let pressed = try EvemuReader.read(bytes: Array((position + pressure + contact).utf8), file: "pen.events")
        #expect(pressed.samples.map(\.force) == [1])
    }
}
