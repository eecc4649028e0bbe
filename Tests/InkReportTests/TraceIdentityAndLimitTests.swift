import InkMetrics
import InkReport
import Testing

/// `inkbench compare` pairs traces by content (`contentHash`), then by name, and holds measured
/// reports to absolute limits only when every one of 5 or more runs breaks them.
struct TraceIdentityAndLimitTests {
    /// The fixture with two traces: its handwriting as `a` (content `hashA`) and a copy as `b`
    /// (content `hashB`, its missed frames one higher).
    static func twoTraces(hashA: String? = "00000000000000aa", hashB: String? = "00000000000000bb") throws -> RunReport {
        var report = try ReportFixture.report()
        var a = report.traces[0], b = report.traces[0]
        a.input = "a"
        a.contentHash = hashA
        b.input = "b"
        b.contentHash = hashB
        b.results[0].runs[0].missedFrames.count += 1
        report.traces = [a, b]
        return report
    }

    /// `twoTraces()` compared with a copy whose traces are given as `names`.
    static func comparedRenamed(_ names: [String]) throws -> ReportComparison {
        let base = try twoTraces()
        var current = base
        for (index, name) in names.enumerated() { current.traces[index].input = name }
        return ReportComparison(base: base, current: current, thresholds: ComparisonThresholds())
    }

    @Test("a trace given under another path or name is compared with the one of the same content")
    func renamedTracesPairByContent() throws {
        let comparison = try Self.comparedRenamed(["./a", "/home/me/renamed-b"])
        #expect(!comparison.hasMissing && !comparison.hasRegression, "\(comparison.missing)")
        #expect(comparison.notes.contains("./a is compared with the baseline's a: the same content (00000000000000aa)"))
        #expect(comparison.comparisons.allSatisfy { $0.verdict == .withinNoise })
    }

    @Test("content wins over names: two traces that swapped names are compared with their own content")
    func contentBeforeName() throws {
        let comparison = try Self.comparedRenamed(["b", "a"])
        #expect(!comparison.hasRegression && !comparison.hasMissing, "by name, b's extra missed frame would regress")
    }

    @Test("reports without content hashes, or a trace whose content changed, are paired by name")
    func namesWhenContentDoesNotTell() throws {
        let old = try Self.twoTraces(hashA: nil, hashB: nil)
        var renamed = old
        renamed.traces[0].input = "./a"
        let byName = ReportComparison(base: old, current: renamed, thresholds: ComparisonThresholds())
        #expect(byName.missing == ["./a: not in the baseline", "a: in the baseline only"])
        let base = try Self.twoTraces()
        var changed = base
        changed.traces[0].contentHash = "00000000000000cc"
        let comparison = ReportComparison(base: base, current: changed, thresholds: ComparisonThresholds())
        #expect(!comparison.hasMissing)
        #expect(comparison.notes.contains("a: its content differs from the baseline's (00000000000000aa → 00000000000000cc); compared by name"))
    }

    @Test("a limit on modelled runs is exact")
    func modelledLimits() throws {
        let limit = try AbsoluteLimit(metric: "missedFrames", comparison: "==0")
        #expect(LimitCheck(trace: "t", configuration: "c", limit: limit, runValues: [0], measured: false).outcome == .met)
        #expect(LimitCheck(trace: "t", configuration: "c", limit: limit, runValues: [1], measured: false).outcome == .notMet)
        #expect(LimitCheck(trace: "t", configuration: "c", limit: limit, runValues: [], measured: false).outcome == .noValue)
    }

    @Test("a limit on measured runs breaks only when all of 5 or more runs break it")
    func measuredLimits() throws {
        let limit = try AbsoluteLimit(metric: "missedFrames", comparison: "==0")
        let noisy = LimitCheck(trace: "t", configuration: "c", limit: limit, runValues: [0, 0, 2, 0, 1], measured: true)
        #expect(noisy.outcome == .met && noisy.passed == true && noisy.brokenRuns == 2)
        let broken = LimitCheck(trace: "t", configuration: "c", limit: limit, runValues: [1, 2, 1, 1, 3], measured: true)
        #expect(broken.outcome == .notMet && broken.passed == false && broken.value == 1)
        let few = LimitCheck(trace: "t", configuration: "c", limit: limit, runValues: [1, 1, 1], measured: true)
        #expect(few.outcome == .inconclusive && few.passed == nil)
    }

    @Test("identical measured reports with a frame missed in one run meet missedFrames==0 (exit 4 only on evidence)")
    func identicalMeasuredReports() throws {
        var report = try ReportFixture.report()
        report.cost.mode = .measured
        let run = report.traces[0].results[0].runs[0]
        report.traces[0].results[0].runs = (0..<5).map { index in
            var copy = run
            copy.missedFrames.count = index == 2 ? 1 : 0
            return copy
        }
        var thresholds = ComparisonThresholds()
        try thresholds.add("missedFrames==0")
        let comparison = ReportComparison(base: report, current: report, thresholds: thresholds)
        #expect(comparison.failedLimits.isEmpty)
        #expect(comparison.notes.contains { $0.hasPrefix("limits on measured runs: not met only when all of 5 or more runs break one") })
        let text = ComparisonFormat.text.render(comparison)
        #expect(!text.contains("LIMIT NOT MET"), "\(text)")
    }
}
