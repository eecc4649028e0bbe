import InkMetrics
@testable import InkReport
import Testing

/// The lag budget in a run's report: the stacked chart, summary.md's table and the CSV columns
/// show the headline runs' stage means, and leave out what has no budget.
struct LagBudgetReportTests {
    static let budget = LagBudget(digitizer: 0.006, waitForCallback: 0.008, handler: 0.002, render: 0.001, compositor: 0.033, scanout: 0.008)

    static func report(budget: LagBudget?) throws -> RunReport {
        var report = try ReportFixture.report()
        for index in report.traces[0].results.indices {
            for run in report.traces[0].results[index].runs.indices { report.traces[0].results[index].runs[run].lagBudget = budget }
        }
        return report
    }

    @Test func theChartStacksTheStagesAndWritesTheirSumAboveEachBar() throws {
        let report = try Self.report(budget: Self.budget)
        let chart = try #require(ReportCharts.lagBudget(report.traces[0], slug: "handwriting"))
        #expect(chart.commands.contains("set style histogram rowstacked"))
        let rows = try #require(chart.dataFiles.first).text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(rows.count == report.traces[0].results.count)
        for row in rows {
            let cells = row.split(separator: "\t")
            #expect(cells[1...6].map { Double($0)! } == [6, 8, 2, 1, 33, 8])
            #expect(Double(cells[7]) == 58 && cells[8] == "\"58.0 ms\"")
        }
        let summary = RunSummaryMarkdown.render(report)
        #expect(summary.contains(LagBudgetTable.caption))
        #expect(summary.contains("| 58.00 | 6.00 | 8.00 | 2.00 | 1.00 | 33.00 | 8.00 |"))
        let csv = RunOutputFiles.configurationsCSV(report).split(separator: "\n")
        #expect(csv[0].hasSuffix(",lag_mean_s,lag_digitizer_mean_s,lag_wait_for_callback_mean_s,lag_handler_mean_s,lag_render_mean_s,lag_compositor_mean_s,lag_scanout_mean_s"))
        #expect(csv[1].hasSuffix(",0.006,0.008,0.002,0.001,0.033,0.008"))
    }

    @Test func withoutABudgetThereIsNoChartNorTable() throws {
        let report = try Self.report(budget: nil)
        #expect(ReportCharts.lagBudget(report.traces[0], slug: "handwriting") == nil)
        #expect(!RunSummaryMarkdown.render(report).contains(LagBudgetTable.caption))
        #expect(RunOutputFiles.configurationsCSV(report).split(separator: "\n")[1].hasSuffix(",,,,,,"))
    }

    @Test func repetitionsAverageStageWiseAndStillAddUp() {
        let other = LagBudget(digitizer: 0.006, waitForCallback: 0.010, handler: 0.004, render: 0.001, compositor: 0.031, scanout: 0.008)
        let mean = LagBudget.mean(of: [Self.budget, other])
        #expect(abs((mean?.handler ?? 0) - 0.003) < 1e-15 && abs((mean?.waitForCallback ?? 0) - 0.009) < 1e-15)
        #expect(abs((mean?.total ?? 0) - (Self.budget.total + other.total) / 2) < 1e-15)
        #expect(LagBudget.mean(of: []) == nil)
    }
}
