import InkMetrics
import InkModel
import InkPipeline
import InkReport
import InkSim

extension BenchmarkRun {
    /// The platform's floor of `trace` for each redraw mode among the configurations: the
    /// touch-to-display lag p50 and p99 of the trace through a zero-cost built-in pipeline
    /// of that redraw mode, on the trace's profile with the run's commit lead. One simulation per
    /// mode, shared by every configuration of that mode.
    func lagFloors(_ trace: Trace) -> [RedrawMode: RunReport.LagPercentiles] {
        var floors: [RedrawMode: RunReport.LagPercentiles] = [:]
        for mode in configurations.map(\.redraw) where floors[mode] == nil {
            floors[mode] = Self.lagFloor(trace, redraw: mode, commitLead: settings.commitLeadSeconds)
        }
        return floors
    }

    /// The lag p50 and p99 of `trace` through a zero-cost pipeline redrawing by `redraw`
    /// (straight incremental ink, no prediction, rendering nothing), committed `commitLead`
    /// seconds before a vsync: what the platform alone costs — digitizer latency, the wait for
    /// the next callback, the compositor and scan-out.
    static func lagFloor(_ trace: Trace, redraw: RedrawMode, commitLead: Double) -> RunReport.LagPercentiles {
        let record = PlatformSimulator.run(
            trace: trace, configuration: PipelineConfiguration(name: "platform floor", geometry: .incremental, redraw: redraw),
            cost: ConstantCost.zero, renderer: ExternalHandlerRenderer(name: "none"), predictor: nil,
            settings: SimulationSettings(commitLead: commitLead)
        )
        let lags = DistributionDigest(SimulationProbeMetrics.lags(record, trace: trace).compactMap { $0 }, unit: .seconds)
        return RunReport.LagPercentiles(p50: lags.p50, p99: lags.p99)
    }
}
