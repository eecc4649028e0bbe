import Foundation
import Testing
import InkTestSupport

@Suite("inkbench run: the output folder")
struct RunOutputTests {
    @Test("run writes report.json, summary.md (key table before the details) and data CSVs with units in the headers")
    func outputFolder() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["run", "--dataset", "handwriting", "--config", "default-incremental", "--quick", "--out", "out"], in: folder)
        try #require(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty, "no progress bar when stderr is not a terminal")
        let out = folder.appendingPathComponent("out")
        let summary = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
        let key = try #require(summary.range(of: "| configuration | lag p50 ms |"))
        let details = try #require(summary.range(of: "<details><summary>All metrics</summary>"))
        #expect(key.lowerBound < details.lowerBound)
        #expect(summary.contains("| default-incremental |"))
        let expectedHeaders = [
            "configurations.csv": "lag_p50_s", "callbacks.csv": "handler_cost_s", "frames.csv": "pixels_touched_px", "samples.csv": "lag_s",
        ]
        for (name, column) in expectedHeaders {
            let text = try String(contentsOf: out.appendingPathComponent("data/\(name)"), encoding: .utf8)
            let lines = text.split(separator: "\n")
            #expect(lines.first?.split(separator: ",").contains(Substring(column)) == true, "\(name)")
            #expect(lines.count > 1, "\(name) has no rows")
            let columns = lines.first?.split(separator: ",", omittingEmptySubsequences: false).count
            #expect(lines.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == columns }, "\(name)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.contains("tmp") || $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test("without gnuplot on PATH run writes everything else and names the skipped charts")
    func withoutGnuplot() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(
            ["run", "--dataset", "handwriting", "--config", "default-incremental", "--quick", "--out", "out"], in: folder,
            environment: ["PATH": "/nonexistent-inkbench-bin"]
        )
        try #require(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("chart skipped: lag-cdf-handwriting: gnuplot not installed (not on PATH)"))
        for name in ["report.json", "summary.md", "data/samples.csv", "charts/lag-cdf-handwriting.gp", "charts/lag-cdf-handwriting.dat"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/\(name)").path), "\(name)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/charts/lag-cdf-handwriting.png").path))
    }

    @Test("index.html references only files that exist, and shows every rendered chart and debug render", .needsGnuplot)
    func indexReferences() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["run", "--dataset", "circle", "--config", "default-incremental", "--config", "default-naive", "--quick", "--out", "out"], in: folder)
        try #require(run.exitCode == 0, "\(run.standardError)")
        let out = folder.appendingPathComponent("out")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"))
        let references = CommandRunner.references(in: html)
        #expect(references.count >= 3)
        #expect(references.contains("renders/circle-mid.png") && references.contains("renders/circle-end.png"), "\(references)")
        for reference in references {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(reference).path), "\(reference)")
        }
        #expect(run.standardOutput.contains("charts: 7 rendered"))
        let kinds = ["lag-cdf", "lag-over-time", "lag-budget", "tip-gap-over-time", "cost-percentiles", "cost-vs-points", "drops-missed"]
        #expect(kinds.allSatisfy { references.contains("charts/\($0)-circle.svg") })
    }
}
