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
        let results = try configurationResults(input: input, sink: &sink) { steps, jobs in
            let measured = try measure(steps.map(\.configuration), trace: trace, truth: truth, input: input, limit: limit, jobs: jobs)
            return try zip(steps, measured).map { step, measuredRun in
                try tables?.append(
                    measuredRun.record, trace: trace, measures: measuredRun.measures, predictions: measuredRun.shown, input: input, run: step.run
                )
                return RunOutcome(metrics: measuredRun.metrics, predictionErrors: measuredRun.shown?.bucketSummaries)
            }
        }
        return Self.traceResult(
            input: input, header: trace.header, samples: trace.samples.count, strokes: trace.touchIDs.count, updates: trace.updates.count,
            duration: trace.duration, truth: truth.source, canvasOffset: canvasOffset, results: results
        )
    }

    /// What the report keeps of one simulation run, and lines for the person running it.
    struct RunOutcome {
        var metrics: SimulationMetrics
        var predictionErrors: [PredictionBucketSummary]?
        var notices: [String] = []
    }

    /// Runs every configuration `settings.repetitions` times, in batches of up to `settings.jobs`
    /// runs when the cost source is `parallelSafe` (one at a time otherwise): `measure` measures a batch of
    /// (configuration, run number) steps and returns their outcomes in order. Tells `sink` after
    /// each run and returns each configuration's entry of the report, in order.
    func configurationResults(
        input: String, sink: inout some RunSink,
        measure: ([(configuration: PipelineConfiguration, run: Int)], ParallelJobs) throws -> [RunOutcome]
    ) throws -> [RunReport.ConfigurationResult] {
        let runs = settings.repetitions
        let jobs = ParallelJobs(jobs: cost.capabilities.contains(.parallelSafe) ? settings.jobs : 1)
        let steps = configurations.flatMap { configuration in (0..<runs).map { (configuration: configuration, run: $0) } }
        var results: [RunReport.ConfigurationResult] = []
        var outcomes: [RunOutcome] = []
        var next = 0
        while next < steps.count {
            let batch = Array(steps[next..<min(next + jobs.jobs, steps.count)])
            next += batch.count
            for (step, outcome) in zip(batch, try measure(batch, jobs)) {
                for line in outcome.notices { sink.notice(line) }
                sink.stepFinished("\(input) × \(step.configuration.name), run \(step.run + 1)/\(runs)")
                outcomes.append(outcome)
                guard step.run == runs - 1 else { continue }
                results.append(Self.configurationResult(
                    step.configuration.name, runs: outcomes.map(\.metrics), predictionErrors: outcomes.map(\.predictionErrors)
                ))
                outcomes.removeAll()
            }
        }
        return results
    }

    /// The report's entry of one configuration from its runs' metrics and shown prediction
    /// errors, in run order: the representative run is the one with the median callback cost p50.
    static func configurationResult(
        _ configuration: String, runs metrics: [SimulationMetrics], predictionErrors: [[PredictionBucketSummary]?]
    ) -> RunReport.ConfigurationResult {
        let order = metrics.indices.sorted { (metrics[$0].callbackCost.p50 ?? 0) < (metrics[$1].callbackCost.p50 ?? 0) }
        let representative = order[order.count / 2]
        return RunReport.ConfigurationResult(
            configuration: configuration, representativeRun: representative, runs: metrics,
            spread: RunReport.Spread(metrics), predictionError: predictionErrors[representative]
        )
    }

    /// The report's entry of one trace (`header`, its counts and span in seconds, where its truth
    /// came from and the shift that put it on its canvas) with its configurations' results.
    static func traceResult(
        input: String, header: TraceHeader, samples: Int, strokes: Int, updates: Int, duration: Double, truth: TruthPaths.Source,
        canvasOffset: Point, results: [RunReport.ConfigurationResult]
    ) -> RunReport.TraceResult {
        RunReport.TraceResult(
            input: input, sourceKind: header.sourceKind.rawValue, source: header.source,
            recipe: header.recipe, seed: header.seed, samples: samples, strokes: strokes,
            updates: updates, durationSeconds: duration, truthFromGroundTruth: truth == .groundTruth,
            profile: RunReport.ProfileRecord(header.profile),
            canvasOffset: canvasOffset == .zero ? nil : RunReport.CanvasOffset(x: canvasOffset.x, y: canvasOffset.y), results: results
        )
    }

    /// One simulation run of a configuration and what is measured from it.
    private struct MeasuredRun: @unchecked Sendable {
        var record: SimulationRecord
        var shown: ShownPredictions?
        var measures: ProbeMeasures
        var metrics: SimulationMetrics
    }

    /// Simulates and measures one run of each configuration of `batch` (the same one may come
    /// more than once: its repetitions), on up to `jobs` threads; throws when the run passes
    /// `limit`.
    private func measure(
        _ batch: [PipelineConfiguration], trace: Trace, truth: TruthPaths, input: String, limit: RunTimeLimit, jobs: ParallelJobs
    ) throws -> [MeasuredRun] {
        let shared = UncheckedShare((run: self, trace: trace, truth: truth, batch: batch, limit: limit))
        return try jobs.throwingMap(batch.count) { index in
            let (run, trace, truth, batch, limit) = shared.value
            let configuration = batch[index]
            guard let record = try run.simulateOnce(
                trace, configuration: configuration, settings: SimulationSettings(commitLead: run.settings.commitLeadSeconds), deadline: limit.deadline
            ) else { throw limit.exceeded(configuration: configuration.name, input: input) }
            if let problem = run.cost.source.problem(pricing: record) { throw RunError("\(input) × \(configuration.name): \(problem)") }
            let shown = try ShownPredictions(record, trace: trace, predictors: run.predictors)
            let measures = ProbeMeasures(record, trace: trace, truth: truth)
            let metrics = SimulationMetrics(record, trace: trace, measures: measures, seed: run.settings.seed)
            if limit.isPassed { throw limit.exceeded(configuration: configuration.name, input: input) }
            return MeasuredRun(record: record, shown: shown, measures: measures, metrics: metrics)
        }
    }

    /// One simulation, with the frame renderer `rendering` gives for the configuration (one
    /// that may count instead of drawing when the cost source `countsRenders`).
    private func simulateOnce(
        _ trace: Trace, configuration: PipelineConfiguration, settings: SimulationSettings, deadline: UInt64
    ) throws -> SimulationRecord? {
        let profile = trace.header.profile
        let predictor = try predictionProvider(for: configuration, trace: trace, profile: profile, predictors: predictors)
        let record: SimulationRecord?
        if configuration.external != nil {
            record = try simulateExternal(trace, configuration: configuration, predictor: predictor, settings: settings, deadline: deadline)
        } else {
            let renderer = rendering.frameRenderer(for: configuration, profile: profile, countsSuffice: cost.capabilities.contains(.countsRenders))
            record = Self.simulate(trace, configuration: configuration, cost: cost.source, renderer: renderer, predictor: predictor, settings: settings, deadline: deadline)
        }
        if let failure = predictor?.failure { throw RunError("configuration '\(configuration.name)': predictor '\(predictor?.name ?? "")': \(failure)") }
        return record
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
