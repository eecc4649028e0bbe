import Foundation
import Testing

@Suite("inkbench run and calibrate")
struct RunCommandTests {
    /// The package root (the shipped configs/ and calibration/ live there).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("run with modelled costs writes a versioned report and prints one row per configuration")
    func modelledRun() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["run", "handwriting-short", "--dataset", "line-short", "--config", Self.root.appendingPathComponent("configs/wwdc2016.yaml").path,
                         "--calibration", Self.root.appendingPathComponent("calibration/linux-x86_64-2core.json").path, "--out", "out"]
        let result = try CommandRunner.run(arguments, in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        for name in ["wwdc-live-touch-only", "wwdc-coalesced", "wwdc-display-link", "wwdc-predicted"] {
            #expect(result.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix(name + " ") }.count == 2)
        }
        #expect(result.standardOutput.contains("on ipad-pencil-60 (240 Hz pen, 60 Hz display), modelled cost"))
        let data = try Data(contentsOf: folder.appendingPathComponent("out/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(report["schemaVersion"] as? Int == 1)
        #expect((report["traces"] as? [Any])?.count == 2)
        #expect((report["cost"] as? [String: Any])?["mode"] as? String == "modelled")
        let environment = try #require(report["environment"] as? [String: Any])
        #expect((environment["cores"] as? Int ?? 0) >= 1)

        let again = try CommandRunner.run(arguments.dropLast() + ["again"], in: folder)
        #expect(again.exitCode == 0)
        let second = try Data(contentsOf: folder.appendingPathComponent("again/report.json"))
        #expect(try Self.deterministicPart(of: data) == Self.deterministicPart(of: second), "modelled runs must be deterministic")
    }

    /// The report's traces with every run's thread CPU time (a measurement) taken out, as text.
    static func deterministicPart(of report: Data) throws -> String {
        let object = try #require(try JSONSerialization.jsonObject(with: report) as? [String: Any])
        let traces = (object["traces"] as? [[String: Any]] ?? []).map { trace -> [String: Any] in
            var trace = trace
            trace["results"] = (trace["results"] as? [[String: Any]] ?? []).map { result -> [String: Any] in
                var result = result
                result["runs"] = (result["runs"] as? [[String: Any]] ?? []).map { run -> [String: Any] in
                    var run = run
                    run["threadCPUSeconds"] = nil
                    return run
                }
                return result
            }
            return trace
        }
        return String(decoding: try JSONSerialization.data(withJSONObject: traces, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test("bad run arguments fail with one line")
    func badArguments() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = Self.root.appendingPathComponent("configs/default.yaml").path
        let modelledReps = try CommandRunner.run(["run", "tap", "--config", config, "--cost", "modelled", "--repetitions", "3", "--out", "o"], in: folder)
        #expect(modelledReps.exitCode == 64)
        #expect(modelledReps.standardError.contains("--repetitions applies to --cost measured"))
        try Data("{}".utf8).write(to: folder.appendingPathComponent("bad.json"))
        let badCalibration = try CommandRunner.run(["run", "tap", "--config", config, "--calibration", "bad.json", "--out", "o"], in: folder)
        #expect(badCalibration.exitCode == 1)
        #expect(badCalibration.standardError.hasPrefix("Error: bad.json: missing key"))
        #expect(badCalibration.standardError.split(separator: "\n").count == 1)
    }

    @Test("calibrate writes a calibration file that run can use")
    func calibrateThenRun() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configs = Self.root.appendingPathComponent("configs").path
        let calibrate = try CommandRunner.run(["calibrate", "--quick", "--dataset", "line-short", "--render-dataset", "line-short", "--configs", configs, "--machine-kind", "test", "--allow-busy", "-o", "c.json"], in: folder)
        #expect(calibrate.exitCode == 0, "\(calibrate.standardError)")
        let run = try CommandRunner.run(["run", "tap", "--configs", configs, "--config", "incremental", "--calibration", "c.json", "--out", "o"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("incremental "))
        let file = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("c.json"))) as? [String: Any])
        let coefficients = try #require(file["coefficients"] as? [String: Any])
        #expect(coefficients["perElementStroked"] is Double && coefficients["perPixel"] is Double)
        let fit = try #require(file["fit"] as? [String: Any])
        #expect((fit["renderRows"] as? Int ?? 0) > 0)
        let terms = try #require(fit["terms"] as? [[String: Any]])
        #expect(terms.compactMap { $0["name"] as? String } == ["perCallback", "perSample", "perPointRecomputed", "perRender", "perPixel", "perElementStroked"])
        #expect(terms.allSatisfy { $0["identified"] is Bool && $0["note"] is String }, "every coefficient says whether the data identify it")
        #expect(calibrate.standardOutput.contains("  perSample "), "each coefficient is printed with its uncertainty")
    }

    @Test("an unknown predictor in a configuration fails with one line naming the file and configuration")
    func unknownPredictor() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = """
            configurations:
              - name: seer
                geometry: incremental
                prediction: crystal-ball
            """
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("seer.yaml"))
        let result = try CommandRunner.run(["run", "tap", "--config", "seer.yaml", "--out", "o"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("Error: seer.yaml: configuration 'seer': predictor 'crystal-ball': unknown predictor"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test("a modelled run reports lag and missed frames along the stroke and the renderer whose work it counted")
    func alongStrokeInTheReport() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(
            ["run", "handwriting-short", "--config", Self.root.appendingPathComponent("configs/default.yaml").path,
             "--calibration", Self.root.appendingPathComponent("calibration/linux-x86_64-2core.json").path, "--wide", "--out", "out"], in: folder
        )
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("lag p50 ⅓→⅓ ms"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out/report.json"))) as? [String: Any])
        let results = try #require(((report["traces"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]))
        let runs = results.compactMap { ($0["runs"] as? [[String: Any]])?.first }
        #expect(runs.map { $0["renderer"] as? String } == ["cairo/naive (counted)", "cairo/naive (counted)", "cairo/incremental (counted)", "cairo/incremental (counted)"])
        #expect(runs.map { $0["predictor"] as? String } == [nil, "by-kind", nil, "by-kind"], "the shipped default predictor")
        for run in runs {
            let along = try #require(run["alongStroke"] as? [String: Any])
            #expect(along["lagP50FirstThird"] is Double && along["missedFramesLastThird"] is [String: Any])
        }
    }
}
