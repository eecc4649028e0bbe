import InkMetrics
import InkReport
import InkSim
import Testing

@Suite("Comparing reports: verdicts and thresholds")
struct ReportComparisonTests {
    @Test("a report against itself: every metric within noise, exact, no regression")
    func identical() throws {
        let report = try ReportFixture.report()
        let comparison = ReportComparison(base: report, current: report, thresholds: ComparisonThresholds(), costSources: .builtIn)
        #expect(comparison.comparisons.count == 2 * (ComparedMetric.all.count - 1), "no prediction error without prediction")
        #expect(comparison.comparisons.allSatisfy { $0.verdict == .withinNoise && $0.isExact && $0.relativeChange == 0 })
        #expect(!comparison.hasRegression)
    }

    @Test("lag p99 10% worse in one configuration regresses exactly that metric; 15% threshold tolerates it")
    func regression() throws {
        let (base, current) = try ReportFixture.withWorseLagP99()
        let comparison = ReportComparison(base: base, current: current, thresholds: ComparisonThresholds(), costSources: .builtIn)
        let regressed = comparison.comparisons.filter { $0.verdict == .regressed }
        #expect(regressed.map(\.qualifiedName) == ["handwriting/default-incremental/lag.p99"])
        #expect(abs((regressed.first?.relativeChange ?? 0) - 0.1) < 1e-12)
        var tolerant = ComparisonThresholds()
        try tolerant.add("lag.p99=15%")
        #expect(!ReportComparison(base: base, current: current, thresholds: tolerant, costSources: .builtIn).hasRegression)
    }

    @Test("the cost mode's registered capabilities decide exactness: a deterministic custom source is exact, an undeclared one is not")
    func exactnessFollowsTheDeclaredCapability() throws {
        var base = try ReportFixture.report()
        base.cost.mode = CostKind(rawValue: "flat")
        var registry = CostSourceRegistry.builtIn
        try registry.register(CostSourceComponent(name: "flat", summary: "test", capabilities: [.deterministic]) { _, _ in ConstantCost.zero })
        let declared = ReportComparison(base: base, current: base, thresholds: ComparisonThresholds(), costSources: registry)
        let declaredExact = declared.comparisons.map(\.isExact)
        #expect(!declaredExact.isEmpty && !declaredExact.contains(false))
        let unknown = ReportComparison(base: base, current: base, thresholds: ComparisonThresholds(), costSources: .builtIn)
        #expect(!unknown.comparisons.map(\.isExact).contains(true))
        base.cost.mode = CostKind(rawValue: "device")
        let device = ReportComparison(base: base, current: base, thresholds: ComparisonThresholds(), costSources: .builtIn)
        #expect(!device.comparisons.map(\.isExact).contains(false))
    }

    @Test("better by more than the threshold is improved; from zero to one is an infinite regression")
    func improvedAndFromZero() throws {
        let base = try ReportFixture.report()
        var current = base
        current.traces[0].results[1].runs[0].callbackCost.p50 = (base.traces[0].results[1].runs[0].callbackCost.p50 ?? 0) * 0.5
        current.traces[0].results[1].runs[0].missedFrames.count = base.traces[0].results[1].runs[0].missedFrames.count + 1
        let comparison = ReportComparison(base: base, current: current, thresholds: ComparisonThresholds(), costSources: .builtIn)
        let cost = try #require(comparison.comparisons.first { $0.qualifiedName == "handwriting/default-naive/callbackCost.p50" })
        #expect(cost.verdict == .improved)
        let missed = try #require(comparison.comparisons.first { $0.qualifiedName == "handwriting/default-naive/missedFrames" })
        #expect(missed.verdict == .regressed)
        #expect(base.traces[0].results[1].runs[0].missedFrames.count == 0)
        #expect(missed.relativeChange == .infinity)
    }

    @Test("measured runs with repetitions get a bootstrap interval; a shift inside the noise is within noise; work is not exact")
    func bootstrap() throws {
        var base = try ReportFixture.report()
        base.cost.mode = .measured
        base.traces[0].results[0].runs = Self.runs(base.traces[0].results[0].runs[0], p99Factors: [0.99, 1.0, 1.01, 1.0, 0.98])
        let comparison = ReportComparison(base: base, current: base, thresholds: ComparisonThresholds(), costSources: .builtIn)
        let p99 = try #require(comparison.comparisons.first { $0.qualifiedName == "handwriting/default-incremental/callbackCost.p99" })
        #expect(p99.method == .repetitions)
        #expect(p99.interval != nil)
        #expect(p99.verdict == .withinNoise)
        let work = try #require(comparison.comparisons.first { $0.qualifiedName == "handwriting/default-incremental/pointsPerCallback" })
        #expect(!work.isExact)
        let single = try #require(comparison.comparisons.first { $0.qualifiedName == "handwriting/default-naive/callbackCost.p99" })
        #expect(single.method == .tooFewRuns)
        #expect(comparison.notes.contains { $0.contains("--repetitions 5") })
    }

