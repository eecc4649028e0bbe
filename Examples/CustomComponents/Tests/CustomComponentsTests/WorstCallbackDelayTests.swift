import CustomComponents
import Foundation
import InkBench
import Testing

/// The example's own metric end to end: computed from every run, kept in report.json, shown in
/// summary.md and a chart, and gated by `inkbench compare`.
struct WorstCallbackDelayTests {
    /// A naive configuration that falls behind on a long stroke under the modelled costs.
    static let configuration = PipelineConfiguration(name: "naive", geometry: .naive)

    static func trace() throws -> Trace {
        try Synthesizer.synthesize(try #require(BuiltInDataset.named("handwriting")).recipe)
    }

    /// Costs that make a naive pipeline fall behind: 4 µs a point recomputed, 2 ms a render.
    static let cost = ModelledCost(coefficients: CostCoefficients(
        perCallback: 4e-4, perSample: 0, perPointRecomputed: 4e-6, perRender: 2e-3, perPixel: 0, perElementStroked: 0
    ))

    @Test func itIsTheLongestWaitOfAnyCallback() throws {
        let trace = try Self.trace()
        let record = PlatformSimulator.run(trace: trace, configuration: Self.configuration, cost: Self.cost, renderer: NaiveRenderCount(profile: trace.header.profile), predictor: nil)
        let expected = try #require(record.callbacks.map { $0.start - $0.due }.max())
        #expect(expected > 0.01, "the naive pipeline falls behind")
        let components = try InkBenchComponents.withCustomComponents()
        let metrics = RunMeasure.measure(record, trace: trace, truth: TruthPaths(trace), seed: 1, metrics: components.metrics).metrics
        #expect(metrics.registered?["worstCallbackDelay"] == .number(expected))
    }

    @Test func reportsShowItAndTheGateComparesIt() throws {
        let components = try InkBenchComponents.withCustomComponents()
        let run = BenchmarkRun(
            inputs: [RunInput(name: "handwriting", trace: try Self.trace())],
            configurations: [Self.configuration, PipelineConfiguration(name: "incremental", geometry: .incremental)],
            cost: RunCost(source: Self.cost), settings: RunSettings(repetitions: 1), components: components
        )
        var sink = SilentRunSink()
        let report = try run.report(sink: &sink)
        #expect(report.metrics == [RunReport.MetricDeclaration(name: "worstCallbackDelay", summary: "the longest a callback waited past its vsync (main thread busy)", unit: "s", compared: true)])
        let json = String(decoding: try report.jsonData(), as: UTF8.self)
        #expect(json.contains("\"worstCallbackDelay\" : "), "each run's value under registered")
        let decoded = try RunReport.decode(try report.jsonData(), name: "report.json")
        #expect(decoded.traces[0].results.map { $0.runs[0].registered } == report.traces[0].results.map { $0.runs[0].registered })

        let summary = RunSummaryMarkdown.render(report)
        #expect(summary.contains("| configuration | worstCallbackDelay |"))
        #expect(ReportCharts.charts(for: report, samplesCSV: nil).contains { $0.name == "metric-worstCallbackDelay-handwriting" })

        var worse = report
        for index in worse.traces[0].results.indices {
            guard case .number(let delay?) = worse.traces[0].results[index].runs[0].registered?["worstCallbackDelay"] else { continue }
            worse.traces[0].results[index].runs[0].registered?["worstCallbackDelay"] = .number(delay * 2 + 0.001)
        }
        var thresholds = ComparisonThresholds(metrics: ComparedMetric.all(declared: worse.declaredMetrics))
        try thresholds.add("worstCallbackDelay<=5ms")
        let comparison = ReportComparison(base: report, current: worse, thresholds: thresholds)
        let gated = comparison.comparisons.filter { $0.metric == "worstCallbackDelay" }
        #expect(gated.count == 2 && gated.allSatisfy { $0.verdict == .regressed })
        #expect(comparison.failedLimits.contains { $0.limit.metric == "worstCallbackDelay" && $0.configuration == "naive" })
        #expect(ComparisonFormat.text.render(comparison).contains("handwriting/naive"))
    }
}
