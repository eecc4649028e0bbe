import Foundation
import InkMetrics
@testable import InkReport
import Testing

@Suite("Compare page: lag and callback cost distributions of base and current overlaid per trace × configuration")
struct ComparisonChartsTests {
    /// The data rows (not comments) of block `index` of a chart's data file.
    private func block(_ chart: GnuplotChart, _ index: Int) throws -> [String] {
        let text = try #require(chart.dataFiles.first?.text)
        let blocks = text.components(separatedBy: "\n\n\n")
        try #require(index < blocks.count)
        return blocks[index].split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }

    @Test("one chart per configuration in both reports, named by the page's section; a configuration in one report only gets none")
    func pairs() throws {
        let base = try ReportFixture.report()
        var current = base
        current.traces[0].results[1].configuration = "renamed"
        let charts = ComparisonCharts.charts(base: base, current: current)
        #expect(charts.map(\.pair) == ["handwriting/default-incremental"])
        #expect(charts.map(\.chart.name) == ["pair-1-handwriting--default-incremental"])
        let both = ComparisonCharts.charts(base: base, current: base)
        #expect(both.map(\.chart.name) == ["pair-1-handwriting--default-incremental", "pair-2-handwriting--default-naive"])
    }

    @Test("a hostile configuration name reaches gnuplot only as a single-quoted literal and one comment line; the chart name is a slug")
    func hostileNames() throws {
        var report = try ReportFixture.report()
        let hostile = "it's `touch /tmp/x`\n# @macro"
        report.traces[0].results[0].configuration = hostile
        let chart = try #require(ComparisonCharts.charts(base: report, current: report).first?.chart)
        #expect(chart.name == "pair-1-handwriting--x-----macro", "the slug of the last path component; the pair number keeps it unique")
        #expect(chart.commands.contains(GnuplotText.literal("Base and current — handwriting/" + hostile)))
        #expect(!chart.commands.contains("\"it"), "never inside a double-quoted string")
        let comments = try #require(chart.dataFiles.first?.text).split(separator: "\n").filter { $0.contains("touch") }
        #expect(comments.allSatisfy { $0.hasPrefix("# ") }, "the name stays on its comment line: \(comments)")
    }

    @Test("without the per-event tables on both sides each panel draws both reports' percentiles, in ms and µs, base block first")
    func digestPoints() throws {
        let (base, current) = try ReportFixture.withWorseLagP99()
        let csv = "trace,configuration,run,sample,touch,time_s,lag_s\nhandwriting,default-incremental,0,1,0,1.0,0.02\n"
        let chart = try #require(ComparisonCharts.charts(base: base, current: current, currentSamplesCSV: csv).first?.chart)
        let lag = base.traces[0].results[0].runs[0].lag, cost = base.traces[0].results[0].runs[0].callbackCost
        let expected = [(lag.min, 0.0), (lag.p50, 0.5), (lag.p90, 0.9), (lag.p99, 0.99), (lag.p999, 0.999), (lag.max, 1.0)]
            .map { "\($0.0! * 1e3)\t\($0.1)" }
        #expect(try block(chart, 0) == expected, "base lag, ms")
        let currentRows = try block(chart, 1)
        let currentP99 = try #require(current.traces[0].results[0].runs[0].lag.p99), baseCostMin = try #require(cost.min)
        #expect(currentRows.count == 6 && currentRows[3] == "\(currentP99 * 1e3)\t0.99", "current lag p99 is its own, 10% worse")
        #expect(try block(chart, 2).first == "\(baseCostMin * 1e6)\t0.0", "base cost, µs")
        #expect(chart.caption.contains("touch-to-display lag: the reports' percentiles"), "one side only has samples.csv: \(chart.caption)")
        #expect(chart.commands.contains("with linespoints"))
        #expect(chart.commands.contains("set multiplot layout 1,2") && chart.commands.hasSuffix("unset multiplot"))
        #expect(chart.commands.contains("title 'base'") && chart.commands.contains("title 'current'"))
    }

