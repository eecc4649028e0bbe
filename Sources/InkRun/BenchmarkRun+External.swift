import InkExternal
import InkModel
import InkPipeline
import InkReport
import InkSim

/// Configurations whose pipeline is another program: which cost sources apply, the protocol
/// overhead of measured runs, and their simulation.
extension BenchmarkRun {
    /// Whether the run's cost source is `reported` (the durations external pipelines report).
    var isReportedCost: Bool { cost.source.kind.rawValue == ReportedCost.kindName }

    /// Whether `configuration` is priced by the durations its program reports.
    func isReportedCost(for configuration: PipelineConfiguration) -> Bool {
        cost(for: configuration).source.kind.rawValue == ReportedCost.kindName
    }

    /// The first reason the run's configurations and cost source cannot go together, one line.
    var externalProblem: String? {
        if isReportedCost, let builtIn = configurations.first(where: { $0.external == nil }) {
            return "configuration '\(builtIn.name)': --cost reported takes the durations an external pipeline reports, "
                + "and this configuration's pipeline is built in (use modelled or measured, or run it separately)"
        }
        return nil
    }

    /// Whether the run must measure the protocol overhead first: measured costs and at least one
    /// external pipeline.
    var needsProtocolOverhead: Bool {
        configurations.contains { $0.external != nil && cost(for: $0).source.kind == .measured }
    }

    /// Measures the round trip of the echo child (`settings.external.echoCommand`, else
    /// `ExternalEcho.defaultCommand()`).
    func measureProtocolOverhead() throws -> ProtocolOverhead {
        guard let echo = settings.external.echoCommand ?? ExternalEcho.defaultCommand() else {
            throw RunError(
                "measured costs of an external pipeline need the echo child (inkbench external-echo) to measure the protocol overhead, "
                    + "and no inkbench executable was found beside this program; use --cost reported or modelled"
            )
        }
        do {
            return try ProtocolOverhead.measure(echo: echo)
        } catch {
            throw RunError("the echo child (\(echo)) failed: \(error)")
        }
    }

    /// How an external configuration's costs are priced, one line.
    func externalCostDescription(for configuration: PipelineConfiguration) -> String {
        let kind = cost(for: configuration).source.kind
        let chosen = configurationCosts?[configuration.name] != nil ? ", chosen from what the program's hello reports" : ""
        return switch kind {
        case .measured: "measured (the program's CPU time during each round trip, less the protocol overhead\(chosen))"
        case .modelled: "modelled (the calibration's model of points_recomputed, points_produced and the dirty area the pipeline reports)"
        default: isReportedCost(for: configuration) ? "reported (the handler_us and render_us of each reply\(chosen))" : "\(kind.rawValue) cost"
        }
    }

    /// Records the external pipelines' cost description and the protocol overhead in `report`.
    func recordExternal(in report: inout RunReport) {
        for (index, configuration) in configurations.enumerated() where configuration.external != nil {
            report.configurations[index].external?.cost = externalCostDescription(for: configuration)
        }
        report.cost.externalOverhead = protocolOverhead.map {
            RunReport.ProtocolOverheadRecord(
                medianSeconds: Double($0.medianNanoseconds) / 1e9, p99Seconds: Double($0.p99Nanoseconds) / 1e9,
                medianCPUSeconds: Double($0.medianCPUNanoseconds) / 1e9, exchanges: $0.exchanges
            )
        }
    }

    /// The cost source that prices `configuration`'s steps: the run's, except that an external
    /// pipeline's measured round trips have the protocol overhead subtracted instead of the
    /// timer's.
    func pricing(for configuration: PipelineConfiguration) -> any CostSource {
        let cost = cost(for: configuration)
        guard configuration.external != nil, cost.source.kind == .measured else { return cost.source }
        return MeasuredCost(timerOverheadNanoseconds: protocolOverhead?.medianCPUNanoseconds ?? 0, cpuScale: cost.cpuScale)
    }

    /// One simulation of an external configuration priced by `cost`: its program started, fed
    /// every callback and ended in order. Throws its one line when it fails; nil when the run
    /// passed `deadline`.
    func simulateExternal(
        _ trace: Trace, configuration: PipelineConfiguration, cost source: any CostSource, predictor: (any PredictionProvider)?,
        settings simulation: SimulationSettings, deadline: UInt64
    ) throws -> SimulationRecord? {
        let pipeline = try ExternalPipeline(
            configuration: configuration, profile: trace.header.profile, timing: isReportedCost(for: configuration) ? .reported : .roundTrip,
            timeout: settings.external.timeout, standardError: settings.external.standardErrorLine
        )
        guard let record = try Self.simulate(trace, configuration: configuration, cost: source, handler: pipeline, predictor: predictor, settings: simulation, deadline: deadline) else {
            return nil
        }
        try pipeline.finish()
        if source.kind == .modelled, !pipeline.reportedWork {
            throw RunError(
                "configuration '\(configuration.name)': --cost modelled prices the work counters a pipeline reports "
                    + "(\(PipelineProtocol.workCounterMembers.joined(separator: ", "))), and no reply of this program carried any: use --cost measured, or leave --cost out"
            )
        }
        return record
    }

    private static func simulate(
        _ trace: Trace, configuration: PipelineConfiguration, cost: some CostSource, handler: ExternalPipeline,
        predictor: (any PredictionProvider)?, settings: SimulationSettings, deadline: UInt64
    ) throws -> SimulationRecord? {
        try PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: cost, handler: handler, predictor: predictor, settings: settings, deadline: deadline
        )
    }
}
