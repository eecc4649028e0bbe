import Foundation
import InkFormats
import InkModel
import Testing

/// Issue 30's inputs that readers took silently and wrong: a number with a NUL and garbage read
/// as its prefix, getevent lines with a damaged type or code skipped (72 of 82 samples kept,
/// exit 0), event times of 1e23 s on lines other than SYN, and `--points-per-mm 1e300`. Each is
/// now one line naming the file and the line.
@Suite struct SilentlyWrongDataTests {
    static func error(_ body: () throws -> Trace) -> String? {
        (#expect(throws: TraceFileError.self) { _ = try body() })?.description
    }

    @Test("a CSV number with a NUL inside is refused, not read as the digits before it")
    func csvNul() throws {
        let text = "0,1,2\n0.01,2\0garbage,3\n"
        let error = Self.error { try CSVTraceReader.read(bytes: Array(text.utf8), file: "log.csv", columns: CSVColumnMap(parsing: "t,x,y")) }
        #expect(error == "log.csv:2: x \"2\0garbage\" is not a number")
        #expect(Double(wholeToken: "2\0garbage") == nil && Double(wholeToken: "2") == 2)
    }

    static let pen = """
        [     100.000000] EV_KEY       BTN_TOOL_PEN         DOWN
        [     100.000000] EV_ABS       ABS_X                00000064
        [     100.000000] EV_ABS       ABS_Y                000000c8
        [     100.000000] EV_KEY       BTN_TOUCH            DOWN
        [     100.000000] EV_SYN       SYN_REPORT           00000000
        [     100.005000] EV_ABS       ABS_X                0000006e
        [     100.005000] EV_SYN       SYN_REPORT           00000000
        [     100.010000] EV_KEY       BTN_TOUCH            UP
        [     100.010000] EV_SYN       SYN_REPORT           00000000

        """

    static func getevent(_ text: String, unitsPerMM: Double = 10) -> String? {
        error { try GeteventReader.read(bytes: Array(text.utf8), file: "c.txt", description: nil, unitsPerMM: unitsPerMM) }
    }

    @Test("getevent: the capture reads; each damaged line is an error naming it")
    func geteventDamage() throws {
        let trace = try GeteventReader.read(bytes: Array(Self.pen.utf8), file: "c.txt", description: nil, unitsPerMM: 10)
        #expect(trace.samples.count == 3)
        let damaged: [(String, String, String)] = [
            ("EV_ABS       ABS_X                0000006e", "EV_ABX       ABS_X                0000006e",
             "c.txt:6: unknown event type \"EV_ABX\" (expected an EV_ name such as EV_ABS, or four hex digits): a damaged line?"),
            ("EV_ABS       ABS_X                0000006e", "EV_ABS       ABS_MT_POSITON_X     0000006e", "c.txt:6: unknown event code \"ABS_MT_POSITON_X\": a damaged line?"),
            ("EV_ABS       ABS_X                0000006e", "EV_ABS       KEY_X                0000006e",
             "c.txt:6: event code \"KEY_X\" does not belong to its type (expected ABS_…): a damaged line?"),
            ("[     100.005000] EV_SYN       SYN_REPORT", "[     100.005000] EV_SYN       SYN_REPORX", "c.txt:7: unknown event code \"SYN_REPORX\": a damaged line?"),
            ("EV_ABS       ABS_X                0000006e", "EV_ABS       00g5                 0000006e",
             "c.txt:6: event code \"00g5\" does not belong to its type (expected ABS_…): a damaged line?"),
            ("[     100.005000] EV_ABS       ABS_X", "[ 100000000000000000000000.000000] EV_ABS       ABS_X",
             "c.txt:6: event time 1e+23 s is beyond the supported ±1e+10 s"),
        ]
        for (old, new, expected) in damaged {
            var text = Self.pen
            let range = try #require(text.range(of: old))
            text.replaceSubrange(range, with: new)
            #expect(Self.getevent(text) == expected, "\(new)")
        }
        let key = Self.pen.replacingOccurrences(of: "BTN_TOOL_PEN         DOWN", with: "KEY_VOLUMEDOWN       DOWN")
        #expect(try GeteventReader.read(bytes: Array(key.utf8), file: "c.txt", description: nil, unitsPerMM: 10).samples.count == 3, "keys it does not know are skipped")
    }

    @Test("evemu: an event time of 1e23 s is refused on its own line, whatever the event")
    func evemuTime() {
        let text = "N: Pen\nA: 00 0 1000 0 0 10\nA: 01 0 1000 0 0 10\nE: 100000000000000000000000.000000 0003 0000 100\nE: 1.000000 0000 0000 0\n"
        let error = Self.error { try EvemuReader.read(bytes: Array(text.utf8), file: "pen.events") }
        #expect(error == "pen.events:4: event time 1e+23 s is beyond the supported ±1e+10 s")
    }

    @Test("--points-per-mm outside a profile's points-per-mm range is refused by every reader that uses it")
    func unitsPerMM() throws {
        for value in [1e300, 0, -3, .nan, 1e-9] {
            #expect(Self.getevent(Self.pen, unitsPerMM: value) == "c.txt: --points-per-mm \(ValueRange.format(value)) is outside the supported 0.01…1000 pt/mm", "\(value)")
        }
        #expect(TraceReadSettings.unitsPerMMProblem(17.7) == nil)
    }
}
