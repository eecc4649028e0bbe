import InkMetrics
import InkModel
import InkPipeline
import InkReport
import InkSim

extension BenchmarkRun {
    /// The zero-cost pipeline whose lag is the platform's floor for `redraw`: straight
    /// incremental ink, no prediction.
    static func floorConfiguration(_ redraw: RedrawMode) -> PipelineConfiguration {
        PipelineConfiguration(name: "platform floor", geometry: .incremental, redraw: redraw)
    }

    /// The platform's floor of `trace` for each redraw mode among the configurations: the
    /// touch-to-display lag p50 and p99 of the trace through `floorConfiguration` at zero cost,
    /// on the trace's profile with the run's commit lead, measured as every run is (against
    /// `truth`). One simulation per mode, shared by every configuration of that mode.
    func lagFloors(_ trace: Trace, truth: TruthPaths) -> [RedrawMode: RunReport.LagPercentiles] {
        floors { mode in
            let record = PlatformSimulator.run(
                trace: trace, configuration: Self.floorConfiguration(mode), cost: ConstantCost.zero, renderer: ExternalHandlerRenderer(name: "none"),
                predictor: nil, settings: SimulationSettings(commitLead: settings.commitLeadSeconds)
            )
            return RunReport.LagPercentiles(SimulationMetrics(record, trace: trace, truth: truth, seed: settings.seed))
        }
    }

    /// `lagFloors` of a streamed trace: each floor is a streamed run of its own, at zero cost.
    func lagFloors(_ trace: StreamedTrace, input: String, limit: RunTimeLimit) throws -> [RedrawMode: RunReport.LagPercentiles] {
        try floors { mode in
            let step = RunStep(configuration: Self.floorConfiguration(mode), run: 0)
            return RunReport.LagPercentiles(try measureStreamed(trace, step: step, input: input, limit: limit, tables: nil, cost: ConstantCost.zero).metrics)
        }
    }

    /// Records each result's floor (`results[i]` is `configurations[i]`'s) and what it adds.
    func recordLagFloors(_ floors: [RedrawMode: RunReport.LagPercentiles], in results: inout [RunReport.ConfigurationResult]) {
        for (index, configuration) in configurations.enumerated() {
            if let floor = floors[configuration.redraw] { results[index].recordLagFloor(floor) }
        }
    }

    /// `floor` of each redraw mode among the configurations, once per mode.
    private func floors(
        _ floor: (RedrawMode) throws -> RunReport.LagPercentiles
    ) rethrows -> [RedrawMode: RunReport.LagPercentiles] {
        var floors: [RedrawMode: RunReport.LagPercentiles] = [:]
        for mode in configurations.map(\.redraw) where floors[mode] == nil { floors[mode] = try floor(mode) }
        return floors
    }
}
