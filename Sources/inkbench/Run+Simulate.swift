import Foundation
import InkMetrics
import InkModel
import InkPipeline
import InkRender
import InkReport
import InkSim

extension Run {
    /// The cost source of the run and, for modelled costs, the calibration it came from.
    struct CostSetup {
        var source: any CostSource
        var record: RunReport.CalibrationRecord?
    }

    func makeCostSetup(timerOverhead: UInt64) throws -> CostSetup {
        switch cost {
        case .measured:
            return CostSetup(source: MeasuredCost(timerOverheadNanoseconds: timerOverhead, cpuScale: cpuScale), record: nil)
        case .modelled:
            let path = try CalibrationLocation.resolve(calibration)
            let file = try CalibrationLocation.load(path)
            return CostSetup(
                source: ModelledCost(calibration: file, cpuScale: cpuScale),
                record: RunReport.CalibrationRecord(path: path, machineKind: file.machineKind, coefficients: file.coefficients)
            )
        }
    }

    /// Simulates `trace` (already moved by `canvasOffset` points onto its canvas) through every
    /// configuration `runs` times, computes the metrics (and the error of the shown predictions)
    /// against `truth`, adds every run's events to `tables` and
    /// advances `progress` once per run; throws when the run passes `limit`.
    func simulate(
        _ trace: Trace, truth: TruthPaths, canvasOffset: Point, input: String, configurations: [PipelineConfiguration], cost: any CostSource, runs: Int,
        limit: RunTimeLimit, tables: RunDataTables, progress: inout ProgressBar
    ) throws -> RunReport.TraceResult {
        let profile = trace.header.profile
        var results: [RunReport.ConfigurationResult] = []
        for configuration in configurations {
            var metrics: [SimulationMetrics] = []
            var predictionErrors: [[PredictionBucketSummary]?] = []
            for run in 0..<runs {
                guard let record = try Self.simulateOnce(
                    trace, configuration: configuration, cost: cost, settings: SimulationSettings(commitLead: commitLead), deadline: limit.deadline
                ) else { throw limit.exceeded(configuration: configuration.name, input: input) }
                let shown = try ShownPredictions(record, trace: trace)
                try tables.append(record, trace: trace, truth: truth, predictions: shown, input: input, run: run)
                progress.advance("\(input) × \(configuration.name), run \(run + 1)/\(runs)")
                metrics.append(SimulationMetrics(record, trace: trace, truth: truth, seed: seed))
                predictionErrors.append(shown?.bucketSummaries)
                if limit.isPassed { throw limit.exceeded(configuration: configuration.name, input: input) }
            }
            let order = metrics.indices.sorted { (metrics[$0].callbackCost.p50 ?? 0) < (metrics[$1].callbackCost.p50 ?? 0) }
            let representative = order[order.count / 2]
            results.append(RunReport.ConfigurationResult(
                configuration: configuration.name, representativeRun: representative, runs: metrics,
                spread: RunReport.Spread(metrics), predictionError: predictionErrors[representative]
            ))
        }
        return RunReport.TraceResult(
            input: input, sourceKind: trace.header.sourceKind.rawValue, source: trace.header.source,
            recipe: trace.header.recipe, seed: trace.header.seed, samples: trace.samples.count, strokes: trace.touchIDs.count,
            updates: trace.updates.count, durationSeconds: trace.duration, truthFromGroundTruth: truth.source == .groundTruth,
            profile: RunReport.ProfileRecord(profile),
            canvasOffset: canvasOffset == .zero ? nil : RunReport.CanvasOffset(x: canvasOffset.x, y: canvasOffset.y), results: results
        )
    }

    /// One simulation. The renderer is Cairo's (`CairoFrameRenderer`) on the profile's canvas,
    /// except that modelled costs take the naive renderer's counters from `NaiveRenderCount`
    /// (exact, without drawing: its full redraws would make long traces take minutes).
    private static func simulateOnce(
        _ trace: Trace, configuration: PipelineConfiguration, cost: some CostSource, settings: SimulationSettings, deadline: UInt64
    ) throws -> SimulationRecord? {
        let profile = trace.header.profile
        let kind: RendererKind = configuration.renderer == .naive ? .naive : .incremental
        let renderer: any FrameRenderer = kind == .naive && cost.kind == .modelled
            ? NaiveRenderCount(profile: profile) : CairoFrameRenderer(kind: kind, profile: profile)
        let predictor = try predictionProvider(for: configuration, trace: trace, profile: profile)
        return simulate(trace, configuration: configuration, cost: cost, renderer: renderer, predictor: predictor, settings: settings, deadline: deadline)
    }

    private static func simulate(
        _ trace: Trace, configuration: PipelineConfiguration, cost: some CostSource, renderer: some FrameRenderer,
        predictor: (any PredictionProvider)?, settings: SimulationSettings, deadline: UInt64
    ) -> SimulationRecord? {
        PlatformSimulator.run(
            trace: trace, configuration: configuration, cost: cost, renderer: renderer, predictor: predictor, settings: settings, deadline: deadline
        )
    }
}