    @Test("measured: a shift larger than the spread of 5 + 5 repetitions regresses; overlapping repetitions do not; 4 runs are inconclusive")
    func measuredEvidence() throws {
        var base = try ReportFixture.report()
        base.cost.mode = .measured
        let run = base.traces[0].results[0].runs[0]
        base.traces[0].results[0].runs = Self.runs(run, p99Factors: [0.99, 1.0, 1.01, 1.0, 0.98])
        var current = base
        current.traces[0].results[0].runs = Self.runs(run, p99Factors: [1.30, 1.31, 1.29, 1.32, 1.30])
        let name = "handwriting/default-incremental/callbackCost.p99"
        let worse = try #require(ReportComparison(base: base, current: current, thresholds: ComparisonThresholds(), costSources: .builtIn).comparisons.first { $0.qualifiedName == name })
        #expect(worse.verdict == .regressed)
        #expect(worse.threshold == RepetitionEvidence.runToRunNoise)
        // A block shift of +16%, every repetition above every baseline one (as two separate
        // measured runs of the same benchmark gave), is within the run-to-run noise.
        current.traces[0].results[0].runs = Self.runs(run, p99Factors: [1.16, 1.17, 1.15, 1.16, 1.18])
        let shifted = try #require(ReportComparison(base: base, current: current, thresholds: ComparisonThresholds(), costSources: .builtIn).comparisons.first { $0.qualifiedName == name })
        #expect(shifted.verdict == .withinNoise)
        // Overlapping: a +51% median shift from one wild repetition on each side is not evidence.
        base.traces[0].results[0].runs = Self.runs(run, p99Factors: [1.0, 1.0, 2.5, 1.0, 1.1])
        current.traces[0].results[0].runs = Self.runs(run, p99Factors: [1.5, 1.6, 1.0, 2.9, 1.5])
        let noisy = try #require(ReportComparison(base: base, current: current, thresholds: ComparisonThresholds(), costSources: .builtIn).comparisons.first { $0.qualifiedName == name })
        #expect(noisy.verdict == .withinNoise)
        current.traces[0].results[0].runs = Self.runs(run, p99Factors: [2, 2, 2, 2])
        let few = try #require(ReportComparison(base: base, current: current, thresholds: ComparisonThresholds(), costSources: .builtIn).comparisons.first { $0.qualifiedName == name })
        #expect(few.verdict == .inconclusive)
        #expect(few.method == .tooFewRuns)
    }

    @Test("modelled work is compared per callback: half the callbacks with the same work per callback is no change")
    func workPerCallback() throws {
        let base = try ReportFixture.report()
        var current = base
        var run = current.traces[0].results[0].runs[0]
        run.callbacks /= 2
        run.pointsRecomputed /= 2
        run.pixelsTouched /= 2
        current.traces[0].results[0].runs = [run]
        let comparison = ReportComparison(base: base, current: current, thresholds: ComparisonThresholds(), costSources: .builtIn)
        for metric in ["pointsPerCallback", "pixelsPerCallback"] {
            let entry = try #require(comparison.comparisons.first { $0.qualifiedName == "handwriting/default-incremental/\(metric)" })
            #expect(entry.isExact)
            #expect(abs(entry.relativeChange ?? 1) < 0.01, "\(metric): \(String(describing: entry.relativeChange))")
        }
    }

    private static func runs(_ run: SimulationMetrics, p99Factors: [Double]) -> [SimulationMetrics] {
        p99Factors.map { factor in
            var copy = run
            copy.callbackCost.p99 = (run.callbackCost.p99 ?? 0) * factor
            return copy
        }
    }

    @Test("bad threshold assignments are rejected", arguments: ["lag.p99", "lag.p99=x", "nosuch=5%", "lag.p99=-1%"])
    func badThreshold(_ text: String) {
        var thresholds = ComparisonThresholds()
        #expect(throws: ReportError.self) { try thresholds.add(text) }
    }
}
