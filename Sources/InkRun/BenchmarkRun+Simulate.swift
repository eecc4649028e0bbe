import Foundation
import InkMetrics
import InkModel
import InkPipeline
import InkReport
import InkSim

extension BenchmarkRun {
    /// Simulates `trace` (already moved by `canvasOffset` points onto its canvas) through every
    /// configuration `runs` times, computes the metrics (and the error of the shown predictions)
    /// against `truth`, adds every run's events to `tables` (when writing a folder) and tells
    /// `sink` once per run; throws when the run passes `limit`.
    func simulate(
        _ trace: Trace, truth: TruthPaths, canvasOffset: Point, input: String, limit: RunTimeLimit, tables: RunDataTables?, sink: inout some RunSink
    ) throws -> RunReport.TraceResult {
        let runs = settings.repetitions
        let profile = trace.header.profile
        var results: [RunReport.ConfigurationResult] = []
        for configuration in configurations {
            var metrics: [SimulationMetrics] = []
            var predictionErrors: [[PredictionBucketSummary]?] = []
            for run in 0..<runs {
                guard let record = try simulateOnce(
                    trace, configuration: configuration, settings: SimulationSettings(commitLead: settings.commitLeadSeconds), deadline: limit.deadline
                ) else { throw limit.exceeded(configuration: configuration.name, input: input) }
                let shown = try ShownPredictions(record, trace: trace, predictors: predictors)
                try tables?.append(record, trace: trace, truth: truth, predictions: shown, input: input, run: run)
                sink.stepFinished("\(input) × \(configuration.name), run \(run + 1)/\(runs)")
                metrics.append(SimulationMetrics(record, trace: trace, truth: truth, seed: settings.seed))
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

    /// One simulation, with the frame renderer `rendering` gives for the configuration (one
    /// that may count instead of drawing when the costs are modelled).
    private func simulateOnce(
        _ trace: Trace, configuration: PipelineConfiguration, settings: SimulationSettings, deadline: UInt64
    ) throws -> SimulationRecord? {
        let profile = trace.header.profile
        let renderer = rendering.frameRenderer(for: configuration, profile: profile, countsSuffice: cost.source.kind == .modelled)
        let predictor = try predictionProvider(for: configuration, trace: trace, profile: profile, predictors: predictors)
        return Self.simulate(trace, configuration: configuration, cost: cost.source, renderer: renderer, predictor: predictor, settings: settings, deadline: deadline)
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
