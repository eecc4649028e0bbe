import Foundation
import InkIO
import InkTestSupport
import Testing

/// Issue 30's misbehaving children: replies beyond the protocol's ranges (a dirty rectangle of
/// 1e15 × 1e15 pt that trapped converting to pixels, `points_produced` of Int.max that trapped
/// summing, 1e12 points under modelled costs that made one callback cost days and the run grow
/// to 24 GB), one rule for the exit status at the end (a predictor exiting 4 was accepted while a
/// pipeline doing the same failed), and a grandchild that calls `setsid()` to outlive the run.
@Suite("external children that misbehave", .needsPython3)
struct HostileChildTests {
    /// A pipeline child that answers every request with `reply` (a JSON text), speaking protocol 1
    /// (no hello: it answers every line alike).
    static func replying(_ reply: String) -> String {
        "import sys\nfor line in sys.stdin:\n    print('\(reply)', flush=True)\n"
    }

    static func run(_ script: String, cost: String = "modelled", in folder: URL) throws -> CommandRunner.Result {
        try Data(script.utf8).write(to: folder.appendingPathComponent("child.py"))
        let configuration = try ExternalPipelineRunTests.writeConfiguration(["python3", "child.py"], extra: ["protocol: 1"], in: folder)
        return try ExternalPipelineRunTests.run(configuration, in: folder, extra: ["--cost", cost, "--max-seconds", "60"])
    }

    @Test("replies beyond the protocol's ranges: one line naming configuration, callback and member, at once", arguments: [
        (#"{"dirty":{"x":0,"y":0,"width":1e15,"height":1e15}}"#, "'dirty' width and height must be at most 2e+09 pt"),
        (#"{"points_produced":9223372036854775807}"#, "'points_produced' must be a whole number in 0…10000000 (got 9223372036854775807)"),
        (#"{"points_produced":1000000000000}"#, "'points_produced' must be a whole number in 0…10000000 (got 1000000000000)"),
        (#"{"points_recomputed":1000000000000}"#, "'points_recomputed' must be a whole number in 0…10000000"),
        (#"{"tip":{"touch":1,"x":0,"y":0,"t":1e23}}"#, "'tip': t 1e+23 s is beyond the supported ±1e+10 s"),
    ])
    func outOfRangeReplies(reply: String, expected: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = Date()
        let result = try Self.run(Self.replying(reply), in: folder)
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("Error: configuration 'child', callback 0: invalid reply: "), "\(result.standardError)")
        #expect(result.standardError.contains(expected), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report").path))
    }

    @Test("the largest counts a reply may hold are priced within the step cap, and the run finishes")
    func largestCounts() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(Self.replying(#"{"points_produced":10000000,"points_recomputed":10000000,"dirty":{"x":-1e9,"y":-1e9,"width":2e9,"height":2e9}}"#), in: folder)
        #expect(result.exitCode == 0 || result.standardError.contains("one step may cost"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count <= 1)
    }

    @Test("a child exiting with status 4 after the last request fails the run, pipeline and predictor alike")
    func exitStatusAtTheEnd() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipeline = try Self.run(Self.replying("{}") + "sys.exit(4)\n", in: folder)
        #expect(pipeline.exitCode == 1)
        #expect(pipeline.standardError == "Error: configuration 'child': the external process exited with status 4\n")
        let predictor = "import sys, json\nfor line in sys.stdin:\n    r = json.loads(line)\n    print(json.dumps({'id': r['id'], 'points': [None] * len(r['targets'])}), flush=True)\nsys.exit(4)\n"
        try Data(predictor.utf8).write(to: folder.appendingPathComponent("predictor.py"))
        let predict = try CommandRunner.run(["predict", "tap", "--predictor", "exec:python3 predictor.py"], in: folder)
        #expect(predict.exitCode == 1)
        #expect(predict.standardError.hasPrefix("Error: predictor 'exec:python3 predictor.py': after request "), "\(predict.standardError)")
        #expect(predict.standardError.hasSuffix(": the external process exited with status 4\n"))
        try Data("configurations:\n  - name: predicted\n    geometry: incremental\n    prediction: { exec: [python3, predictor.py] }\n".utf8)
            .write(to: folder.appendingPathComponent("predicted.yaml"))
        let run = try CommandRunner.run(["run", "--dataset", "tap", "--config", "predicted.yaml", "--out", "out", "--no-progress"], in: folder)
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("predictor 'exec:python3 predictor.py': after request ") && run.standardError.hasSuffix("the external process exited with status 4\n"), "\(run.standardError)")
        for picture in ["render"] {
            let rendered = try CommandRunner.run([picture, "tap", "--config", "predicted.yaml", "-o", "x.png"], in: folder)
            #expect(rendered.exitCode == 1 && rendered.standardError.hasSuffix("the external process exited with status 4\n"), "\(rendered.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }

    @Test("render with an external predictor that cannot start, crashes or never answers: one line, exit 1, no picture", arguments: [
        ("./missing-predictor", "cannot start './missing-predictor': No such file or directory"),
        ("python3 -c 'import os,signal; os.kill(os.getpid(), signal.SIGSEGV)'", "the external process was killed by signal 11"),
        ("python3 -c 'import time; time.sleep(60)'", "the external process timed out after 1 s"),
    ])
    func renderWithFailingPredictor(command: String, expected: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quoted = "'exec:" + command.replacingOccurrences(of: "'", with: "''") + "'"
        try Data("configurations:\n  - name: predicted\n    geometry: incremental\n    prediction: \(quoted)\n".utf8)
            .write(to: folder.appendingPathComponent("predicted.yaml"))
        let result = try CommandRunner.run(["render", "tap", "--config", "predicted.yaml", "--external-timeout", "1", "-o", "x.png"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("Error: tap: configuration 'predicted': predictor 'exec:"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix(expected + "\n"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }

    @Test("a grandchild that calls setsid() and sleeps is ended with its parent at the end of the run")
    func setsidGrandchild() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = "inkbench-setsid-\(UUID().uuidString)"
        let script = """
            import os, sys, time
            if os.fork() == 0:
                os.setsid()
                if os.fork() == 0:
                    os.execvp('python3', ['python3', '-c', 'import time; time.sleep(300)', '\(marker)'])
                os._exit(0)
            for line in sys.stdin:
                print('{"points_produced": 1}', flush=True)

            """
        let start = Date()
        let result = try Self.run(script, in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(Date().timeIntervalSince(start) < 60, "the run did not wait for the grandchild's 300 s")
        var left = ProcessTable.living(containing: marker)
        for _ in 0..<20 where !left.isEmpty {
            usleep(100_000)
            left = ProcessTable.living(containing: marker)
        }
        #expect(left.isEmpty, "still running: \(left.map(\.commandLine))")
        for process in left { kill(process.id, SIGKILL) }
    }
}
