import ArgumentParser
import Foundation
import InkMetrics
import InkModel
import InkPipeline
import InkRun

/// `inkbench pipeline-cost`: replays traces through pipeline configurations, timing each callback.
struct PipelineCost: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pipeline-cost",
        abstract: "Time every callback of a trace through pipeline configurations; print cost and its growth.",
        discussion: """
            Callbacks are the trace's recorded ones (Inkable recordings) or a cut at the profile's \
            display rate (--schedule display, or --set display-hz=N to change it). Each callback is \
            timed with the monotonic clock, net of the timer overhead (stated). The growth exponent \
            is the log-log slope of median callback cost against the points already in the stroke: \
            about 1 for a pipeline that rebuilds everything, about 0 for an incremental one; "work" \
            is the same slope for points recomputed, which is deterministic. Costs are wall-clock \
            times on this machine: compare configurations measured in the same run. This is the \
            raw replay without the platform model; 'inkbench run --cost measured' measures the same \
            costs inside the simulated platform (deferred callbacks, missed frames, lag) and writes \
            report.json.

            Examples:
              inkbench pipeline-cost spiral-long --config naive --config incremental
              inkbench pipeline-cost ../shared/datasets/inkable/events.json --config default
            """
    )

    @Argument(help: ArgumentHelp("Trace files or built-in dataset names.", valueName: "trace"))
    var traces: [String]

    @OptionGroup var configurations: ConfigurationOptions

    @OptionGroup var device: ProfileOptions

    @Option(help: ArgumentHelp("Callbacks: automatic (recorded if the trace has them), recorded, or display.", valueName: "kind"))
    var schedule: ScheduleChoice = .automatic

    @OptionGroup var reading: TraceReadOptions

    /// Checked in `run()`, not `validate()`: the parser reports an unknown option such as
    /// `--confg` (with its "did you mean" suggestion) only after `validate()` passes.
    func run() throws {
        if traces.isEmpty { throw ValidationError("give at least one trace file or dataset name") }
        if configurations.configs.isEmpty { throw ValidationError("give at least one --config") }
        let chosen = try configurations.resolver.selection().builtInOnly(command: "inkbench pipeline-cost")
        let overhead = MonotonicClock.measureOverhead()
        for (index, input) in traces.enumerated() {
            let trace = try TraceInput.load(input, profile: device, reading: reading)
            let callbacks = try schedule.schedule(for: trace, input: input)
            if index > 0 { print("") }
            print("== \(input): \(trace.samples.count) samples, \(callbacks.callbacks.count) callbacks (\(callbacks.kind)), timer overhead \(overhead) ns")
            var rows: [[String]] = []
            for configuration in chosen {
                let result = PipelineReplay.run(configuration, on: trace, schedule: callbacks, timerOverhead: overhead)
                rows.append(Self.row(PipelineCostSummary(result)))
            }
            printTable(
                header: ["configuration", "callbacks", "dropped", "p50 µs", "p90 µs", "p99 µs", "max µs", "µs/sample",
                         "points recomputed", "growth", "work growth", "full rebuilds"],
                rows: rows
            )
        }
    }

    private static func row(_ summary: PipelineCostSummary) -> [String] {
        func micro(_ seconds: Double?) -> String { seconds.map { String(format: "%.2f", $0 * 1e6) } ?? "n/a" }
        func slope(_ growth: GrowthExponent?) -> String { growth.map { String(format: "%.2f", $0.slope) } ?? "n/a" }
        return [
            summary.configurationName, "\(summary.callbacks)", "\(summary.samplesDropped)",
            micro(summary.cost.p50), micro(summary.cost.p90), micro(summary.cost.p99), micro(summary.cost.max),
            micro(summary.medianCostPerSample), "\(summary.pointsRecomputed)",
            slope(summary.costGrowth), slope(summary.workGrowth), "\(summary.forcedFullRebuilds)",
        ]
    }
}

/// Which callbacks a replay uses.
enum ScheduleChoice: String, ExpressibleByArgument, CaseIterable {
    case automatic, recorded, display

    func schedule(for trace: Trace, input: String) throws -> CallbackSchedule {
        switch self {
        case .automatic: return .automatic(for: trace)
        case .display: return .displayRate(trace)
        case .recorded:
            guard let recorded = CallbackSchedule.recorded(trace) else {
                throw CommandFailure("\(input): the trace has no recorded callbacks (use --schedule display)")
            }
            return recorded
        }
    }
}
