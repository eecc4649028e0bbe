@testable import InkReport
import Testing

@Suite("The verdict against the frame budget")
struct FrameBudgetVerdictTests {
    @Test("headroom is 1 − cost p99 / budget at the profile's refresh rate")
    func headroom() throws {
        let report = try ReportFixture.report()
        let trace = report.traces[0]
        let verdict = FrameBudgetVerdict(trace: trace, result: trace.results[1])
        #expect(verdict.budgetSeconds == 1.0 / 120)
        #expect(verdict.budgetText == "8.33 ms (120 Hz)")
        let p99 = try #require(trace.results[1].runs[0].callbackCost.p99)
        #expect(verdict.headroomP99 == 1 - p99 * 120)
        #expect(verdict.status == .fits)
    }

    @Test("equal lag p50 is a tie, named as one")
    func tie() throws {
        let report = try ReportFixture.report()
        let verdicts = try #require(FrameBudgetVerdict.all(report).first).verdicts
        #expect(FrameBudgetVerdict.best(verdicts).map(\.configuration) == ["default-incremental", "default-naive"])
        #expect(FrameBudgetVerdict.headline(verdicts) == "2 of 2 fit. Tie for lowest lag p50 (28.7 ms): default-incremental, default-naive.")
    }

    @Test("a configuration that drops samples or misses frames is never best, even with the lowest lag")
    func dropsAreNeverBest() throws {
        var report = try ReportFixture.report()
        report.traces[0].results[0].runs[0].droppedSamples = .init(count: 3, of: 287)
        report.traces[0].results[0].runs[0].lag.p50 = 0.001
        report.traces[0].results[1].runs[0].missedFrames = .init(count: 1, of: 100)
        let verdicts = try #require(FrameBudgetVerdict.all(report).first).verdicts
        #expect(verdicts.map(\.status) == [.dropsSamples, .missesFrames])
        #expect(FrameBudgetVerdict.best(verdicts).isEmpty)
        #expect(FrameBudgetVerdict.headline(verdicts) == "0 of 2 fit. None is best: every configuration is over budget, drops samples or misses frames. "
            + "Not fitting: default-incremental (drops samples), default-naive (misses frames).")
        #expect(verdicts[1].cells[3] == "1.0%")
    }

    @Test("over budget when the p99 cost exceeds one refresh")
    func overBudget() throws {
        var report = try ReportFixture.report()
        report.traces[0].results[1].runs[0].callbackCost.p99 = 0.010
        let verdict = FrameBudgetVerdict(trace: report.traces[0], result: report.traces[0].results[1])
        #expect(verdict.status == .overBudget)
        #expect(verdict.cells[2] == "-20%")
        let verdicts = try #require(FrameBudgetVerdict.all(report).first).verdicts
        #expect(FrameBudgetVerdict.best(verdicts).map(\.configuration) == ["default-incremental"])
        #expect(FrameBudgetVerdict.headline(verdicts) == "1 of 2 fit. Best: default-incremental, lowest lag p50 (28.7 ms). Not fitting: default-naive (over budget).")
    }

    @Test("summary.md and index.html open with the verdict matrix; index.html folds each trace, with anchors, tip gap and effective lag")
    func pagesOpenWithTheVerdict() throws {
        let report = try ReportFixture.report()
        let summary = RunSummaryMarkdown.render(report)
        let verdictAt = try #require(summary.range(of: "## Verdict")).lowerBound
        let traceAt = try #require(summary.range(of: "## handwriting")).lowerBound
        #expect(verdictAt < traceAt)
        #expect(summary.contains("Frame budget 8.33 ms (120 Hz) on every trace."))
        #expect(summary.contains("- **handwriting**: 2 of 2 fit; lowest lag p50 28.7 ms (all 2)"))
        let matrixAt = try #require(summary.range(of: "| trace | default-incremental | default-naive |")).lowerBound
        #expect(matrixAt < (try #require(summary.range(of: "- **handwriting**:"))).lowerBound, "the matrix first, then the bullets")
        let page = RunIndexHTML.render(report, charts: [], outcome: .init())
        #expect(page.contains("<h2 id=\"verdict\">Verdict</h2>"))
        #expect(page.contains("<a href=\"#trace-handwriting\">handwriting</a>"))
        #expect(page.contains("<table class=\"matrix\">"))
        #expect(page.contains("<section id=\"trace-handwriting\">\n<details class=\"trace\" open><summary><strong>handwriting</strong> — 2 of 2 fit"))
        #expect(page.contains("<th>eff. lag p50 ms</th><th>tip gap p50 mm</th>"))
        #expect(page.contains("<td>31.6</td><td>5.20</td>"))
        #expect(try #require(page.range(of: "id=\"verdict\"")).lowerBound < (try #require(page.range(of: "id=\"contents\""))).lowerBound)
    }
}
