import InkReport
import Testing

/// `inkbench compare` says when the two reports' machines copied memory at speeds more than 15%
/// apart (each run's better reading), and is silent otherwise or when a report has no rate.
@Suite("Memory contention note")
struct MemoryContentionNoteTests {
    private static func report(copyRates: [Double]?) throws -> RunReport {
        var report = try ReportFixture.report()
        report.cost.mode = .measured
        let load = RunReport.MachineLoadRecord(
            loadAverageBefore: [1, 1, 1], loadAverageAfter: [1, 1, 1], otherProcessesShare: 0, stealShare: 0, cores: 2, seconds: 10,
            memoryCopyRate: copyRates
        )
        report.cost.measurement = RunReport.MeasurementRecord(
            clock: "thread-cpu", timerOverheadSeconds: 0, wallTimerOverheadSeconds: 0, pooling: "one", load: load
        )
        return report
    }

    private static func notes(base: [Double]?, current: [Double]?) throws -> [String] {
        let comparison = ReportComparison(
            base: try report(copyRates: base), current: try report(copyRates: current), thresholds: ComparisonThresholds(), costSources: .builtIn
        )
        return comparison.notes.filter { $0.contains("copied memory") }
    }

    @Test func halfTheSpeedIsNoted() throws {
        #expect(try Self.notes(base: [20e9, 19e9], current: [10e9, 9e9]) == [
            "the machines copied memory at different speeds: baseline 20.0 GB/s, current 10.0 GB/s (-50%); measured costs of memory-bound steps (full-canvas renders) move with it",
        ])
    }

    @Test func withinFifteenPercentOrWithoutARateNothingIsSaid() throws {
        #expect(try Self.notes(base: [20e9, 20e9], current: [17.2e9, 18e9]).isEmpty)
        #expect(try Self.notes(base: [20e9, 20e9], current: [19.5e9, 14.4e9]).isEmpty, "a moment's traffic at one reading")
        #expect(try Self.notes(base: nil, current: [5e9, 5e9]).isEmpty)
        #expect(try Self.notes(base: [20e9, 20e9], current: nil).isEmpty)
    }

    @Test func theLoadLineCarriesBothReadings() throws {
        let load = try #require(try Self.report(copyRates: [20.44e9, 19.81e9]).cost.measurement?.load)
        #expect(load.summary == "load average 1.00 → 1.00, other processes 0% of 2 cores, steal 0%, memory copy 20.4 → 19.8 GB/s")
    }
}
