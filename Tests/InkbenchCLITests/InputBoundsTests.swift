import Foundation
import Testing

/// Inputs read once and within the input limits, and the failures that used to be a hang, an
/// unbounded read or a multi-line dump: each is now one line with exit code 1.
@Suite("inkbench inputs: read once, bounded, one line when wrong")
struct InputBoundsTests {
    /// The process environment with `changes` applied.
    private func environment(_ changes: [String: String]) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(changes) { _, new in new }
    }

    /// A folder with `report/` from a modelled run of tap with two configurations.
    private func folderWithReport() throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(["run", "tap", "--config", "incremental-smooth", "--config", "naive", "--out", "report", "--no-progress"], in: folder)
        try #require(result.exitCode == 0, "\(result.standardError)")
        return folder
    }

    private func expectOneLine(_ result: CommandRunner.Result, exitCode: Int32 = 1, containing parts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.exitCode == exitCode, "\(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.standardError.split(separator: "\n").count == 1 && result.standardError.hasPrefix("Error: "), "\(result.standardError)", sourceLocation: sourceLocation)
        for part in parts { #expect(result.standardError.contains(part), "\(part) in \(result.standardError)", sourceLocation: sourceLocation) }
    }

    @Test("run --config reads a configuration set from a pipe (a FIFO written once)")
    func configurationFromFIFO() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("set.yaml").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let yaml = "profile: ipad-pencil-60\nthresholds:\n  noise: 3%\nconfigurations:\n  - name: piped\n    geometry: incremental\n"
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            guard descriptor >= 0 else { return }
            _ = yaml.withCString { write(descriptor, $0, strlen($0)) }
            close(descriptor)
        }
        writer.start()
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["run", "tap", "--config", "set.yaml", "--out", "report", "--no-progress"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var waited = 0
        while process.isRunning && waited < 120_000 {
            usleep(10_000)
            waited += 10
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("run blocked reading the FIFO a second time")
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let report = try String(contentsOf: folder.appendingPathComponent("report/report.json"), encoding: .utf8)
        #expect(report.contains("\"piped\"") && report.contains("ipad-pencil-60") && report.contains("\"noise\""))
    }

    @Test("chart refuses a data table that is not a regular file (/dev/zero) or holds an over-long line; a table over the whole-file limit is streamed")
    func boundedDataTables() throws {
        let folder = try folderWithReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = folder.appendingPathComponent("report/data/samples.csv")
        try FileManager.default.removeItem(at: samples)
        try FileManager.default.createSymbolicLink(atPath: samples.path, withDestinationPath: "/dev/zero")
        let endless = try CommandRunner.run(["chart", "report/report.json"], in: folder)
        expectOneLine(endless, containing: ["report/data/samples.csv: not a regular file"])
        try FileManager.default.removeItem(at: samples)
        try Data(("trace,configuration,run,sample,touch,time_s,lag_s\n" + String(repeating: "0", count: 70_000)).utf8).write(to: samples)
        let longLine = try CommandRunner.run(["chart", "report/report.json"], in: folder, environment: environment(["INKBENCH_MAX_LINE_BYTES": "65536"]))
        expectOneLine(longLine, containing: ["report/data/samples.csv: a line is longer than the 64 KiB line limit", "INKBENCH_MAX_LINE_BYTES"])
        let report = try Data(contentsOf: folder.appendingPathComponent("report/report.json"))
        let header = "trace,configuration,run,sample,touch,time_s,lag_s\n"
        try Data((header + String(repeating: "tap,naive,0,1,1,0.1,0.02\n", count: report.count / 20)).utf8).write(to: samples)
        let large = try CommandRunner.run(["chart", "report/report.json"], in: folder, environment: environment(["INKBENCH_MAX_FILE_BYTES": "\(report.count + 1)"]))
        #expect(large.exitCode == 0, "\(large.standardError)")
    }

    @Test("compare --config reads through the run's loader: size limit, folder, device, not YAML")
    func compareConfigurationLoader() throws {
        let folder = try folderWithReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sets.yaml"), withIntermediateDirectories: false)
        try Data(("thresholds:\n  noise: 2%\nconfigurations:\n" + String(repeating: "  - name: x\n    geometry: naive\n", count: 200)).utf8)
            .write(to: folder.appendingPathComponent("big.yaml"))
        let reports = ["report/report.json", "report/report.json"]
        expectOneLine(try CommandRunner.run(["compare"] + reports + ["--config", "sets.yaml"], in: folder), containing: ["sets.yaml: is a folder, not a file"])
        expectOneLine(try CommandRunner.run(["compare"] + reports + ["--config", "/dev/null"], in: folder), containing: ["/dev/null:"])
        let big = try CommandRunner.run(["compare"] + reports + ["--config", "big.yaml"], in: folder, environment: environment(["INKBENCH_MAX_FILE_BYTES": "1000"]))
        expectOneLine(big, containing: ["big.yaml: the file is larger than", "INKBENCH_MAX_FILE_BYTES"])
    }

    @Test("a calibration file that is a device, a folder or over the limit is one line")
    func boundedCalibration() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = ["run", "tap", "--config", "naive", "--out", "report", "--calibration"]
        let zero = try CommandRunner.run(run + ["/dev/zero"], in: folder, environment: environment(["INKBENCH_MAX_FILE_BYTES": "65536"]))
        expectOneLine(zero, containing: ["/dev/zero: the file is larger than"])
        expectOneLine(try CommandRunner.run(run + [folder.path], in: folder), containing: ["is a folder, not a file"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// Writes `folder/NAME` as the report of `folder/report` with `edit` applied.
    private func editedReport(_ name: String, in folder: URL, _ edit: (inout [String: Any]) throws -> Void) throws {
        var report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report/report.json"))) as? [String: Any])
        try edit(&report)
        try JSONSerialization.data(withJSONObject: report).write(to: folder.appendingPathComponent(name))
    }

    @Test("a report.json with one bad field names the field and its value")
    func badReportField() throws {
        let folder = try folderWithReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        try editedReport("mode.json", in: folder) { report in
            var cost = try #require(report["cost"] as? [String: Any])
            cost["mode"] = "guessed mode"
            report["cost"] = cost
        }
        try editedReport("callbacks.json", in: folder) { report in
            var traces = try #require(report["traces"] as? [[String: Any]])
            var results = try #require(traces[0]["results"] as? [[String: Any]])
            var runs = try #require(results[1]["runs"] as? [[String: Any]])
            runs[0]["callbacks"] = 1.5
            results[1]["runs"] = runs
            traces[0]["results"] = results
            report["traces"] = traces
        }
        for command in [["compare", "report/report.json"], ["chart"]] {
            expectOneLine(try CommandRunner.run(command + ["mode.json"], in: folder), containing: ["mode.json: bad value at cost.mode:", "'guessed mode' is not a cost source name"])
            expectOneLine(try CommandRunner.run(command + ["callbacks.json"], in: folder),
                          containing: ["callbacks.json: bad value at traces[0].results[1].runs[0].callbacks: 1.5 is not a whole number"])
        }
    }

    @Test("render --debug refuses a replay estimated to pass --max-seconds, before drawing")
    func renderTimeLimit() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let synth = try CommandRunner.run(["synth", "--shape", "spiral", "--duration", "60", "-o", "long.inktrace"], in: folder)
        try #require(synth.exitCode == 0)
        let refused = try CommandRunner.run(["render", "long.inktrace", "--debug", "--max-seconds", "0.01", "-o", "long.png"], in: folder)
        expectOneLine(refused, containing: ["long.inktrace: replaying incremental-smooth to the moment would take about", "--max-seconds"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("long.png").path))
        let early = try CommandRunner.run(["render", "long.inktrace", "--debug", "--at", "0.05", "--max-seconds", "30", "-o", "early.png"], in: folder)
        #expect(early.exitCode == 0, "an early moment replays a small part: \(early.standardError)")
    }

    @Test("bad option values exit 1 with the value named; negative numbers reach the check instead of 'Missing value'")
    func badValues() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        expectOneLine(try CommandRunner.run(["predict", "tap", "--horizon", "-1"], in: folder), containing: ["--horizon -1.0: must be more than 0"])
        expectOneLine(try CommandRunner.run(["predict", "tap", "--horizon", "abc"], in: folder), containing: ["'abc'", "--horizon"])
        expectOneLine(try CommandRunner.run(["predict", "tap", "--predictor", "crystal-ball"], in: folder), containing: ["crystal-ball"])
        expectOneLine(try CommandRunner.run(["render", "tap", "--width", "-3", "-o", "x.png"], in: folder), containing: ["--width"])
        expectOneLine(try CommandRunner.run(["predict", "tap", "--horizon"], in: folder), exitCode: 64, containing: ["Missing value for '--horizon"])
        expectOneLine(try CommandRunner.run(["predict", "tap", "--bogus"], in: folder), exitCode: 64, containing: ["--bogus"])
    }

    @Test("a trace name of 230 characters: every file the run writes has a name under 255 bytes")
    func longTraceName() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "n", count: 230) + ".inktrace"
        let synth = try CommandRunner.run(["synth", "--shape", "line", "-o", name], in: folder)
        try #require(synth.exitCode == 0, "\(synth.standardError)")
        let result = try CommandRunner.run(["run", name, "--config", "wwdc-predicted", "--out", "report", "--no-progress"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("skipped"), "\(result.standardOutput)")
        let files = FileManager.default.enumerator(atPath: folder.appendingPathComponent("report").path)?.allObjects as? [String] ?? []
        #expect(files.count > 20)
        #expect(files.allSatisfy { ($0 as NSString).lastPathComponent.utf8.count < 128 }, "\(files.filter { ($0 as NSString).lastPathComponent.utf8.count >= 128 })")
    }
}
