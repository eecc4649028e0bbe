import Foundation
import InkMetrics
import InkReport
import InkSim
import Testing

/// A registered metric in a report: declared once, a value per run under `registered`, a table in
/// summary.md, a chart per trace and a gated number in `inkbench compare`; reports without one are
/// written as before.
@Suite("Registered metrics in reports, charts and the gate")
struct RegisteredMetricReportTests {
    static let declaration = RunReport.MetricDeclaration(name: "longestWait", summary: "the longest wait", unit: "s", compared: true)

    /// The fixture with `longestWait` declared and each run's value `value(result index)`.
    static func report(_ value: (Int) -> MetricValue = { .number(0.004 * Double($0 + 1)) }) throws -> RunReport {
        var report = try ReportFixture.report()
        report.metrics = [declaration, RunReport.MetricDeclaration(name: "strokesSeen", summary: "strokes", unit: "count", compared: false)]
        for index in report.traces[0].results.indices {
            for run in report.traces[0].results[index].runs.indices {
                report.traces[0].results[index].runs[run].registered = ["longestWait": value(index), "strokesSeen": .share(count: 3, total: 4)]
            }
        }
        return report
    }

    @Test("values keep their JSON shapes and survive a round trip; a report without them has neither key")
    func json() throws {
        let report = try Self.report()
        let text = String(decoding: try report.jsonData(), as: UTF8.self)
        #expect(text.contains("\"registered\" : {\n") && text.contains("\"longestWait\" : 0.004"))
        #expect(text.contains("\"strokesSeen\" : {\n                  \"count\" : 3,\n                  \"rate\" : 0.75,\n                  \"total\" : 4\n"))
        let decoded = try RunReport.decode(try report.jsonData(), name: "r.json")
        #expect(decoded.metrics == report.metrics)
        #expect(decoded.traces[0].results.map(\.runs[0].registered) == report.traces[0].results.map(\.runs[0].registered))
        let plain = try ReportFixture.report()
        let plainText = String(decoding: try plain.jsonData(), as: UTF8.self)
        #expect(!plainText.contains("\"registered\"") && !plainText.contains("\"metrics\""))
        #expect(try plain.jsonData() == RunReport.decode(try plain.jsonData(), name: "r.json").jsonData())
    }

    @Test("a share is written exactly as a built-in count-and-rate; a number that is not finite as null")
    func valueShapes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try encoder.encode(MetricValue.share(count: 2, total: 7)) == encoder.encode(CountAndRate(count: 2, of: 7)))
        #expect(try encoder.encode(MetricValue.share(count: 0, total: 0)) == encoder.encode(CountAndRate(count: 0, of: 0)))
        #expect(String(decoding: try encoder.encode([MetricValue.number(.infinity), .number(nil), .count(3)]), as: UTF8.self) == "[null,null,3]")
    }

    @Test("summary.md lists the metrics and gives each trace a table of their values")
    func summary() throws {
        let summary = RunSummaryMarkdown.render(try Self.report())
        #expect(summary.contains("- `longestWait` (s): the longest wait"))
        #expect(summary.contains("| configuration | longestWait | strokesSeen |"))
        #expect(summary.contains("| 4.000 ms | 3 (75.0%) |"))
        #expect(!RunSummaryMarkdown.render(try ReportFixture.report()).contains("Registered metrics"))
    }

    @Test("one chart per declared metric and trace, listed on the index page")
    func charts() throws {
        let report = try Self.report()
        let charts = ReportCharts.charts(for: report, samplesCSV: nil).filter { $0.name.hasPrefix("metric-") }
        #expect(charts.map(\.name) == ["metric-longestWait-handwriting", "metric-strokesSeen-handwriting"])
        let data = try #require(charts.first?.dataFiles.first?.text)
        #expect(data.contains("\t0.004\n") && data.contains("\t0.008\n"))
        #expect(ReportCharts.kinds(of: report).suffix(2) == ["metric-longestWait", "metric-strokesSeen"])
    }

    @Test("compare gates a compared metric as smaller-is-better, by relative threshold and by limit")
    func gate() throws {
        let base = try Self.report()
        let current = try Self.report { .number(0.01 * Double($0 + 1)) }
        var thresholds = ComparisonThresholds(metrics: ComparedMetric.all(declared: current.declaredMetrics))
        try thresholds.add("longestWait<=15ms")
        let comparison = ReportComparison(base: base, current: current, thresholds: thresholds)
        let gated = comparison.comparisons.filter { $0.metric == "longestWait" }
        #expect(gated.count == base.traces[0].results.count && gated.allSatisfy { $0.verdict == .regressed && $0.unit == "s" })
        #expect(!comparison.comparisons.contains { $0.metric == "strokesSeen" }, "not compared")
        #expect(comparison.failedLimits.map(\.configuration) == Array(base.traces[0].results.map(\.configuration).dropFirst()))
        #expect(ComparisonFormat.text.render(comparison).contains("limit not met: handwriting/"))
        var builtInOnly = ComparisonThresholds()
        #expect(throws: ReportError.self, "a metric the report does not declare is unknown") { try builtInOnly.add("longestWait=5%") }
        var known = ComparisonThresholds(metrics: ComparedMetric.all(declared: current.declaredMetrics))
        try known.add("longestWait=50%")
        #expect(ReportComparison(base: base, current: current, thresholds: known).comparisons.filter { $0.metric == "longestWait" }.allSatisfy { $0.verdict == .regressed })
    }

    @Test("a declared name that is not a metric name, or declared twice, is refused in one line")
    func badDeclarations() throws {
        for (name, problem) in [("../x", "is not a metric name"), ("longestWait", "is declared twice")] {
            let data = try ReportFixture.edited { object in
                object["metrics"] = [
                    ["name": "longestWait", "summary": "", "unit": "s", "compared": true], ["name": name, "summary": "", "unit": "s", "compared": true],
                ]
            }
            #expect {
                try RunReport.decode(data, name: "r.json")
            } throws: { error in
                "\(error)".hasPrefix("r.json: metrics[1].name '\(name)' \(problem)")
            }
        }
    }
}
