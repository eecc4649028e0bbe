import Foundation
import Testing
import InkTestSupport

@Suite("inkbench run and chart: every chart of the issue, prediction rows, re-plot from a saved folder")
struct RunChartsTests {
    private let kinds = ["lag-cdf", "lag-over-time", "lag-budget", "tip-gap-over-time", "cost-percentiles", "cost-vs-points", "prediction-error", "drops-missed"]

    /// The tip gaps of frames.csv have the report's median (its HDR histogram keeps 3
    /// significant digits), and the cost chart's legend gives the report's growth exponent.
    private func expectChartsAgreeWithReport(_ results: [[String: Any]], folder: URL) throws {
        let frames = try String(contentsOf: folder.appendingPathComponent("data/frames.csv"), encoding: .utf8).split(separator: "\n")
        let gapColumn = try #require(frames.first?.split(separator: ",").firstIndex(of: "tip_gap_pt"))
        let script = try String(contentsOf: folder.appendingPathComponent("charts/cost-vs-points-handwriting-short.gp"), encoding: .utf8)
        for result in results {
            let name = try #require(result["configuration"] as? String)
            let run = try #require((result["runs"] as? [[String: Any]])?.first)
            let gaps = frames.filter { $0.hasPrefix("handwriting-short,\(name),0,") }
                .compactMap { Double($0.split(separator: ",", omittingEmptySubsequences: false)[gapColumn]) }.sorted()
            let reported = try #require((run["tipGapPoints"] as? [String: Any])?["p50"] as? Double)
            let median = gaps[Int((0.5 * Double(gaps.count)).rounded(.up)) - 1]
            #expect(abs(median - reported) <= 0.002 * reported, "\(name): tip gap median \(median) vs report \(reported)")
            let slope = (run["costGrowth"] as? [String: Any]).flatMap { ($0["fit"] as? [String: Any])?["slope"] as? Double }
            let legend = slope.map { String(format: "%.2f", ($0 * 100).rounded() / 100 + 0) } ?? "n/a"
            #expect(script.contains("'\(name) (slope \(legend))'"), "\(name)")
        }
    }

    @Test("a run with prediction writes data/predictions.csv, its summary in report.json, and chart re-plots every chart", .needsGnuplot)
    func predictedRunAndReplot() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(
            ["run", "--dataset", "handwriting-short", "--config", "default-incremental-predicted", "--config", "default-naive", "--out", "out"],
            in: folder
        )
        try #require(run.exitCode == 0, "\(run.standardError)")
        let out = folder.appendingPathComponent("out")
        let csv = try String(contentsOf: out.appendingPathComponent("data/predictions.csv"), encoding: .utf8)
        let rows = csv.split(separator: "\n")
        #expect(rows.first == "trace,configuration,run,callback,target_time_s,horizon_s,predicted_x_pt,predicted_y_pt,true_x_pt,true_y_pt,error_pt")
        #expect(rows.count > 10)
        #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("handwriting-short,default-incremental-predicted,0,") })
        let frames = try String(contentsOf: out.appendingPathComponent("data/frames.csv"), encoding: .utf8)
        #expect(frames.split(separator: "\n").first?.hasSuffix(",tip_gap_pt,render_wall_s,render_disturbed,tip_reported_time_s") == true)

        let report = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any])
        let traces = try #require(report["traces"] as? [[String: Any]])
        let results = try #require(traces.first?["results"] as? [[String: Any]])
        let predicted = try #require(results.first?["predictionError"] as? [[String: Any]])
        #expect(!predicted.isEmpty && predicted.allSatisfy { $0["medianError"] is Double && $0["p90Error"] is Double })
        #expect(results.last?["predictionError"] == nil)
        try expectChartsAgreeWithReport(results, folder: out)

        for reference in CommandRunner.references(in: try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)) {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(reference).path), "\(reference)")
        }
        try #require(run.standardOutput.contains("charts: 8 rendered"), "\(run.standardOutput)")
        let replot = try CommandRunner.run(["chart", "out/report.json", "--out", "replot"], in: folder)
        try #require(replot.exitCode == 0, "\(replot.standardError)")
        #expect(replot.standardOutput.contains("charts: 8 rendered"))
        let html = try String(contentsOf: folder.appendingPathComponent("replot/index.html"), encoding: .utf8)
        let references = CommandRunner.references(in: html)
        for kind in kinds {
            #expect(references.contains("charts/\(kind)-handwriting-short.svg"), "\(kind)")
            let original = try Data(contentsOf: out.appendingPathComponent("charts/\(kind)-handwriting-short.dat"))
            let replotted = try Data(contentsOf: folder.appendingPathComponent("replot/charts/\(kind)-handwriting-short.dat"))
            #expect(original == replotted, "\(kind): the re-plot reads the same data")
        }
        #expect(references.contains("../out/report.json") && references.contains("../out/summary.md"), "the page links the report's own files")
        for reference in references {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("replot/\(reference)").path), "\(reference)")
        }
    }
}
