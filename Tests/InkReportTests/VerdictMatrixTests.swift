import Foundation
@testable import InkReport
import Testing

@Suite("The run page's verdict matrix: trace × configuration cells, transposition, changes against a baseline, escaping")
struct VerdictMatrixTests {
    @Test("one row per trace, one column per configuration; each cell the verdict, headroom and lag p50 / p99 of its result")
    func rowsAndCells() throws {
        let report = try ReportFixture.report()
        let matrix = VerdictMatrix(report)
        #expect(matrix.rowTitles == ["handwriting"])
        #expect(matrix.columnTitles == report.traces[0].results.map(\.configuration))
        #expect(!matrix.rowsAreConfigurations && matrix.commonBudget == "8.33 ms (120 Hz)")
        for (column, result) in report.traces[0].results.enumerated() {
            let verdict = FrameBudgetVerdict(trace: report.traces[0], result: result)
            let cell = try #require(matrix.cell(row: 0, column: column))
            #expect(cell.change == nil)
            let headroom = String(format: "%.0f%%", try #require(verdict.headroomP99) * 100)
            #expect(VerdictMatrix.text(cell) == "\(verdict.status.word) \(headroom) · \(FrameBudgetVerdict.milli(verdict.lagP50)) / \(FrameBudgetVerdict.milli(verdict.lagP99))")
        }
        #expect(matrix.markdown.first == "| trace | " + matrix.columnTitles.joined(separator: " | ") + " |")
        #expect(matrix.markdown.count == 3, "header, rule, one row")
    }

    @Test("more than six configurations and fewer traces: configurations become the rows; a missing result is a dash")
    func transposed() throws {
        var report = try ReportFixture.report()
        let result = report.traces[0].results[0]
        report.traces[0].results = (0..<8).map { index in
            var copy = result
            copy.configuration = "configuration-\(index)"
            return copy
        }
        var second = report.traces[0]
        second.input = "second"
        second.results.removeLast()
        report.traces.append(second)
        let matrix = VerdictMatrix(report)
        #expect(matrix.rowsAreConfigurations && matrix.rowKind == "configuration")
        #expect(matrix.rowTitles == (0..<8).map { "configuration-\($0)" } && matrix.columnTitles == ["handwriting", "second"])
        #expect(matrix.cell(row: 7, column: 0) != nil && matrix.cell(row: 7, column: 1) == nil)
        #expect(matrix.markdown.last?.hasSuffix("| —" + " |") == true)
    }

    @Test("a configuration that goes over budget against the baseline reads fits → over with both headrooms, and is worse")
    func verdictChange() throws {
        let base = try ReportFixture.report()
        var current = base
        let budget = 1 / current.traces[0].profile.displayHz
        current.traces[0].results[0].runs[0].callbackCost.p99 = budget * 5.28
        let matrix = VerdictMatrix(current, baseline: base)
        let changed = try #require(matrix.cell(row: 0, column: 0)?.change)
        let before = try #require(changed.base.headroomP99)
        #expect(changed.verdictChanged && changed.isWorse && !changed.isBetter)
        #expect(changed.text.hasPrefix("fits → over, headroom \(String(format: "%.0f%%", before * 100)) → -428%"), "\(changed.text)")
        #expect(changed.regressed.map(\.metric).contains("callbackCost.p99"))
        let same = try #require(matrix.cell(row: 0, column: 1)?.change)
        #expect(same.text == "no change" && same.detail.isEmpty && !same.isWorse && !same.isBetter)
    }

    @Test("a lag 10% worse keeps the verdict and names the regressed metric")
    func metricChange() throws {
        let (base, current) = try ReportFixture.withWorseLagP99()
        let change = try #require(VerdictMatrix(current, baseline: base).cell(row: 0, column: 0)?.change)
        #expect(!change.verdictChanged && change.isWorse)
        let lag = try #require(base.traces[0].results[0].runs[0].lag.p99)
        #expect(change.text == String(format: "lag +0.0 / %+.1f ms; 1 regressed", lag * 0.1 * 1e3), "\(change.text)")
        #expect(change.detail == "regressed: lag.p99 +10.00%")
    }

    @Test("the short headline names those that do not fit, the lowest lag p50 and who reaches it")
    func shortHeadline() throws {
        var report = try ReportFixture.report()
        #expect(VerdictMatrix.shortHeadline(FrameBudgetVerdict.all(report)[0].verdicts) == "2 of 2 fit; lowest lag p50 28.7 ms (all 2)")
        report.traces[0].results[1].runs[0].droppedSamples.count = 3
        report.traces[0].results[1].runs[0].droppedSamples.rate = 0.01
        let name = report.traces[0].results[1].configuration
        #expect(VerdictMatrix.shortHeadline(FrameBudgetVerdict.all(report)[0].verdicts)
            == "1 of 2 fit; not fitting: \(name) (drops); lowest lag p50 28.7 ms (\(report.traces[0].results[0].configuration))")
    }

