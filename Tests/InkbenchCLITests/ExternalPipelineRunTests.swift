import Foundation
import InkIO
import InkTestSupport
import Testing

/// `inkbench run` with external pipelines (`pipeline: {exec: …}`): the reference clients of
/// Examples/External end to end, and every way a child can fail — one line naming the
/// configuration, the callback and what went wrong, exit 1, no output folder, no process left.
@Suite("inkbench run: external pipelines")
struct ExternalPipelineRunTests {
    static let examples = RunCommandTests.root.appendingPathComponent("Examples/External")

    /// A configuration file in `folder` whose one configuration `child` runs `exec` (YAML list
    /// items, already quoted), with the extra `pipeline` keys `extra` (one a line).
    static func writeConfiguration(_ exec: [String], extra: [String] = [], in folder: URL) throws -> String {
        let yaml = """
            configurations:
              - name: child
                pipeline:
                  exec: [\(exec.joined(separator: ", "))]
            \(extra.map { "      " + $0 }.joined(separator: "\n"))
            """
        let path = folder.appendingPathComponent("external.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A YAML single-quoted scalar of `text`.
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

    static func run(_ configuration: String, in folder: URL, extra: [String] = []) throws -> CommandRunner.Result {
        try CommandRunner.run(
            ["run", "--dataset", "tap", "--config", configuration, "--out", "out/report", "--no-progress", "--no-renders"] + extra, in: folder
        )
    }

    /// Living processes whose command line contains `marker` (none may outlive inkbench).
    static func processes(containing marker: String) -> [String] {
        ProcessTable.living(containing: marker).map(\.commandLine)
    }

    @Test("the Python reference client runs end to end: report with its command, costs and counters", .needsPython3)
    func pythonClient() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = Self.examples.appendingPathComponent("smoothing_pipeline.py").path
        let configuration = try Self.writeConfiguration(["python3", Self.quoted(script)], in: folder)
        for cost in ["modelled", "reported", "default"] {
            let choice = cost == "default" ? [] : ["--cost", cost, "--repetitions", "1"]
            let result = try CommandRunner.run(
                ["run", "--dataset", "handwriting-short", "--config", configuration, "--out", cost, "--no-progress", "--no-renders"] + choice, in: folder
            )
            #expect(result.exitCode == 0, "\(result.standardError)")
            let report = try Self.report(folder.appendingPathComponent(cost))
            let record = try #require((report["configurations"] as? [[String: Any]])?.first)
            let external = try #require(record["external"] as? [String: Any])
            #expect(external["command"] as? [String] == ["python3", script])
            let priced = cost == "default" ? "reported" : cost
            #expect((external["cost"] as? String)?.hasPrefix(priced) == true, "the program's hello reports handler_us: reported by default")
            let entry = try #require(((report["traces"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
            #expect((entry["runs"] as? [[String: Any]])?.count == 1, "deterministic costs run once")
            #expect(((entry["startup"] as? [String: Any])?["seconds"] as? [Double])?.count == 1, "the start-up is timed apart")
            #expect(record["geometry"] as? String == "external")
            let summary = try String(contentsOf: folder.appendingPathComponent("\(cost)/summary.md"), encoding: .utf8)
            #expect(summary.contains("- `child`: external pipeline `python3 \(script)`, \(priced)"))
            let page = try String(contentsOf: folder.appendingPathComponent("\(cost)/index.html"), encoding: .utf8)
            #expect(page.contains("<li><code>child</code>: external pipeline <code>python3 \(script)</code>, \(priced)"))
            let callbacks = try String(contentsOf: folder.appendingPathComponent("\(cost)/data/callbacks.csv"), encoding: .utf8)
            #expect(callbacks.split(separator: "\n").count > 10)
        }
    }

    @Test("the C reference client, compiled with cc into a temporary folder, runs end to end with measured costs", .needsCCompiler)
    func cClient() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("smoothing_pipeline").path
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = ["cc", "-O2", "-Wall", "-Werror", "-o", binary, Self.examples.appendingPathComponent("smoothing_pipeline.c").path, "-lm"]
        try compile.run()
        compile.waitUntilExit()
        #expect(compile.terminationStatus == 0)
        let configuration = try Self.writeConfiguration([Self.quoted(binary)], in: folder)
        let result = try CommandRunner.run(
            ["run", "--dataset", "handwriting-short", "--config", configuration, "--cost", "measured", "--repetitions", "1", "--out", "out", "--no-progress", "--no-renders"],
            in: folder
        )
        #expect(result.exitCode == 0, "\(result.standardError)")
        let report = try Self.report(folder.appendingPathComponent("out"))
        let cost = try #require(report["cost"] as? [String: Any])
        let overhead = try #require(cost["externalOverhead"] as? [String: Any])
        #expect((overhead["medianSeconds"] as? Double ?? 0) > 0)
        #expect(overhead["exchanges"] as? Int == 2000)
    }

