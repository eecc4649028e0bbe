import Foundation
import Testing

/// `--format NAME`: a trace whose extension does not tell its format is read when the format is
/// named, on every command that reads traces.
@Suite("--format option")
struct FormatOptionTests {
    @Test("a native trace saved as .txt: told by its content, or named with --format native by every reading command; unknown content gets the --format advice")
    func txtTrace() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["synth", "--shape", "zigzag", "--duration", "0.5", "-o", "a.inktrace"], in: folder).exitCode == 0)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("a.inktrace"), to: folder.appendingPathComponent("a.txt"))
        try Data("time,x,y\n0,1,2\n".utf8).write(to: folder.appendingPathComponent("log.txt"))
        let refused = try CommandRunner.run(["inspect", "log.txt"], in: folder)
        #expect(refused.exitCode != 0)
        #expect(refused.standardError.contains("unknown trace file extension \".txt\""))
        #expect(refused.standardError.contains("name the format with --format (native, inkable, evemu, getevent, mypaint"))
        let plain = try CommandRunner.run(["inspect", "--json", "a.inktrace"], in: folder)
        let sniffed = try CommandRunner.run(["inspect", "--json", "a.txt"], in: folder)
        let named = try CommandRunner.run(["inspect", "--json", "--format", "native", "a.txt"], in: folder)
        #expect(named.exitCode == 0 && sniffed.exitCode == 0, "\(sniffed.standardError)")
        #expect(named.standardOutput == plain.standardOutput.replacingOccurrences(of: "\"a.inktrace\"", with: "\"a.txt\""))
        #expect(sniffed.standardOutput == named.standardOutput)
        let commands: [[String]] = [
            ["convert", "--format", "NATIVE", "a.txt", "-o", "b.json"],
            ["run", "--format", "native", "a.txt", "--config", "naive", "--no-renders", "--out", "out"],
            ["predict", "--format", "native", "a.txt"],
            ["render", "--format", "native", "a.txt", "-o", "a.png"],
            ["pipeline-cost", "--format", "native", "a.txt", "--config", "naive"],
        ]
        for arguments in commands {
            let result = try CommandRunner.run(arguments, in: folder)
            #expect(result.exitCode == 0, "\(arguments.joined(separator: " ")): \(result.standardError)")
        }
    }

    @Test("an unknown format name is one line listing the readable formats")
    func unknownName() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x".utf8).write(to: folder.appendingPathComponent("a.txt"))
        let result = try CommandRunner.run(["inspect", "--format", "pdf", "a.txt"], in: folder)
        #expect(result.exitCode != 0)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.contains("--format pdf: unknown trace format (known: native, inkable, evemu, getevent, mypaint") == true)
    }
}

/// `--format csv --columns`: a logged CSV read by the CLI.
@Suite("CSV import on the command line")
struct CSVColumnsCommandTests {
    @Test("inspect --format csv --columns reads a .txt log; without --columns the error says what to give")
    func inspectCSV() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = (0..<50).map { "\($0 * 4),\(10 + Double($0) * 0.2),20,0.5" }
        try Data(("t,x,y,p\n" + rows.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent("log.txt"))
        let result = try CommandRunner.run(["inspect", "--format", "csv", "--columns", "t:ms,x:mm,y:mm,pressure", "log.txt"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("samples:             50"))
        #expect(result.standardOutput.contains("sample rate:         250 Hz"))
        #expect(result.standardOutput.contains("p50 50, p90 50, max 50 mm/s"))
        let missing = try CommandRunner.run(["inspect", "--format", "csv", "log.txt"], in: folder)
        #expect(missing.exitCode != 0)
        #expect(missing.standardError.contains("log.txt: a CSV trace needs --columns"))
    }
}

/// `--format getevent` with `--description` and `--points-per-mm` on the command line.
@Suite("getevent on the command line")
struct GeteventCommandTests {
    static let capture = """
        [       1.000000] EV_ABS       ABS_MT_TRACKING_ID   00000001
        [       1.000000] EV_ABS       ABS_MT_POSITION_X    00000064
        [       1.000000] EV_ABS       ABS_MT_POSITION_Y    00000064
        [       1.000000] EV_SYN       SYN_REPORT           00000000
        [       1.010000] EV_ABS       ABS_MT_POSITION_X    00000078
        [       1.010000] EV_SYN       SYN_REPORT           00000000
        [       1.020000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
        [       1.020000] EV_SYN       SYN_REPORT           00000000

        """
    static let description = """
        add device 1: /dev/input/event2
          name:     "touchscreen"
          events:
            ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 1439, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_Y     : value 0, min 0, max 3119, fuzz 0, flat 0, resolution 0

        """

    @Test("inspect reads a capture with its description and --points-per-mm; without the option the error names it")
    func inspect() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.capture.utf8).write(to: folder.appendingPathComponent("c.txt"))
        try Data(Self.description.utf8).write(to: folder.appendingPathComponent("il.txt"))
        let result = try CommandRunner.run(["inspect", "--format", "getevent", "--description", "il.txt", "--points-per-mm", "20", "c.txt"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("source:              getevent (c.txt (axes from il.txt))"))
        #expect(result.standardOutput.contains("strokes:             1 (direct 1)"))
        #expect(result.standardOutput.contains("samples:             3"))
        #expect(result.standardOutput.contains("max 100 mm/s"))
        let missing = try CommandRunner.run(["inspect", "--format", "getevent", "--description", "il.txt", "c.txt"], in: folder)
        #expect(missing.exitCode != 0)
        #expect(missing.standardError.contains("c.txt: ABS_MT_POSITION_X has no resolution"))
        #expect(missing.standardError.contains("pass --points-per-mm N"))
    }
}
