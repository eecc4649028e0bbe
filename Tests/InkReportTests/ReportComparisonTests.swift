import InkMetrics
import InkReport
import Testing

@Suite("Comparing reports: verdicts and thresholds")
struct ReportComparisonTests {
    @Test("a report against itself: every metric within noise, exact, no regression")
    func identical() throws {
        let report = try ReportFixture.report()
        let comparison = ReportComparison(base: report, current: report, thresholds: ComparisonThresholds())
        #expect(comparison.comparisons.count == 2 * ComparedMetric.all.count)
        #expect(comparison.comparisons.allSatisfy { $0.verdict == .withinNoise && $0.isExact && $0.relativeChange == 0 })
        #expect(!comparison.hasRegression)
    }

    @Test("lag p99 10% worse in one configuration regresses exactly that metric; 15% threshold tolerates it")
    func regression() throws {
        let (base, current) = try ReportFixture.withWorseLagP99()
        let comparison = ReportComparison(base: base, current: current, thresholds: ComparisonThresholds())
        let regressed = comparison.comparisons.filter { $0.verdict == .regressed }
        #expect(regressed.map(\.qualifiedName) == ["handwriting/default-incremental/lag.p99"])
        #expect(abs((regressed.first?.relativeChange ?? 0) - 0.1) < 1e-12)
        var tolerant = ComparisonThresholds()
        try tolerant.add("lag.p99=15%")
        #expect(!ReportComparison(base: base, current: current, thresholds: tolerant).hasRegression)
    }

    @Test("better by more than the threshold is improved; from zero to one is an infinite regression")
    func improvedAndFromZero() throws {
        let base = try ReportFixture.report()
        var current = base
        current.traces[0].results[1].runs[0].callbackCost.p50 = (base.traces[0].results[1].runs[0].callbackCost.p50 ?? 0) * 0.5
        current.traces[0].results[1].runs[0].missedFrames.count = base.traces[0].results[1].runs[0].missedFrames.count + 1
        let comparison = ReportComparison(base: base, current: current, thresholds: ComparisonThresholds())
        let cost = try #require(comparison.comparisons.first { $0.qualifiedName == "handwriting/default-naive/callbackCost.p50" })
        #expect(cost.verdict == .improved)
        let missed = try #require(comparison.comparisons.first { $0.qualifiedName == "handwriting/default-naive/missedFrames" })
        #expect(missed.verdict == .regressed)
        #expect(base.traces[0].results[1].runs[0].missedFrames.count == 0)
        #expect(missed.relativeChange == .infinity)
    }

    @Test("measured runs with repetitions get a bootstrap interval; a shift inside the noise is within noise")
    func bootstrap() throws {
        var base = try ReportFixture.report()
        base.cost.mode = .measured
        let run = base.traces[0].results[0].runs[0]
        var runs: [SimulationMetrics] = []
        for factor in [0.99, 1.0, 1.01, 1.0] {
            var copy = run
            copy.callbackCost.p99 = (run.callbackCost.p99 ?? 0) * factor
            runs.append(copy)
        }
        base.traces[0].results[0].runs = runs
        let comparison = ReportComparison(base: base, current: base, thresholds: ComparisonThresholds())
        let p99 = try #require(comparison.comparisons.first { $0.qualifiedName == "handwriting/default-incremental/callbackCost.p99" })
        #expect(!p99.isExact)
        #expect(p99.interval != nil)
        #expect(p99.verdict == .withinNoise)
        let work = try #require(comparison.comparisons.first { $0.qualifiedName == "handwriting/default-incremental/pointsRecomputed" })
        #expect(work.isExact)
        #expect(comparison.notes.contains { $0.contains("summaries") })
    }

    @Test("bad threshold assignments are rejected", arguments: ["lag.p99", "lag.p99=x", "nosuch=5%", "lag.p99=-1%"])
    func badThreshold(_ text: String) {
        var thresholds = ComparisonThresholds()
        #expect(throws: ReportError.self) { try thresholds.add(text) }
    }
}