    @Test("names from input are escaped in the page; the page links only its own anchors and files")
    func escaping() throws {
        var report = try ReportFixture.report()
        report.traces[0].input = "<script>alert(1)</script>&\"x\""
        report.traces[0].results[0].configuration = "<img src=x onerror=alert(1)>"
        let base = try ReportFixture.report()
        let page = RunIndexHTML.render(report, charts: [], outcome: .init(), baseline: RunBaseline(name: "<b>main</b>", report: base))
        #expect(!page.contains("<script>") && !page.contains("<img src=x") && !page.contains("<b>main</b>"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;x&quot;") && page.contains("&lt;b&gt;main&lt;/b&gt;"))
        let links = page.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(links.allSatisfy { $0.hasPrefix("#") || ["report.json", "summary.md", "data/configurations.csv"].contains(String($0)) }, "\(links)")
    }
}

@Suite("The compare page: both reports named, verdict changes first, change bars on one scale")
struct ComparePageTests {
    @Test("a configuration over budget in the current report is listed first as fits → over; both reports are named with their provenance")
    func verdictChangesFirst() throws {
        let base = try ReportFixture.report()
        var current = base
        current.traces[0].results[1].runs[0].callbackCost.p99 = 5.28 / current.traces[0].profile.displayHz
        var comparison = ReportComparison(base: base, current: current, thresholds: ComparisonThresholds())
        comparison.names = ("<base>.json", "current.json")
        #expect(comparison.verdictChanges.count == 2 && comparison.verdictChanges.filter(\.verdictChanged).count == 1)
        let page = ComparisonHTML.render(comparison)
        let name = "handwriting/\(current.traces[0].results[1].configuration)"
        let listed = try #require(page.range(of: "<strong>\(name)</strong>: fits → over, headroom "))
        #expect(listed.lowerBound < (try #require(page.range(of: "id=\"contents\""))).lowerBound)
        #expect(page.contains("&lt;base&gt;.json") && page.contains(base.provenance))
        #expect(page.contains("1 of 2 pair(s) kept their verdict."))
    }

    @Test("the change scale: +10% and +41,797% sit apart, ticks up to the next power of ten, +∞ at the end")
    func changeScale() {
        let entry = { (change: Double) in
            MetricComparison(
                trace: "t", configuration: "c", metric: "m", unit: "s", base: 1, current: 1 + change, relativeChange: change, interval: nil,
                method: .exact, threshold: 0.02, verdict: .regressed
            )
        }
        let scale = ChangeScale([entry(0.1), entry(417.97)])
        #expect(scale.extent == 1000)
        #expect(scale.ticks == [-1000, -100, -10, -1, -0.1, -0.01, 0, 0.01, 0.1, 1, 10, 100, 1000])
        #expect(scale.x(0.1) < scale.x(417.97) - 30, "far apart, not both at the saturated end")
        #expect(scale.x(1000) == ChangeScale.margin + 2 * ChangeScale.halfWidth && scale.x(.infinity) == scale.x(1000))
        #expect(scale.x(-0.5) < scale.x(0) && scale.x(0) == ChangeScale.margin + ChangeScale.halfWidth)
        #expect(scale.bar(entry(.infinity)).contains("<polygon"))
        #expect(scale.isLabelled(1000) && !scale.isLabelled(100) && scale.isLabelled(10) && scale.isLabelled(0))
    }
}
