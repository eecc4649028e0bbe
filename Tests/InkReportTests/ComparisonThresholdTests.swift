import Foundation
import InkConfiguration
import InkPipeline
import InkReport
import Testing

@Suite("Thresholds from flags, configuration sets and reports")
struct ComparisonThresholdTests {
    private static let yaml = """
        thresholds:
          noise: 3%
          lag.p99: 15%
        configurations:
          - { name: a, geometry: naive }
        """

    @Test("an unknown metric in a configuration set names the file and line")
    func unknownMetric() throws {
        let set = try PipelineConfigurationSet.load(yaml: "thresholds:\n  noise: 2%\n  lag.p95: 5%\n" + "configurations:\n  - { name: a, geometry: naive }\n", source: "t.yaml", stages: .builtIn, renderers: RendererMode.builtInNames)
        let settings = try #require(set.thresholds)
        #expect {
            try settings.checkMetricNames(source: set.source, known: ComparedMetric.all)
        } throws: { error in
            let text = String(describing: error)
            return text.hasPrefix("t.yaml:3: thresholds: unknown metric 'lag.p95' (known: noise, callbackCost.p50,") && !text.contains("\n")
        }
        let good = try #require(try PipelineConfigurationSet.load(yaml: Self.yaml, source: "t.yaml", stages: .builtIn, renderers: RendererMode.builtInNames).thresholds)
        try good.checkMetricNames(source: "t.yaml", known: ComparedMetric.all)
    }

    @Test("precedence, per value: command line, then --config, then the report, then the default")
    func precedence() throws {
        var thresholds = ComparisonThresholds()
        #expect(thresholds.threshold(for: "lag.p50") == 0.02 && thresholds.origin(for: "lag.p50") == .builtInDefault)
        let recorded = RunReport.ThresholdRecord(source: "configs/default.yaml", noise: 0.04, metrics: ["lag.p50": 0.06, "lag.p99": 0.07])
        thresholds.apply(recorded.settings, from: .report("run/report.json", recordedFrom: recorded.source))
        let configured = try #require(try PipelineConfigurationSet.load(yaml: Self.yaml, source: "t.yaml", stages: .builtIn, renderers: RendererMode.builtInNames).thresholds)
        thresholds.apply(configured, from: .configuration("t.yaml"))
        thresholds.apply(ComparisonThresholdSettings(noise: nil), from: .commandLine)
        try thresholds.add("callbackCost.p99=1%")
        #expect(thresholds.noise == 0.03 && thresholds.noiseOrigin == .configuration("t.yaml"))
        #expect(thresholds.threshold(for: "lag.p99") == 0.15 && thresholds.origin(for: "lag.p99") == .configuration("t.yaml"))
        #expect(thresholds.threshold(for: "lag.p50") == 0.06)
        #expect(thresholds.origin(for: "lag.p50") == .report("run/report.json", recordedFrom: "configs/default.yaml"))
        #expect(thresholds.threshold(for: "callbackCost.p99") == 0.01 && thresholds.origin(for: "callbackCost.p99") == .commandLine)
        #expect(thresholds.threshold(for: "missedFrames") == 0.03 && thresholds.origin(for: "missedFrames") == .configuration("t.yaml"))
        thresholds.apply(ComparisonThresholdSettings(noise: 0.5), from: .commandLine)
        #expect(thresholds.noise == 0.5 && thresholds.noiseOrigin == .commandLine && thresholds.threshold(for: "lag.p99") == 0.15)
        #expect(thresholds.summary == "thresholds: noise ±50.00%, callbackCost.p99 ±1.00% (command line); "
            + "lag.p50 ±6.00% (recorded in run/report.json from configs/default.yaml); lag.p99 ±15.00% (--config t.yaml)")
    }

    @Test("compare's layering of one report: flags over --config over the recorded set over the default, per value")
    func comparePrecedence() throws {
        var current = try ReportFixture.report()
        current.thresholds = RunReport.ThresholdRecord(source: "configs/default.yaml", noise: 0.04, metrics: ["lag.p50": 0.06, "lag.p99": 0.07], limits: ["missedFrames==0"])
        let configured = try #require(try PipelineConfigurationSet.load(yaml: Self.yaml, source: "t.yaml", stages: .builtIn, renderers: RendererMode.builtInNames).thresholds)
        let layered = try ComparisonThresholds(
            comparing: current, at: "run/report.json", configured: (configured, "t.yaml"), noise: nil, assignments: ["callbackCost.p99=1%", "lag.p99<=40ms"]
        )
        #expect(layered.summary == "thresholds: noise ±3.00%, lag.p99 ±15.00% (--config t.yaml); callbackCost.p99 ±1.00%, lag.p99<=40ms (command line); "
            + "lag.p50 ±6.00%, missedFrames==0 (recorded in run/report.json from configs/default.yaml)")
        let flags = try ComparisonThresholds(comparing: current, at: "r.json", configured: nil, noise: 0.5, assignments: ["lag.p50=1%"])
        #expect(flags.noise == 0.5 && flags.noiseOrigin == .commandLine)
        #expect(flags.threshold(for: "lag.p99") == 0.07 && flags.origin(for: "lag.p99") == .report("r.json", recordedFrom: "configs/default.yaml"))
        #expect(flags.threshold(for: "lag.p50") == 0.01 && flags.origin(for: "lag.p50") == .commandLine)
        current.thresholds = nil
        let plain = try ComparisonThresholds(comparing: current, at: "r.json", configured: nil, noise: nil, assignments: [])
        #expect(plain.summary == "thresholds: noise ±2.00% (default)")
        #expect(throws: ReportError.self) { try ComparisonThresholds(comparing: current, at: "r.json", configured: nil, noise: nil, assignments: ["lag.p99=5"]) }
    }

    @Test("a configuration set's threshold turns a 10% lag regression into within threshold; a flag turns it back")
    func configurationThresholdTolerates() throws {
        let (base, current) = try ReportFixture.withWorseLagP99()
        var thresholds = ComparisonThresholds()
        #expect(ReportComparison(base: base, current: current, thresholds: thresholds, costSources: .builtIn).hasRegression)
        thresholds.apply(try #require(try PipelineConfigurationSet.load(yaml: Self.yaml, source: "t.yaml", stages: .builtIn, renderers: RendererMode.builtInNames).thresholds), from: .configuration("t.yaml"))
        let tolerated = ReportComparison(base: base, current: current, thresholds: thresholds, costSources: .builtIn)
        #expect(!tolerated.hasRegression)
        let entry = try #require(tolerated.comparisons.first { $0.qualifiedName == "handwriting/default-incremental/lag.p99" })
        #expect(entry.verdict == .withinNoise && entry.threshold == 0.15)
        #expect(ComparisonFormat.text.render(tolerated).split(separator: "\n")[1] == "thresholds: noise ±3.00%, lag.p99 ±15.00% (--config t.yaml)")
        try thresholds.add("lag.p99=5%")
        let flagged = ReportComparison(base: base, current: current, thresholds: thresholds, costSources: .builtIn)
        #expect(flagged.comparisons.filter { $0.verdict == .regressed }.map(\.qualifiedName) == ["handwriting/default-incremental/lag.p99"])
    }

    @Test("recorded thresholds survive report.json; a report without them decodes with none")
    func recordRoundTrip() throws {
        var report = try ReportFixture.report()
        #expect(report.thresholds == nil && report.renders == nil)
        report.thresholds = RunReport.ThresholdRecord(source: "configs/default.yaml", noise: 0.02, metrics: ["lag.p99": 0.05])
        let decoded = try RunReport.decode(try report.jsonData(), name: "r.json")
        #expect(decoded.thresholds == report.thresholds)
        #expect(decoded.thresholds?.settings == ComparisonThresholdSettings(noise: 0.02, metrics: [.init(metric: "lag.p99", fraction: 0.05)]))
    }
}
