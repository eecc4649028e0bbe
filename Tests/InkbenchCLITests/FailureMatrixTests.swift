import Foundation
import Testing
import InkTestSupport

/// Every command given bad arguments, missing or unreadable files, files of the wrong format and
/// unknown names: exactly one line on stderr, the documented exit code (1 bad input, including a
/// bad value of a well-formed option; 64 a malformed command line;
/// 5 missing baseline) and nothing written in the working folder.
@Suite("inkbench failure matrix: one line, the documented exit code, nothing written")
struct FailureMatrixTests {
    /// Read-only inputs shared by every case (`$F/…` in the arguments): a PNG under trace and
    /// report names, folders under file names, a broken YAML file and a valid report. They live
    /// in `inkbench-failure-matrix-PID` in the temporary folder, kept until the next test run,
    /// which removes the folders of processes no longer running (a parameterized suite has no
    /// point after its last case to remove them).
    static let fixtures: URL? = try? {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-failure-matrix-")
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for name in ["pic.inktrace", "pic.json", "pic.events", "pic.dat", "pic.yaml"] {
            try Data(png).write(to: folder.appendingPathComponent(name))
        }
        for name in ["folder.inktrace", "folder.json", "folder.yaml"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
        }
        try Data("configurations: [\n  - name: x\n    smoother: {".utf8).write(to: folder.appendingPathComponent("bad.yaml"))
        let run = try CommandRunner.run(["run", "tap", "--config", "incremental-smooth", "--out", "report"], in: folder)
        guard run.exitCode == 0 else { throw CocoaError(.fileWriteUnknown) }
        return folder
    }()

    static let cases: [(arguments: [String], exitCode: Int32)] = [
        (["synth", "--shape", "line", "-o", "no-such-folder/x.inktrace"], 1),
        (["synth", "--dataset", "no-such-dataset", "-o", "x.inktrace"], 1),
        (["synth", "--shape", "line", "--profile", "no-such-profile", "-o", "x.inktrace"], 1),
        (["synth", "--shape", "line", "--duration", "1e308", "-o", "x.inktrace"], 1),
        (["synth", "-o", "x.inktrace"], 64),
        (["inspect", "no-such-file.inktrace"], 1),
        (["inspect", "$F/pic.inktrace"], 1),
        (["inspect", "$F/pic.json"], 1),
        (["inspect", "$F/pic.events"], 1),
        (["inspect", "$F/pic.dat"], 1),
        (["inspect", "$F/folder.inktrace"], 1),
        (["inspect", "$F/folder.json"], 1),
        (["inspect", "tap", "--set", "no-such-key=1"], 1),
        (["inspect"], 64),
        (["convert", "$F/pic.json", "-o", "x.inktrace"], 1),
        (["convert", "$F/folder.inktrace", "-o", "x.csv"], 1),
        (["convert", "tap", "-o", "x.png"], 1),
        (["convert", "tap", "-o", "x.inktrace", "--to", "evemu"], 1),
        (["convert", "tap"], 64),
        (["run", "$F/pic.inktrace", "--config", "incremental-smooth", "--out", "out"], 1),
        (["run", "tap", "--config", "no-such-config", "--out", "out"], 1),
        (["run", "tap", "--config", "$F/bad.yaml", "--out", "out"], 1),
        (["run", "tap", "--config", "$F/pic.yaml", "--out", "out"], 1),
        (["run", "tap", "--config", "$F/folder.yaml", "--out", "out"], 1),
        (["run", "tap", "--config", "incremental-smooth", "--profile", "no-such-profile", "--out", "out"], 1),
        (["run", "tap", "--config", "incremental-smooth", "--calibration", "$F/no-such.json", "--out", "out"], 1),
        (["run", "tap", "--config", "incremental-smooth", "--calibration", "$F/pic.json", "--out", "out"], 1),
        (["run", "tap", "--config", "incremental-smooth", "--set", "canvas-width=1e300", "--out", "out"], 1),
        (["run", "tap", "--config", "incremental-smooth"], 64),
        (["run", "tap", "--config", "incremental-smooth", "--cpu-scale", "0", "--out", "out"], 1),
        (["run", "tap", "--config", "incremental-smooth", "--cpu-scale", "1e308", "--out", "out"], 1),
        (["run", "tap", "--config", "incremental-smooth", "--commit-lead", "1e308", "--out", "out"], 1),
        (["run", "tap", "--config", "incremental-smooth", "--set", "display-hz=1e300", "--out", "out"], 1),
        (["run", "tap", "--config", "incremental-smooth", "--set", "input-latency=1e300", "--out", "out"], 1),
        (["run", "tap", "--config", "incremental-smooth", "--quick", "--set", "canvas-height=1e300", "--out", "out"], 1),
        (["calibrate", "--dataset", "no-such-dataset", "-o", "cal.json"], 1),
        (["calibrate", "--config", "no-such-config", "--quick", "-o", "cal.json"], 1),
        (["calibrate"], 64),
        (["pipeline-cost", "$F/pic.json", "--config", "incremental-smooth"], 1),
        (["pipeline-cost", "tap", "--config", "no-such-config"], 1),
        (["pipeline-cost", "tap", "--schedule", "weird"], 1),
        (["pipeline-cost", "tap", "--config", "incremental-smooth", "--set", "display-hz=1e300"], 1),
        (["predict", "tap", "--predictor", "no-such-predictor", "--out", "p"], 1),
        (["predict", "tap", "--predictor", "linear:zz=1", "--out", "p"], 1),
        (["predict", "$F/no-such.inktrace", "--out", "p"], 1),
        (["predict", "no-such-dataset", "--out", "p"], 1),
        (["predict", "tap", "--horizon", "x"], 1),
        (["render", "$F/pic.inktrace", "-o", "x.png"], 1),
        (["render", "tap", "--config", "no-such-config", "-o", "x.png"], 1),
        (["render", "tap", "--profile", "no-such-profile", "-o", "x.png"], 1),
        (["render", "tap", "--renderer", "weird", "-o", "x.png"], 1),
        (["render", "tap"], 64),
        (["compare", "$F/pic.json", "$F/report/report.json", "--out", "c.txt"], 1),
        (["compare", "$F/folder.json", "$F/report/report.json"], 1),
        (["compare", "$F/no-such.json", "$F/report/report.json", "--out", "c.txt"], 5),
        (["compare", "$F/report/report.json", "--baseline", "no-such-baseline"], 5),
        (["compare"], 64),
        (["chart", "$F/no-such.json", "--out", "charts"], 1),
        (["chart", "$F/pic.json", "--out", "charts"], 1),
        (["chart", "$F/folder.json", "--out", "charts"], 1),
        (["chart"], 64),
        (["list", "no-such-list"], 64),
        (["list", "configs", "--configs", "$F/no-such-folder"], 1),
        (["list", "predictors", "--bogus"], 64),
        (["predict", "tap", "--horizon", "-1"], 1),
        (["predict", "tap", "--horizon"], 64),
        (["run", "tap", "--config", "incremental-smooth", "--cpu-scale", "-2", "--out", "out"], 1),
        (["run", "tap", "--config", "incremental-smooth", "--max-seconds", "-1", "--out", "out"], 1),
        (["render", "tap", "--at", "-0.5", "-o", "x.png"], 1),
        (["render", "tap", "--max-seconds", "0", "-o", "x.png"], 1),
        (["synth", "--shape", "line", "--duration", "-3", "-o", "x.inktrace"], 1),
        (["compare", "$F/report/report.json", "$F/report/report.json", "--format", "weird"], 1),
        (["compare", "$F/report/report.json", "$F/report/report.json", "--config", "$F/folder.yaml"], 1),
        (["compare", "$F/report/report.json", "$F/report/report.json", "--config", "/dev/null"], 1),
        (["compare", "$F/report/report.json", "$F/report/report.json", "--config", "$F/pic.yaml"], 1),
        (["run", "tap", "--config", "incremental-smooth", "--out", "$F/pic.json"], 1),
        (["run", "tap", "--config", "incremental-smooth", "--out", "$F/pic.json/sub"], 1),
        (["predict", "tap", "--out", "$F/pic.json"], 1),
        (["chart", "$F/report/report.json", "--out", "$F/pic.json"], 1),
    ]

