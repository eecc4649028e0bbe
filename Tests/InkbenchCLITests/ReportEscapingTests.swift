import Foundation
import InkTestSupport
import Testing

/// Names from input in the report's text outputs: a trace named like a spreadsheet formula with
/// Markdown and HTML in it is written literally into summary.md (escaped) and the CSV tables
/// (neutralised with a leading `'`, which the charts read back), and `chart` clears the
/// temporary files a killed run left in data/ and renders/.
@Suite struct ReportEscapingTests {
    static let name = "=HYPERLINK(x)|<b>_y_"

    @Test("a formula-like name with | < and _ is literal in summary.md, neutral in the CSV tables, and the charts still find its rows", .needsGnuplot)
    func hostileName() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["synth", "--shape", "line", "--duration", "0.3", "-o", "\(Self.name).inktrace"], in: folder).exitCode == 0)
        let run = try CommandRunner.run(["run", "\(Self.name).inktrace", "--config", "incremental", "--out", "out", "--no-renders"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let summary = try String(contentsOf: folder.appendingPathComponent("out/summary.md"), encoding: .utf8)
        #expect(summary.contains("## =HYPERLINK(x)\\|\\<b\\>\\_y\\_.inktrace"), "\(summary)")
        #expect(!summary.contains("<b>"))
        for table in ["samples", "frames", "callbacks", "configurations"] {
            let text = try String(contentsOf: folder.appendingPathComponent("out/data/\(table).csv"), encoding: .utf8)
            let rows = text.split(separator: "\n").dropFirst()
            #expect(!rows.isEmpty && rows.allSatisfy { !$0.hasPrefix("=") }, "\(table).csv")
            if table != "configurations" { #expect(rows.allSatisfy { $0.hasPrefix("'=HYPERLINK(x)|<b>_y_.inktrace,") }, "\(table).csv") }
        }
        let stale = ["data/.samples.csv.inkbench-tmp-999999999-0", "renders/.x.png.inkbench-tmp-999999999-0"]
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out/renders"), withIntermediateDirectories: true)
        for file in stale { try Data("x".utf8).write(to: folder.appendingPathComponent("out/\(file)")) }
        let chart = try CommandRunner.run(["chart", "out/report.json"], in: folder)
        #expect(chart.exitCode == 0, "\(chart.standardError)")
        for file in stale { #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/\(file)").path), "\(file) removed") }
        let charts = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out/charts").path)
        let lagFile = try #require(charts.first { $0.hasPrefix("lag-cdf-") && $0.hasSuffix(".dat") }, "\(charts)")
        let lagData = try String(contentsOf: folder.appendingPathComponent("out/charts/\(lagFile)"), encoding: .utf8)
        #expect(lagData.split(separator: "\n").count > 10, "the lag CDF found the trace's rows")
    }
}