    static func report(_ folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("a child that fails: one line naming the configuration, the callback and what went wrong; no folder, no process left", arguments: [
        ("read -r line; echo oops >&2; exit 3", [], "configuration 'child', callback 0: the external process exited with status 3"),
        ("read -r line; exec sleep 31.4159", ["--external-timeout", "0.3"], "configuration 'child', callback 0: the external process timed out after 0.3 s"),
        ("read -r line; echo 'garbage'; exec sleep 31.4159", [], "configuration 'child', callback 0: reply is not a JSON object (invalid number at byte 1)"),
        ("read -r line; head -c 1100000 /dev/zero | tr '\\0' x; echo; exec sleep 31.4159", [], "configuration 'child', callback 0: reply longer than 1048576 bytes"),
        ("read -r line; echo '{\"id\":5}'; exec sleep 31.4159", [], "configuration 'child', callback 0: reply answers request 5, expected 0"),
        ("read -r line; echo '{\"dirty\":1}'; exec sleep 31.4159", [], "configuration 'child', callback 0: invalid reply: 'dirty' must be an object {x, y, width, height} in points"),
        ("while IFS= read -r line; do echo '{}'; done; exit 4", [], "configuration 'child': the external process exited with status 4"),
        ("while IFS= read -r line; do echo '{}'; done", ["--cost", "reported"], "configuration 'child', callback 0: invalid reply: no 'handler_us', which --cost reported needs in every reply"),
    ] as [(String, [String], String)])
    func failures(script: String, options: [String], line: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Each case sleeps for its own time, so its leftover processes can be told from those of
        // the cases running beside it.
        let marker = "31.\(UInt32.random(in: 100_000...999_999))"
        let configuration = try Self.writeConfiguration(
            ["/bin/sh", "-c", Self.quoted(script.replacingOccurrences(of: "31.4159", with: marker))], extra: ["protocol: 1"], in: folder
        )
        let result = try Self.run(configuration, in: folder, extra: options)
        #expect(result.exitCode == 1)
        let lines = result.standardError.split(separator: "\n").filter { !$0.hasPrefix("[child] ") }
        #expect(lines == ["Error: " + line[...]])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report").path), "nothing is written")
        #expect(Self.processes(containing: marker).isEmpty, "no child outlives the run")
        if script.contains("oops") { #expect(result.standardError.contains("[child] oops\n")) }
    }

    @Test("a program that does not answer the hello of protocol 2 fails in one line that names it, the hint and nothing left", arguments: [
        ("read -r line; echo oops >&2; exit 3", [], "configuration 'child': at the hello of protocol version 2: the external process exited with status 3"),
        ("while IFS= read -r line; do echo '{}'; done", [], "configuration 'child': at the hello of protocol version 2: invalid reply: the hello reply needs 'version': 2"),
        ("read -r line; exec sleep 31.4159", ["--external-timeout", "0.3"], "configuration 'child': at the hello of protocol version 2: the external process timed out after 0.3 s"),
    ] as [(String, [String], String)])
    func helloFailures(script: String, options: [String], line: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = "31.\(UInt32.random(in: 100_000...999_999))"
        let configuration = try Self.writeConfiguration(["/bin/sh", "-c", Self.quoted(script.replacingOccurrences(of: "31.4159", with: marker))], in: folder)
        let result = try Self.run(configuration, in: folder, extra: options)
        #expect(result.exitCode == 1)
        let lines = result.standardError.split(separator: "\n").filter { !$0.hasPrefix("[child] ") }
        #expect(lines.map(String.init) == ["Error: " + line + " (a program written for version 1 needs 'protocol: 1' in its configuration's pipeline)"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report").path), "nothing is written")
        #expect(Self.processes(containing: marker).isEmpty, "no child outlives the run")
    }

    @Test("the per-callback timeout comes from the configuration before --external-timeout")
    func configurationTimeout() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = try Self.writeConfiguration(
            ["/bin/sh", "-c", Self.quoted("read -r line; exec sleep 31.4159")], extra: ["timeout: 0.2", "protocol: 1"], in: folder
        )
        let result = try Self.run(configuration, in: folder, extra: ["--external-timeout", "100"])
        #expect(result.standardError == "Error: configuration 'child', callback 0: the external process timed out after 0.2 s\n")
    }

    @Test("bad pipeline entries and option values are refused where they enter, in one line", arguments: [
        ("exec: []", "external.yaml:4: configuration 'child': 'exec' is empty: it needs at least the program to run"),
        ("exec: python3", "external.yaml:4: configuration 'child': 'exec' must be a list: the program and its arguments, e.g. [python3, my_pipeline.py] (it is never run through a shell)"),
        ("exec: [x]\n      timeout: 0", "external.yaml:5: configuration 'child': 'timeout' must be seconds in 0.001…3600 (got 0)"),
        ("exec: [x]\n      shell: true", "external.yaml:5: configuration 'child': unknown key 'shell' in 'pipeline' (known: exec, timeout, protocol)"),
        ("exec: [x]\n      protocol: 3", "external.yaml:5: configuration 'child': 'protocol' must be a protocol version, 1 or 2 (got 3)"),
        ("exec: [x]\n    geometry: naive", "external.yaml:5: configuration 'child': 'geometry' does not apply to an external pipeline ('pipeline: exec'), which computes and draws the ink itself"),
    ])
    func badEntries(pipeline: String, line: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("external.yaml")
        try "configurations:\n  - name: child\n    pipeline:\n      \(pipeline)\n".write(to: path, atomically: true, encoding: .utf8)
        let result = try Self.run(path.path, in: folder)
        #expect(result.exitCode == 1)
        #expect(result.standardError == "Error: \(folder.path)/\(line)\n")
    }

    @Test("--cost reported with a built-in configuration, and a bad --external-timeout, are refused in one line")
    func refusedCombinations() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reported = try CommandRunner.run(["run", "--dataset", "tap", "--config", "naive", "--cost", "reported", "--out", "out", "--no-progress"], in: folder)
        #expect(reported.exitCode == 1)
        #expect(reported.standardError.hasPrefix("Error: configuration 'naive': --cost reported takes the durations an external pipeline reports"))
        #expect(reported.standardError.split(separator: "\n").count == 1)
        let timeout = try CommandRunner.run(["run", "--dataset", "tap", "--config", "naive", "--external-timeout", "-1", "--out", "out"], in: folder)
        #expect(timeout.exitCode == 1)
        #expect(timeout.standardError == "Error: --external-timeout must be seconds in 0.001…3600\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("commands that replay built-in pipelines refuse an external one in one line")
    func replayCommandsRefuseExternal() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = try Self.writeConfiguration(["/bin/sh", "-c", Self.quoted("cat")], in: folder)
        let result = try CommandRunner.run(["pipeline-cost", "tap", "--config", configuration], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.standardError == "Error: configuration 'child' runs an external pipeline (pipeline: exec), and inkbench pipeline-cost replays built-in pipelines only; use inkbench run\n")
    }

