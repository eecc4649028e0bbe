import Foundation
import InkBenchCore
import Testing

/// The run API without Cairo and without files: what `report(sink:)` returns and tells its sink,
/// and the one-line refusals of settings outside their ranges.
@Suite("BenchmarkRun: the library run API")
struct BenchmarkRunTests {
    /// A frame renderer that draws nothing; debug pictures are unavailable.
    struct BlankRendering: RunRendering {
        struct Blank: FrameRenderer {
            var name: String { "blank" }
            mutating func absorb(_ pipeline: StrokePipeline) {}
            mutating func render(_ pipeline: StrokePipeline) -> RenderWork { .zero }
        }

        func frameRenderer(for configuration: PipelineConfiguration, profile: DeviceProfile, countsSuffice: Bool) -> any FrameRenderer { Blank() }

        func debugPicture(of trace: Trace, configuration: PipelineConfiguration, moment: Double?, minimumScale: Double, label: String) throws -> DebugPicture {
            throw DebugPictureUnavailable("no pictures")
        }
    }

    /// Everything a run tells its sink, in order.
    struct Log: RunSink {
        var events: [String] = []
        mutating func runStarted(steps: Int) { events.append("start \(steps)") }
        mutating func stepFinished(_ label: String) { events.append("step \(label)") }
        mutating func traceFinished(_ result: RunReport.TraceResult, index: Int, cost: RunReport.CostSettings) {
            events.append("trace \(index) \(result.input)")
        }
    }

    static let trace: Trace = {
        guard let dataset = BuiltInDataset.named("line-short"), let trace = try? Synthesizer.synthesize(dataset.recipe) else {
            preconditionFailure("the built-in dataset line-short synthesizes")
        }
        return trace
    }()

    static let configurations = [
        PipelineConfiguration(name: "naive", geometry: .naive),
        PipelineConfiguration(name: "incremental", geometry: .incremental),
    ]

    static func run(_ inputs: [RunInput], settings: RunSettings = RunSettings(), cpuScale: Double = 1) -> BenchmarkRun {
        BenchmarkRun(
            inputs: inputs, configurations: configurations, cost: RunCost(source: ConstantCost(callback: 1e-4, render: 2e-4), capabilities: [], cpuScale: cpuScale),
            settings: settings, rendering: BlankRendering(), predictors: .builtIn, metrics: .builtIn
        )
    }

    @Test("report(sink:) simulates every trace × configuration × repetition, tells the sink in order and records the settings")
    func reportAndSink() throws {
        var log = Log()
        let settings = RunSettings(repetitions: 2, seed: 7, commitLeadSeconds: 0.002, tool: "mine 1.0")
        let inputs = [RunInput(name: "a", trace: Self.trace), RunInput(name: "b", trace: Self.trace)]
        var timed = Self.run(inputs, settings: settings)
        timed.cost.capabilities.remove(.deterministic)
        let report = try timed.report(sink: &log)
        #expect(report.tool == "mine 1.0")
        #expect(report.cost.mode == .constant && report.cost.repetitions == 2 && report.cost.commitLeadSeconds == 0.002)
        #expect(report.traces.map(\.input) == ["a", "b"])
        #expect(report.traces.allSatisfy { $0.results.map(\.configuration) == ["naive", "incremental"] && $0.results.allSatisfy { $0.runs.count == 3 } })
        #expect(report.renders == nil)
        #expect(log.events == [
            "start 12",
            "step a × naive, run 1/2", "step a × naive, run 2/2", "step a × naive, pooled run",
            "step a × incremental, run 1/2", "step a × incremental, run 2/2", "step a × incremental, pooled run", "trace 0 a",
            "step b × naive, run 1/2", "step b × naive, run 2/2", "step b × naive, pooled run",
            "step b × incremental, run 1/2", "step b × incremental, run 2/2", "step b × incremental, pooled run", "trace 1 b",
        ])
        let run = report.traces[0].results[0].runs[0]
        #expect(run.handlerCost.p50 == 1e-4 && run.renderCost.p50 == 2e-4, "the run's cost source prices every handler and render")
    }

    @Test("a trace is read when the run reaches it: an unreadable second input fails after the first was simulated")
    func lazyInputs() {
        struct Unreadable: Error, CustomStringConvertible {
            var description: String { "b.inktrace:1: not a trace" }
        }
        var log = Log()
        let inputs = [RunInput(name: "a", trace: Self.trace), RunInput(name: "b") { throw Unreadable() }]
        #expect(throws: Unreadable.self) { try Self.run(inputs).report(sink: &log) }
        #expect(log.events.last == "trace 0 a")
    }

    @Test("settings outside their ranges are refused in one line before anything runs", arguments: [
        (RunSettings(repetitions: 0), 1.0, "repetitions must be at least 1 (got 0)"),
        (RunSettings(commitLeadSeconds: 2), 1.0, "the commit lead must be a number of seconds in 0…1 (got 2.0)"),
        (RunSettings(maxSeconds: 0), 1.0, "the time limit must be a positive number of seconds (got 0.0)"),
        (RunSettings(), 0.0, "the CPU scale must be a number in (0, 1000] (got 0.0)"),
    ])
    func refusedSettings(settings: RunSettings, cpuScale: Double, message: String) {
        var log = Log()
        let error = #expect(throws: RunError.self) { try Self.run([RunInput(name: "a", trace: Self.trace)], settings: settings, cpuScale: cpuScale).report(sink: &log) }
        #expect(error?.description == message)
        #expect(log.events.isEmpty)
    }

    @Test("a run without inputs is refused")
    func noInputs() {
        var log = Log()
        let error = #expect(throws: RunError.self) { try Self.run([]).report(sink: &log) }
        #expect(error?.description == "a run needs at least one trace")
    }
}
