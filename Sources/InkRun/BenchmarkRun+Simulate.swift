import Foundation
import InkMetrics
import InkModel
import InkPipeline
import InkReport
import InkSim

extension BenchmarkRun {
    /// Simulates `trace` (already moved by `canvasOffset` points onto its canvas) through every
    /// configuration `runs` times, measures each run (and the error of its shown predictions)
    /// against `truth`, writes every run's events to `tables` (when writing a folder) and tells
    /// `sink` once per run; throws when the run passes `limit`.
    func simulate(
        _ trace: Trace, contentHash: TraceContentHash, truth: TruthPaths, canvasOffset: Point, input: String, limit: RunTimeLimit, tables: RunDataTables?,
        sink: inout some RunSink
    ) throws -> RunReport.TraceResult {
        let results = try configurationResults(input: input, sink: &sink) { steps, jobs in
            try measure(steps, input: input, tables: tables, jobs: jobs) { run, step, tables in
                try run.measureWhole(trace, truth: truth, step: step, input: input, limit: limit, tables: tables)
            }.map { RunOutcome(metrics: $0.metrics, predictionErrors: $0.predictionErrors) }
        }
        return Self.traceResult(
            input: input, header: trace.header, samples: trace.samples.count, strokes: trace.touchIDs.count, updates: trace.updates.count,
            duration: trace.duration, truth: truth.source, canvasOffset: canvasOffset, contentHash: contentHash, results: results
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
        measure: ([RunStep], ParallelJobs) throws -> [RunOutcome]
    ) throws -> [RunReport.ConfigurationResult] {
        let runs = settings.repetitions
        let jobs = ParallelJobs(jobs: cost.capabilities.contains(.parallelSafe) ? settings.jobs : 1)
        let steps = configurations.flatMap { configuration in (0..<runs).map { RunStep(configuration: configuration, run: $0) } }
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
    public static func configurationResult(
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
    /// came from, the shift that put it on its canvas and the hash of its records as read) with
    /// its configurations' results.
    public static func traceResult(
        input: String, header: TraceHeader, samples: Int, strokes: Int, updates: Int, duration: Double, truth: TruthPaths.Source,
        canvasOffset: Point, contentHash: TraceContentHash, results: [RunReport.ConfigurationResult]
    ) -> RunReport.TraceResult {
        RunReport.TraceResult(
            input: input, sourceKind: header.sourceKind.rawValue, source: header.source,
            recipe: header.recipe, seed: header.seed, samples: samples, strokes: strokes,
            updates: updates, durationSeconds: duration, truthFromGroundTruth: truth == .groundTruth,
            profile: RunReport.ProfileRecord(header.profile),
            canvasOffset: canvasOffset == .zero ? nil : RunReport.CanvasOffset(x: canvasOffset.x, y: canvasOffset.y),
            contentHash: contentHash.description, results: results
        )
    }

    /// Simulates one run of `step`'s configuration over the whole `trace` and measures its record,
    /// handed over as chunks (`RunMeasure.chunks(of:trace:)`), against `truth`, writing its rows
    /// to `tables`; throws when the run passes `limit`.
    private func measureWhole(
        _ trace: Trace, truth: TruthPaths, step: RunStep, input: String, limit: RunTimeLimit, tables: RunDataTables?
    ) throws -> MeasuredRun {
        let configuration = step.configuration
        guard let record = try simulateOnce(
            trace, configuration: configuration, settings: SimulationSettings(commitLead: settings.commitLeadSeconds), deadline: limit.deadline
        ) else { throw limit.exceeded(configuration: configuration.name, input: input) }
        if let problem = cost.source.problem(pricing: record) { throw RunError("\(input) × \(configuration.name): \(problem)") }
        let measured = try RunMeasurement.measure(
            record, trace: trace, truth: truth, seed: settings.seed, metrics: metrics, predictors: predictors, tables: tables,
            prefix: RunDataTables.rowPrefix(input: input, configuration: configuration.name, run: step.run)
        )
        if limit.isPassed { throw limit.exceeded(configuration: configuration.name, input: input) }
        return measured
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