    @Test("Ctrl-C while a child hangs: inkbench exits with 130 and leaves no child behind")
    func interruptKillsChildren() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = "31.\(UInt32.random(in: 100_000...999_999))"
        let configuration = try Self.writeConfiguration(["/bin/sh", "-c", Self.quoted("read -r line; exec sleep \(marker)")], in: folder)
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["run", "--dataset", "tap", "--config", configuration, "--out", "out", "--no-progress", "--no-renders", "--external-timeout", "100"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        let errorFile = folder.appendingPathComponent("stderr.txt")
        #expect(FileManager.default.createFile(atPath: errorFile.path, contents: nil))
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        // Wait (up to 20 s) until the child is asleep in its first callback, then interrupt.
        for _ in 0..<2000 {
            if !Self.processes(containing: marker).isEmpty { break }
            usleep(10_000)
        }
        #expect(!Self.processes(containing: marker).isEmpty, "the child started")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "\((try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")")
        for _ in 0..<500 {
            if Self.processes(containing: marker).isEmpty { break }
            usleep(10_000)
        }
        #expect(Self.processes(containing: marker).isEmpty, "the child was killed with inkbench")
    }

    @Test("inkbench external-overhead reports the echo child's round trip")
    func overheadCommand() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["external-overhead", "--exchanges", "200"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("protocol round trip with the echo child: median "))
        #expect(result.standardOutput.contains(" µs (200 exchanges); the echo child's CPU time per round trip: median "))
    }
}
