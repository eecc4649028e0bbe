import Foundation
import InkTestSupport
import Testing

/// The Python reference predictor (`Examples/External/linear_predictor.py`) end to end: scored by
/// `inkbench predict` beside the built-ins and drawn by `inkbench run`, and a failing child as
/// one line with nothing written.
@Suite("external predictors end to end", .needsPython3)
struct ExternalPredictorCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let client = root.appendingPathComponent("Examples/External/linear_predictor.py").path
    static let spec = "exec:python3 \(client)"

    @Test("predict scores the Python predictor under its name beside linear")
    func predictScoresIt() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["predict", "handwriting-short", "--predictor", "linear", "--predictor", Self.spec, "--out", "out"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(Self.spec), "\(result.standardOutput)")
        let json = try String(contentsOf: folder.appendingPathComponent("out/predictions.json"), encoding: .utf8)
        #expect(json.contains("exec:python3"))
        let again = try CommandRunner.run(["predict", "handwriting-short", "--predictor", "linear", "--predictor", Self.spec], in: folder)
        // The compact table shows the long spec as [1], its row of median/p90 cells, and the spec in full below.
        let first = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("[1]") }
        let second = again.standardOutput.split(separator: "\n").filter { $0.hasPrefix("[1]") }
        #expect(first.contains { $0.contains("/") && !$0.contains("exec:") } && first.contains("[1] \(Self.spec)"))
        #expect(first == second, "the same child must give the same scores")
    }

    @Test("run draws the Python predictor's touches from a configuration's exec list")
    func runUsesIt() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = """
            configurations:
              - name: python-predicted
                geometry: incremental
                prediction: { exec: [python3, \(Self.client)] }
            """
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("mine.yaml"))
        let result = try CommandRunner.run(["run", "handwriting-short", "--config", "mine.yaml", "--no-renders", "--no-progress", "--out", "out"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let report = try String(contentsOf: folder.appendingPathComponent("out/report.json"), encoding: .utf8)
        #expect(report.contains("exec:python3"), "the report names the predictor")
        #expect(report.contains("predictionError"))
    }

    @Test("a child that exits is one line naming the predictor and the request, and nothing is written")
    func aFailingChildFailsTheCommand() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let failing = "exec:python3 -c 'import sys; sys.stdin.readline(); sys.exit(4)'"
        let predict = try CommandRunner.run(["predict", "handwriting-short", "--predictor", failing, "--out", "out"], in: folder)
        #expect(predict.exitCode == 1)
        #expect(predict.standardError.hasPrefix("Error: predictor '\(failing)': request 1 (touch 1, target"), "\(predict.standardError)")
        #expect(predict.standardError.contains("the external process exited with status 4"))
        #expect(predict.standardError.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/predictions.json").path))

        let yaml = "configurations:\n  - name: broken\n    geometry: incremental\n    prediction: \"\(failing.replacingOccurrences(of: "\"", with: "\\\""))\"\n"
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("broken.yaml"))
        let run = try CommandRunner.run(["run", "handwriting-short", "--config", "broken.yaml", "--no-renders", "--no-progress", "--out", "run"], in: folder)
        #expect(run.exitCode != 0)
        #expect(run.standardError.contains("configuration 'broken': predictor '\(failing)': request 1 (touch 1, target"), "\(run.standardError)")
        #expect(run.standardError.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").count == 1, "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("run/report.json").path))
    }

    @Test("--external-timeout bounds each answer of a predictor that hangs, in predict and in run")
    func aHangingChildTimesOutAtTheGivenTimeout() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let hanging = "exec:python3 -c 'import time; time.sleep(60)'"
        let predict = try CommandRunner.run(["predict", "handwriting-short", "--predictor", hanging, "--external-timeout", "0.3"], in: folder)
        #expect(predict.exitCode == 1)
        #expect(predict.standardError.contains("timed out after 0.3 s"), "\(predict.standardError)")
        let yaml = "configurations:\n  - name: hanging\n    geometry: incremental\n    prediction: \"\(hanging)\"\n"
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("hanging.yaml"))
        let run = try CommandRunner.run(
            ["run", "handwriting-short", "--config", "hanging.yaml", "--external-timeout", "0.3", "--no-renders", "--no-progress", "--out", "run"], in: folder
        )
        #expect(run.exitCode != 0)
        #expect(run.standardError.contains("configuration 'hanging': predictor '\(hanging)'") && run.standardError.contains("timed out after 0.3 s"), "\(run.standardError)")
        let refused = try CommandRunner.run(["predict", "handwriting-short", "--predictor", hanging, "--external-timeout", "0"], in: folder)
        #expect(refused.exitCode != 0 && refused.standardError.contains("--external-timeout must be seconds in"), "\(refused.standardError)")
    }
}