    @Test("with the tables on both sides every event is drawn: the CDF of the lags and of handler + render costs")
    func perEvent() throws {
        let report = try ReportFixture.report()
        var samples = "trace,configuration,run,sample,touch,time_s,lag_s\n"
        for (index, lag) in [0.03, 0.01, 0.02, 0.04].enumerated() { samples += "handwriting,default-incremental,0,\(index),0,\(Double(index)),\(lag)\n" }
        samples += "handwriting,default-incremental,0,9,0,9.0,\n"
        let callbacks = "trace,configuration,run,points_in_stroke,handler_cost_s,render_cost_s\n"
            + "handwriting,default-incremental,0,1,0.000001,0.000002\nhandwriting,default-incremental,0,2,0.000004,0.000004\n"
        var current = report
        current.traces[0].results[0].runs[0].lag.p50 = 1
        let chart = try #require(ComparisonCharts.charts(
            base: report, current: current, baseSamplesCSV: samples, baseCallbacksCSV: callbacks, currentSamplesCSV: samples, currentCallbacksCSV: callbacks
        ).first?.chart)
        let numbers = { (index: Int) in try block(chart, index).map { $0.split(separator: "\t").compactMap { Double($0) } } }
        // The run charts' CDF points may end with the largest twice; a repeated point draws nothing.
        let close = { (drawn: [[Double]], expected: [[Double]]) in
            let rows = drawn.enumerated().filter { $0.offset == 0 || $0.element != drawn[$0.offset - 1] }.map(\.element)
            return rows.count == expected.count && zip(rows, expected).allSatisfy { row, want in row.count == 2 && abs(row[0] - want[0]) < 1e-9 && row[1] == want[1] }
        }
        let lags = try numbers(0), costs = try numbers(2)
        #expect(close(lags, [[10, 0.25], [20, 0.5], [30, 0.75], [40, 1]]), "ms; the sample without a lag is not counted: \(lags)")
        #expect(try block(chart, 1) == block(chart, 0), "the digest is not used when both sides have the table")
        #expect(close(costs, [[3, 0.5], [8, 1]]), "handler + render, µs: \(costs)")
        #expect(chart.caption.contains("touch-to-display lag: every event of both runs"))
        #expect(chart.caption.contains("coinciding curves: base = current"), "identical curves are named: \(chart.caption)")
        #expect(chart.commands.contains("with steps"))
    }

    @Test("the page links each drawn chart relatively from its folder, says how many, or one line saying why there are none")
    func pageLinks() throws {
        let (base, current) = try ReportFixture.withWorseLagP99()
        let comparison = ReportComparison(base: base, current: current, thresholds: ComparisonThresholds(), costSources: .builtIn)
        let pairs = ComparisonCharts.charts(base: base, current: current)
        var outcome = GnuplotRenderer.Outcome()
        outcome.rendered = [pairs[0].chart.name]
        outcome.skipped = [(pairs[1].chart.name, "gnuplot exited with 1: oops")]
        let images = ComparisonChartImages(link: "x-charts/", charts: Dictionary(uniqueKeysWithValues: pairs.map { ($0.pair, $0.chart) }), outcome: outcome)
        let page = ComparisonHTML.render(comparison, charts: images)
        #expect(page.contains("<img src=\"x-charts/pair-1-handwriting--default-incremental.png\""))
        #expect(page.contains("<a href=\"x-charts/pair-1-handwriting--default-incremental.svg\">"))
        #expect(!page.contains("pair-2-handwriting--default-naive.png"), "a chart not drawn is not linked")
        #expect(page.contains("Distribution charts skipped for 1 of 2 pair(s): gnuplot exited with 1: oops"))
        let figure = try #require(page.range(of: "<figure>"))
        let section = try #require(page.range(of: "<h2>handwriting/default-incremental</h2>"))
        #expect(section.upperBound < figure.lowerBound, "the chart is in its pair's section")
        let skipped = ComparisonHTML.render(comparison, charts: ComparisonChartImages(
            link: "x-charts/", charts: images.charts, outcome: .skipping(pairs.map(\.chart), reason: "gnuplot not installed (not on PATH)")
        ))
        #expect(skipped.contains("Distribution charts skipped for 2 of 2 pair(s): gnuplot not installed (not on PATH)") && !skipped.contains("<figure>"))
        #expect(ComparisonHTML.render(comparison).contains("Distribution charts are drawn only when the page is written to a file (--out FILE)"))
        #expect(ComparisonChartImages.folder(forPage: "reports/compare.html") == "reports/compare-charts")
    }
}
