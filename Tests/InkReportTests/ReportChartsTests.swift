import Foundation
import InkReport
import Testing
import InkTestSupport

@Suite("Charts: gnuplot renders every chart; without gnuplot scripts and data are still written")
struct ReportChartsTests {
    private func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("inkreport-charts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func size(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    @Test("every chart renders with exit 0 into a non-empty SVG and PNG beside its script and data", .needsGnuplot)
    func rendersEveryChart() throws {
        let renderer = GnuplotRenderer()
        #expect(renderer.executable != nil)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let charts = ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: nil)
        #expect(charts.map(\.name) == ["lag-cdf-handwriting", "cost-percentiles-handwriting", "drops-missed-handwriting"])
        let outcome = try renderer.render(charts, into: folder)
        #expect(outcome.skipped.isEmpty, "\(outcome.skipped)")
        #expect(outcome.rendered == charts.map(\.name))
        for chart in charts {
            for suffix in [".svg", ".png", ".gp"] { #expect(size("\(folder)/\(chart.name)\(suffix)") > 0, "\(chart.name)\(suffix)") }
            for file in chart.dataFiles { #expect(size("\(folder)/\(file.name)") > 0) }
        }
    }

    @Test("without gnuplot on PATH every chart is skipped with the reason, and scripts and data are written")
    func missingGnuplot() throws {
        let renderer = GnuplotRenderer(path: "/nonexistent-inkbench-bin")
        #expect(renderer.executable == nil)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let charts = ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: nil)
        let outcome = try renderer.render(charts, into: folder)
        #expect(outcome.rendered.isEmpty)
        #expect(outcome.skipped.map(\.name) == charts.map(\.name))
        #expect(outcome.skipped.allSatisfy { $0.reason == "gnuplot not installed (not on PATH)" })
        for chart in charts {
            #expect(size("\(folder)/\(chart.name).gp") > 0)
            #expect(size("\(folder)/\(chart.name).svg") == 0)
        }
    }

    @Test("the lag CDF uses every sample of data/samples.csv when given, else the report's percentiles")
    func lagCDFSource() throws {
        let report = try ReportFixture.report()
        let csv = "trace,configuration,run,sample,touch,time_s,lag_s\n"
            + "handwriting,default-incremental,0,0,1,0.0,0.02\nhandwriting,default-incremental,0,1,1,0.004,\nhandwriting,default-incremental,0,2,1,0.008,0.03\n"
        let chart = try #require(ReportCharts.charts(for: report, samplesCSV: csv).first)
        let data = try #require(chart.dataFiles.first?.text)
        #expect(data.hasPrefix("# configuration default-incremental\n# lag_ms\tfraction_of_shown_samples\n20.0\t0.5\n30.0\t1.0\n30.0\t1.0\n"))
        #expect(chart.caption.contains("every shown sample"))
        let fallback = try #require(ReportCharts.charts(for: report, samplesCSV: nil).first)
        #expect(fallback.caption.contains("percentiles only"))
    }
}
