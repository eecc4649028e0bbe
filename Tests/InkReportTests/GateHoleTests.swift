import InkPipeline
import InkReport
import Testing

@Suite("The CI gate: missing traces and configurations, absolute limits, unit-less thresholds")
struct GateHoleTests {
    @Test("a configuration renamed on one side is missing from both sides' view, and the gate says so")
    func renamedConfiguration() throws {
        let base = try ReportFixture.report()
        var current = base
        current.traces[0].results[1].configuration = "renamed"
        let comparison = ReportComparison(base: base, current: current, thresholds: ComparisonThresholds())
        #expect(comparison.missing == ["handwriting/renamed: not in the baseline", "handwriting/default-naive: in the baseline only"])
        #expect(comparison.hasMissing && !comparison.hasRegression)
        #expect(ComparisonFormat.verdictLine(comparison).hasPrefix("MISSING: 0 regressed"))
    }

    @Test("two reports with nothing in common: missing, nothing compared")
    func nothingInCommon() throws {
        let base = try ReportFixture.report()
        var current = base
        current.traces[0].input = "other"
        let comparison = ReportComparison(base: base, current: current, thresholds: ComparisonThresholds())
        #expect(comparison.comparisons.isEmpty && comparison.hasMissing)
        #expect(comparison.missing == ["other: not in the baseline", "handwriting: in the baseline only"])
        #expect(ComparisonFormat.verdictLine(comparison).contains("nothing in common to compare"))
    }

    @Test("a relative threshold without % is refused; a bad limit names what it needs")
    func unitless() throws {
        var thresholds = ComparisonThresholds()
        #expect { try thresholds.add("lag.p99=5") } throws: { error in
            "\(error)" == "--threshold lag.p99=5: a relative threshold needs %, e.g. lag.p99=5% (or an absolute limit such as lag.p99<=40ms)"
        }
        #expect { try thresholds.add("lag.p99<=40") } throws: { error in "\(error)" == "--threshold lag.p99<=40: '40' needs a time with a unit, e.g. 40ms" }
        #expect { try thresholds.add("headroom>=0.2") } throws: { error in "\(error)" == "--threshold headroom>=0.2: '0.2' needs a percentage, e.g. 20%" }
        #expect { try thresholds.add("lagg<=4ms") } throws: { error in "\(error)".hasPrefix("--threshold lagg<=4ms: unknown metric 'lagg'") }
    }

    @Test("absolute limits parse into base units")
    func limitsParse() throws {
        #expect(try AbsoluteLimit(metric: "lag.p99", comparison: "<=40ms").bound == 0.04)
        #expect(try AbsoluteLimit(metric: "callbackCost.p99", comparison: "<500us").bound == 500e-6)
        #expect(try AbsoluteLimit(metric: "missedFrames", comparison: "==0").relation == .equal)
        #expect(try AbsoluteLimit(metric: "headroom", comparison: ">=20%").bound == 0.2)
        #expect(try AbsoluteLimit(metric: "tipGap.p50", comparison: "<=1.5mm").bound == 1.5)
        #expect(AbsoluteLimit.split("lag.p99<=40ms")! == ("lag.p99", "<=40ms"))
        #expect(AbsoluteLimit.split("missedFrames==0")! == ("missedFrames", "==0"))
        #expect(AbsoluteLimit.split("lag.p99=5%") == nil)
    }

    @Test("limits are checked on every configuration of the current report")
    func limitsChecked() throws {
        let report = try ReportFixture.report()
        var thresholds = ComparisonThresholds()
        try thresholds.add("lag.p99<=20ms")
        try thresholds.add("missedFrames==0")
        try thresholds.add("headroom>=80%")
        let comparison = ReportComparison(base: report, current: report, thresholds: thresholds)
        #expect(comparison.limitChecks.count == 6)
        let failed = comparison.failedLimits.map { "\($0.configuration) \($0.limit.text)" }
        #expect(failed == ["default-incremental lag.p99<=20ms", "default-naive lag.p99<=20ms", "default-naive headroom>=80%"])
        #expect(thresholds.summary.hasSuffix("lag.p99<=20ms, missedFrames==0, headroom>=80% (command line)"))
    }

    @Test("limits from a configuration set are checked at their line")
    func limitsFromASet() throws {
        let set = try PipelineConfigurationSet.load(
            yaml: "thresholds:\n  lag.p99: \"<=40ms\"\n  missedFrames: \"==zero\"\nconfigurations:\n  - { name: a, geometry: naive }\n", source: "t.yaml"
        )
        let settings = try #require(set.thresholds)
        #expect { try settings.checkMetricNames(source: "t.yaml", known: ComparedMetric.all) } throws: { error in
            "\(error)" == "t.yaml:3: thresholds: missedFrames==zero: 'zero' needs a plain number, e.g. 0"
        }
    }

    @Test("effective lag, tip gap and prediction error are compared metrics")
    func comparedMetrics() {
        for name in ["effectiveLag.p50", "effectiveLag.p99", "tipGap.p50", "tipGap.p99", "predictionError.median"] {
            #expect(ComparedMetric.named(name) != nil, "\(name)")
        }
    }

    @Test("the compare page: verdict first, contents with anchors, a bar per metric, no scripts")
    func comparePage() throws {
        let (base, current) = try ReportFixture.withWorseLagP99()
        let page = ComparisonFormat.html.render(ReportComparison(base: base, current: current, thresholds: ComparisonThresholds()))
        #expect(page.contains("<p class=\"verdict bad\"><strong>REGRESSION: 1 regressed"))
        #expect(page.contains("<li><a href=\"#pair-0\">handwriting/default-incremental</a> — 1 changed</li>"))
        #expect(page.contains("<section id=\"pair-1\">"))
        #expect(page.contains("<td class=\"bad\">regressed</td><td><svg"))
        #expect(!page.contains("<script"))
    }
}
