@testable import InkReport
import InkSim
import Testing

/// A measured report's pooled run: the verdict and the tables read it, the spread and
/// `inkbench compare` read the repetitions, a report naming a run that is not there is refused.
@Suite("Pooled runs of measured reports")
struct PooledRunTests {
    /// The fixture's second result with three repetitions (callback cost p99 1, 2 and 9 ms, the
    /// third with missed frames) and a pooled run (p99 1.5 ms, none missed) after them.
    static func pooledReport() throws -> RunReport {
        var report = try ReportFixture.report()
        var result = report.traces[0].results[1]
        var runs = Array(repeating: result.runs[0], count: 4)
        for (index, p99) in [0.001, 0.002, 0.009, 0.0015].enumerated() {
            runs[index].callbackCost.p99 = p99
            runs[index].costKind = .measured
        }
        runs[2].missedFrames = .init(count: 4, of: 100)
        result.runs = runs
        result.pooledRun = 3
        result.representativeRun = 3
        result.spread = RunReport.Spread(result.repetitions)
        report.traces[0].results[1] = result
        return report
    }

    @Test("the verdict is the pooled run's, and names its cost source")
    func verdictReadsThePooledRun() throws {
        let report = try Self.pooledReport()
        let verdict = FrameBudgetVerdict(trace: report.traces[0], result: report.traces[0].results[1])
        #expect(verdict.headroomP99 == 1 - 0.0015 * 120)
        #expect(verdict.missedFrames == 0 && verdict.status == .fits)
        #expect(verdict.costSource == "measured" && verdict.cells.last == "measured")
    }

    @Test("the spread and compare's values are the repetitions', without the pooled run")
    func repetitionsWithoutThePooledRun() throws {
        let result = try Self.pooledReport().traces[0].results[1]
        #expect(result.repetitions.count == 3)
        #expect(result.spread.callbackCostP99.min == 0.001 && result.spread.callbackCostP99.max == 0.009)
        let compared = try #require(ComparedMetric.named("callbackCost.p99"))
        #expect(compared.values(result) == [0.001, 0.002, 0.009])
    }

    @Test("summary.md's key row shows the pooled value with the repetitions' half-range")
    func keyRowCentresOnThePooledRun() throws {
        let row = RunSummaryMarkdown.keyRow(try Self.pooledReport().traces[0].results[1])
        #expect(row.last == "1500.0 ± 4000.0")
    }

    @Test("a pooledRun that is not a run index is refused in one line")
    func badPooledRunIsRefused() throws {
        var report = try Self.pooledReport()
        report.traces[0].results[1].pooledRun = 4
        #expect(report.structureProblem() == "traces[0].results[1].pooledRun 4 is not the index of a run beside the repetitions (0…3)")
    }
}