    @Test("each failure is one line with its exit code and writes nothing", arguments: cases)
    func failure(arguments: [String], exitCode: Int32) throws {
        let fixtures = try #require(Self.fixtures, "the shared fixtures could not be made")
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolved = arguments.map { $0.replacingOccurrences(of: "$F", with: fixtures.path) }
        let result = try CommandRunner.run(resolved, in: folder)
        #expect(result.exitCode == exitCode, "\(arguments): \(result.standardError)")
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1 && result.standardError.hasPrefix("Error: "), "\(arguments): \(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "\(arguments) wrote into the working folder")
    }

    @Test("an unreadable trace (mode 000) is one line and exit code 1", .needsNonRootUser)
    func unreadable() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let synth = try CommandRunner.run(["synth", "--dataset", "tap", "-o", "locked.inktrace"], in: folder)
        try #require(synth.exitCode == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.appendingPathComponent("locked.inktrace").path)
        for arguments in [["inspect", "locked.inktrace"], ["convert", "locked.inktrace", "-o", "x.csv"], ["render", "locked.inktrace", "-o", "x.png"]] {
            let result = try CommandRunner.run(arguments, in: folder)
            #expect(result.exitCode == 1)
            #expect(result.standardError.split(separator: "\n").count == 1 && result.standardError.contains("Permission denied"), "\(result.standardError)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["locked.inktrace"])
        }
    }

    @Test("a limit variable that is not a number is one line and exit code 1")
    func badLimitVariable() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["INKBENCH_MAX_LINE_BYTES"] = "lots"
        let result = try CommandRunner.run(["inspect", "tap"], in: folder, environment: environment)
        #expect(result.exitCode == 1)
        #expect(result.standardError == "Error: INKBENCH_MAX_LINE_BYTES=lots: not a positive whole number\n")
    }
}
