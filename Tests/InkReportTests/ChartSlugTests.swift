import Foundation
@testable import InkReport
import Testing

@Suite("Chart names: one slug per trace, unique within a report")
struct ChartSlugTests {
    @Test("inputs with the same base name get distinct, deterministic slugs")
    func uniqueSlugs() {
        let inputs = ["a/x.json", "b/x.json", "x.json", "x-json-2", "c/y.json"]
        let slugs = ChartSlugs.unique(inputs)
        #expect(slugs == ["x-json", "x-json-2", "x-json-3", "x-json-2-2", "y-json"])
        #expect(Set(slugs).count == inputs.count)
        #expect(ChartSlugs.unique(inputs) == slugs)
    }

    @Test("two traces a/x.json and b/x.json keep their own charts on disk")
    func noOverwrite() throws {
        var report = try ReportFixture.report()
        var first = report.traces[0], second = report.traces[0]
        first.input = "a/x.json"
        second.input = "b/x.json"
        second.results.removeLast()
        report.traces = [first, second]
        let charts = ReportCharts.charts(for: report, samplesCSV: nil)
        let names = charts.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.contains("lag-cdf-x-json") && names.contains("lag-cdf-x-json-2"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkreport-slugs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try GnuplotRenderer(path: "/nonexistent-inkbench-bin").render(charts, into: folder)
        let firstData = try String(contentsOfFile: "\(folder)/lag-cdf-x-json.dat", encoding: .utf8)
        let secondData = try String(contentsOfFile: "\(folder)/lag-cdf-x-json-2.dat", encoding: .utf8)
        #expect(firstData.contains("default-naive"), "the first trace has both configurations")
        #expect(!secondData.contains("default-naive"), "the second trace only one")
    }
}

@Suite("Links from a page written beside another folder")
struct RelativeLinkTests {
    @Test("same folder, sibling, child and parent")
    func prefixes() {
        #expect(RelativeLink.prefix(from: "reports/run", to: "reports/run") == "")
        #expect(RelativeLink.prefix(from: "reports/run/", to: "./reports/run") == "")
        #expect(RelativeLink.prefix(from: "reports/replot", to: "reports/run") == "../run/")
        #expect(RelativeLink.prefix(from: "reports", to: "reports/run") == "run/")
        #expect(RelativeLink.prefix(from: "reports/a/b", to: "reports") == "../../")
    }
}
