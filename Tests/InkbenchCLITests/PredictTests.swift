import Foundation
import Testing
import InkTestSupport

@Suite("inkbench predict and list predictors")
struct PredictTests {
    @Test("predict on a built-in dataset prints a table per horizon bucket and writes JSON and CSV")
    func builtInDataset() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(
            ["predict", "line-short", "--predictor", "none", "--predictor", "linear", "--predictor", "kalman-ca:process-noise=0.2",
             "--horizon", "8", "--horizon", "16", "--out", "out"],
            in: folder
        )
        #expect(result.exitCode == 0, "\(result.standardError)")
        let text = result.standardOutput
        #expect(text.contains("targets: newest sample + 8.0, 16.0 ms at display-rate callbacks; truth: ground truth"))
        #expect(text.contains("at fixed horizons (newest sample + horizon): median/p90 error, pt"))
        let header = try #require(text.split(separator: "\n").first { $0.hasPrefix("predictor ") })
        #expect(header.contains("[8, 12)") && header.contains("[16, 24)") && !header.contains("[4, 8)") && header.hasSuffix("score"))
        #expect(text.contains("kalman-ca:process-noise=0.2"))
        #expect(text.contains("verdict: ") && text.contains("none loses"), "the first predictor named is the verdict's subject")
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 }, "compact tables fit 100 columns")
        #expect(!text.contains("-- scores"))
        let json = try Data(contentsOf: folder.appendingPathComponent("out/predictions.json"))
        let report = try #require(JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(report["schema"] as? String == "inkbench-predictions")
        #expect(report["horizonsMS"] as? [Double] == [8, 16])
        let traces = try #require(report["traces"] as? [[String: Any]])
        #expect(traces.count == 1)
        #expect(traces[0]["seed"] as? Int == 1)
        let predictors = try #require(traces[0]["predictors"] as? [[String: Any]])
        #expect(predictors.map { $0["predictor"] as? String } == ["none", "linear", "kalman-ca:process-noise=0.2"])
        let settings = try #require(predictors[2]["settings"] as? [String: String])
        #expect(settings["process-noise"] == "0.2" && settings["horizon-cap"] == "25")
        let csv = try String(contentsOf: folder.appendingPathComponent("out/predictions.csv"), encoding: .utf8)
        let lines = csv.split(separator: "\n")
        #expect(lines.first?.hasPrefix("trace,predictor,target_kind,callback_time_s,horizon_ms,target_time_s") == true)
        let linearRows = lines.filter { $0.hasPrefix("line-short,linear,") }
        #expect(lines.dropFirst().allSatisfy { $0.contains(",fixed-horizon,") })
        #expect(!linearRows.isEmpty)
        #expect(lines.filter { $0.hasPrefix("line-short,none,") }.count == linearRows.count)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(leftovers.sorted() == ["charts", "index.html", "predictions.csv", "predictions.json", "summary.md"])
    }

    @Test("predict --out writes a report folder: summary.md verdict first, the error vs horizon chart, index.html", .needsGnuplot)
    func reportFolder() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(
            ["predict", "line-short", "--predictor", "none", "--predictor", "linear", "--predictor", "kalman-ca", "--out", "out"], in: folder
        )
        try #require(result.exitCode == 0, "\(result.standardError)")
        let out = folder.appendingPathComponent("out")
        let summary = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
        let lines = summary.split(separator: "\n")
        #expect(lines.count > 4 && lines[1].hasPrefix("best on line-short: **"))
        #expect(summary.contains("| predictor | score pt | [4, 8) ms median [95% CI] / p90 pt (n) | [8, 12) ms median [95% CI] / p90 pt (n) |"))
        #expect(summary.contains("| linear | "))
        for name in ["prediction-error-line-short.gp", "prediction-error-line-short.dat"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("charts/\(name)").path), "\(name)")
        }
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<th>predictor</th><th>score pt</th>"))
        let references = CommandRunner.references(in: html)
        for reference in references {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(reference).path), "\(reference)")
        }
        #expect(result.standardOutput.contains("charts: 1 rendered"))
        #expect(references.contains("charts/prediction-error-line-short.svg") && references.contains("charts/prediction-error-line-short.png"))
        let replot = try CommandRunner.run(["chart", "out/predictions.json", "--out", "replot"], in: folder)
        try #require(replot.exitCode == 0, "\(replot.standardError)")
        #expect(replot.standardOutput.contains("charts: 1 rendered"))
        let original = try Data(contentsOf: out.appendingPathComponent("charts/prediction-error-line-short.dat"))
        let replotted = try Data(contentsOf: folder.appendingPathComponent("replot/charts/prediction-error-line-short.dat"))
        #expect(original == replotted, "the re-plot reads the same numbers from predictions.json")
    }

    @Test("chart on a file named predictions.json that is not one fails with one line naming it")
    func chartOnBadPredictions() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"schema\": \"inkbench-predictions\", \"version\": 1}".utf8).write(to: folder.appendingPathComponent("predictions.json"))
        let result = try CommandRunner.run(["chart", "predictions.json"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.standardError == "Error: predictions.json: missing field horizonsMS\n")
        try Data("{}".utf8).write(to: folder.appendingPathComponent("predictions.json"))
        let other = try CommandRunner.run(["chart", "predictions.json"], in: folder)
        #expect(other.standardError.hasPrefix("Error: predictions.json: not a predictions.json of inkbench predict"))
    }

    @Test("bad predictor specs and horizons fail with one line")
    func badArguments() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = try CommandRunner.run(["predict", "line-short", "--predictor", "crystal-ball"], in: folder)
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.split(separator: "\n").count == 1)
        #expect(unknown.standardError.hasPrefix("Error: predictor 'crystal-ball': unknown predictor"), "\(unknown.standardError)")
        let parameter = try CommandRunner.run(["predict", "line-short", "--predictor", "linear:order=3"], in: folder)
        #expect(parameter.exitCode == 1)
        #expect(parameter.standardError.contains("unknown parameter 'order'"))
        #expect(try CommandRunner.run(["predict", "line-short", "--horizon", "0"], in: folder).exitCode == 1)
        #expect(try CommandRunner.run(["predict", "--sweep", "line-short"], in: folder).exitCode == 64)
        #expect(try CommandRunner.run(["predict"], in: folder).exitCode == 64)
    }

    @Test("sweep on your own traces: a grid chosen on the training file, its held-out score in sweep.json, the same bytes twice")
    func heldOutSweep() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["predict", "--sweep", "--predictor", "kalman-adaptive", "line-short", "handwriting-short", "--grid", "erratic-damping=0,1",
                         "--horizon", "8", "--seed", "4"]
        let first = try CommandRunner.run(arguments + ["--out", "a"], in: folder)
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("sweep: 2 candidates of kalman-adaptive; split by file, seed 4"))
        #expect(first.standardOutput.contains("chosen: kalman-adaptive:erratic-damping="))
        #expect(try CommandRunner.run(arguments + ["--out", "b"], in: folder).exitCode == 0)
        let bytes = try Data(contentsOf: folder.appendingPathComponent("a/sweep.json"))
        #expect(bytes == (try Data(contentsOf: folder.appendingPathComponent("b/sweep.json"))))
        let report = try #require(JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        #expect((report["chosen"] as? String)?.hasPrefix("kalman-adaptive:erratic-damping=") == true)
        #expect(report["split"] as? String == "file")
        #expect((report["heldOut"] as? [String: Any])?["count"] as? Int ?? 0 > 0)
        #expect((report["trainingUnits"] as? [String])?.count == 1 && (report["heldOutUnits"] as? [String])?.count == 1)
        #expect((report["candidates"] as? [Any])?.count == 2)
        let unsaid = try CommandRunner.run(
            ["predict", "--sweep", "--predictor", "kalman-adaptive", "line-short", "handwriting-short", "--grid", "erratic-damping=0", "--out", "c"], in: folder
        )
        #expect(unsaid.exitCode == 0, "\(unsaid.standardError)")
        let scored = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("c/sweep.json"))) as? [String: Any])
        #expect(scored["horizonsMS"] as? [Double] == [4, 8, 12, 16, 24, 32], "without --horizon a sweep scores the horizons predict reports")
        let badGrid = try CommandRunner.run(["predict", "--sweep", "--predictor", "linear", "line-short", "circle"], in: folder)
        #expect(badGrid.exitCode == 1)
        #expect(badGrid.standardError.contains("give the grid with --grid"))
    }

    @Test("list predictors names every predictor and its parameters")
    func listing() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = try CommandRunner.run(["list", "predictors", "--names"], in: folder).standardOutput.split(separator: "\n")
        #expect(names == ["none", "linear", "linear2", "quadratic", "kalman-blend", "kalman-mix", "by-kind", "kalman-steady", "kalman-adaptive", "kalman-ca", "kalman-jerk", "chromium-kalman", "stroke-modeler-kalman", "androidx-kalman", "resample", "one-euro", "recorded", "exec"])
        let table = try CommandRunner.run(["list", "predictors"], in: folder).standardOutput
        #expect(table.contains("process-noise") && table.contains("horizon-cap") && table.contains("max-extrapolation"))
    }

    @Test("predict on the Inkable recordings compares UIKit's predictions with ours at UIKit's times", .needsRecordings("inkable/events.json", "inkable/pencil-antigrain2.json"))
    func inkableRecordings() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["events.json", "pencil-antigrain2.json"].map { SharedRecordings.path("inkable/\($0)") }
        let result = try CommandRunner.run(["predict"] + files + ["--wide", "--out", "out"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let text = result.standardOutput
        let csv = try String(contentsOf: folder.appendingPathComponent("out/predictions.csv"), encoding: .utf8).split(separator: "\n")
        let recordedCSV = csv.filter { $0.split(separator: ",").dropFirst().first == "recorded" }
        #expect(!recordedCSV.isEmpty && recordedCSV.allSatisfy { $0.contains(",recorded,platform-time,") }, "recorded answers UIKit's times only")
        #expect(csv.contains { $0.contains(",kalman-mix,fixed-horizon,") } && csv.contains { $0.contains(",kalman-mix,platform-time,") })
        #expect(text.components(separatedBy: "verdict: ").count == 5, "one verdict per target kind and recording")
        #expect(text.components(separatedBy: "targets: the platform's predicted times in the recorded callbacks, and newest sample + 4.0, 8.0, 12.0, 16.0, 24.0, 32.0 ms in the same callbacks; truth: interpolated samples").count == 3)
        #expect(text.components(separatedBy: "= at fixed horizons (newest sample + horizon) in the same recorded callbacks").count == 3)
        #expect(text.contains("-- horizon [4, 8) ms") && text.contains("-- horizon [8, 12) ms"))
        let recordedRows = text.split(separator: "\n").filter { $0.hasPrefix("recorded ") }
        #expect(recordedRows.count >= 6)
        #expect(recordedRows.allSatisfy { $0.contains("100%") })
    }
}
