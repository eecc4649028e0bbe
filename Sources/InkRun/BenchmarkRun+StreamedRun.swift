import InkFormats
import InkMetrics
import InkModel
import InkPipeline
import InkPredict
import InkReport
import InkSim

extension BenchmarkRun {
    /// One streamed simulation run of `step`'s configuration over `trace`: the file read again
    /// through cursors, each chunk measured, its rows written to `tables` and dropped. Throws when
    /// the run passes `limit`. Priced by `cost` (default: the run's).
    func measureStreamed(
        _ trace: StreamedTrace, step: RunStep, input: String, limit: RunTimeLimit, tables: RunDataTables?, cost override: (any CostSource)? = nil
    ) throws -> MeasuredRun {
        let configuration = step.configuration, profile = trace.header.profile
        let source: any CostSource = override ?? cost.source
        let provider = try predictionProvider(for: configuration, trace: Trace(header: trace.header), profile: profile, predictors: predictors)
        let renderer = rendering.frameRenderer(for: configuration, profile: profile, countsSuffice: override == nil && cost.capabilities.contains(.countsRenders))
        let scan = trace.scan
        let shown = try ShownPredictionStream(configuration: configuration, profile: profile, predictors: predictors, recordedFrom: nil)
        let measurement = RunMeasurement(
            measure: RunMeasure(
                configuration: configuration, costKind: source.kind, renderer: renderer.name, predictor: provider?.name, profile: profile,
                sampleCount: scan.sampleCount, firstSampleTime: scan.sampleCount > 0 ? scan.firstSampleTime : nil,
                lastSampleTime: scan.sampleCount > 0 ? scan.lastSampleTime : nil, updateCount: scan.updateCount, seed: settings.seed,
                metrics: metrics
            ),
            shown: shown, truth: try StreamedTruth(scan, header: trace.header, offset: trace.canvasOffset, penStates: shown != nil), tables: tables,
            prefix: RunDataTables.rowPrefix(input: input, configuration: configuration.name, run: step.run), timed: source.clock == .threadCPU
        )
        let context = StreamedRunContext(
            trace: trace, configuration: configuration, input: input, simulation: SimulationSettings(commitLead: settings.commitLeadSeconds),
            limit: limit
        )
        return try context.measure(
            cost: source, renderer: renderer, predictor: provider as? any WindowedPredictionProvider, measurement: measurement
        )
    }
}

/// Everything one streamed run reads besides its cost source, renderer and predictor, which
/// `measure` takes as generic parameters so the simulator is specialized for them.
private struct StreamedRunContext {
    var trace: BenchmarkRun.StreamedTrace
    var configuration: PipelineConfiguration
    var input: String
    var simulation: SimulationSettings
    var limit: RunTimeLimit

    func measure(
        cost: some CostSource, renderer: some FrameRenderer, predictor: (any WindowedPredictionProvider)?, measurement: RunMeasurement<StreamedTruth>
    ) throws -> MeasuredRun {
        let header = trace.header
        let simulator = PlatformSimulator(
            streaming: header, configuration: configuration, cost: cost, renderer: renderer, predictor: predictor, settings: simulation
        )
        var streamed = StreamedSimulation(
            simulator: simulator, source: try NativeFileInput(trace.scan, offset: trace.canvasOffset), inputLatency: header.profile.inputLatency
        )
        var measurement = measurement
        let finished = try streamed.run(until: limit.deadline) { chunk in try measurement.add(chunk) }
        guard finished, !limit.isPassed else { throw limit.exceeded(configuration: configuration.name, input: input) }
        return try measurement.finish(threadCPUNanoseconds: streamed.simulator.threadCPUNanoseconds)
    }
}
