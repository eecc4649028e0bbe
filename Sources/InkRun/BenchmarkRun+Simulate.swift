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
        let pool = { (configuration: PipelineConfiguration, repetitions: [RunOutcome]) throws -> RunOutcome in
            let records = repetitions.compactMap(\.record)
            let pooled = try measure(
                [configuration], trace: trace, truth: truth, input: input, limit: limit, jobs: ParallelJobs(jobs: 1),
                cost: PooledMeasuredCost(base: pricing(for: configuration), table: MeasuredCostTable(records))
            )[0]
            try tables?.append(pooled.record, trace: trace, measures: pooled.measures, predictions: pooled.shown, input: input, run: records.count)
            return RunOutcome(
                metrics: pooled.metrics, predictionErrors: pooled.shown?.bucketSummaries, record: pooled.record, startup: pooled.record.handlerStartup
            )
        }
        var results = try configurationResults(input: input, sink: &sink, pool: pool) { steps, jobs in
            let measured = try measure(steps.map(\.configuration), trace: trace, truth: truth, input: input, limit: limit, jobs: jobs)
            return try zip(steps, measured).map { step, measuredRun in
                try tables?.append(
                    measuredRun.record, trace: trace, measures: measuredRun.measures, predictions: measuredRun.shown, input: input, run: step.run
                )
                return RunOutcome(
                    metrics: measuredRun.metrics, predictionErrors: measuredRun.shown?.bucketSummaries,
                    record: cost(for: step.configuration).isDeterministic ? nil : measuredRun.record,
                    startup: measuredRun.record.handlerStartup
                )
            }
        }
        let floors = lagFloors(trace)
        for (index, configuration) in configurations.enumerated() {
            if let floor = floors[configuration.redraw] { results[index].recordLagFloor(floor) }
        }
        return Self.traceResult(
            input: input, header: trace.header, samples: trace.samples.count, strokes: trace.touchIDs.count, updates: trace.updates.count,
            duration: trace.duration, truth: truth.source, canvasOffset: canvasOffset, results: results
        )
    }

    /// What the report keeps of one simulation run, and lines for the person running it; with
    /// costs that are not deterministic, the run's record (its timed steps, which the pooled run
    /// and the measurement record read).
    struct RunOutcome {
        var metrics: SimulationMetrics
        var predictionErrors: [PredictionBucketSummary]?
        var notices: [String] = []
        var record: SimulationRecord?
        /// An external handler's start-up (`SimulationRecord.handlerStartup`).
        var startup: StepTiming?
    }

    /// Runs every configuration `repetitions(for:)` times, in batches of up to `settings.jobs`
    /// runs when the costs are modelled (one at a time otherwise): `measure` measures a batch of
    /// (configuration, run number) steps and returns their outcomes in order. After the last
    /// repetition of a configuration whose repetitions are pooled (`poolsRepetitions(for:)`),
    /// `pool`, when given, makes the pooled run from the repetitions' outcomes. Tells `sink` after each run and returns each configuration's entry
    /// of the report, in order.
    func configurationResults(
        input: String, sink: inout some RunSink, pool: ((PipelineConfiguration, [RunOutcome]) throws -> RunOutcome)? = nil,
        measure: ([(configuration: PipelineConfiguration, run: Int)], ParallelJobs) throws -> [RunOutcome]
    ) throws -> [RunReport.ConfigurationResult] {
        let jobs = ParallelJobs(jobs: allModelled ? settings.jobs : 1)
        let steps = configurations.flatMap { configuration in (0..<repetitions(for: configuration)).map { (configuration: configuration, run: $0) } }
        var results: [RunReport.ConfigurationResult] = []
        var outcomes: [RunOutcome] = []
        var next = 0
        while next < steps.count {
            let batch = Array(steps[next..<min(next + jobs.jobs, steps.count)])
            next += batch.count
            for (step, outcome) in zip(batch, try measure(batch, jobs)) {
                for line in outcome.notices { sink.notice(line) }
                let runs = repetitions(for: step.configuration)
                sink.stepFinished("\(input) × \(step.configuration.name), run \(step.run + 1)/\(runs)")
                outcomes.append(outcome)
                guard step.run == runs - 1 else { continue }
                let pools = poolsRepetitions(for: step.configuration)
                let pooled = pools ? try pool.map { try $0(step.configuration, outcomes) } : nil
                if pools {
                    sink.stepFinished("\(input) × \(step.configuration.name), \(pooled == nil ? "repetitions not pooled (streamed)" : "pooled run")")
                }
                results.append(Self.configurationResult(step.configuration.name, repetitions: outcomes, pooled: pooled))
                outcomes.removeAll()
            }
        }
        return results
    }

    /// The report's entry of one configuration from its repetitions' outcomes, in run order, and
    /// the pooled run's: the representative run is the pooled one, else the repetition with the
    /// median callback cost p50.
    static func configurationResult(_ configuration: String, repetitions: [RunOutcome], pooled: RunOutcome?) -> RunReport.ConfigurationResult {
        let metrics = repetitions.map(\.metrics)
        let order = metrics.indices.sorted { (metrics[$0].callbackCost.p50 ?? 0) < (metrics[$1].callbackCost.p50 ?? 0) }
        let median = order[order.count / 2]
        var result = RunReport.ConfigurationResult(
            configuration: configuration, representativeRun: pooled == nil ? median : metrics.count, runs: metrics + (pooled.map { [$0.metrics] } ?? []),
            spread: RunReport.Spread(metrics), predictionError: (pooled ?? repetitions[median]).predictionErrors
        )
        if pooled != nil { result.pooledRun = metrics.count }
        let startups = (repetitions + (pooled.map { [$0] } ?? [])).compactMap(\.startup)
        if !startups.isEmpty {
            result.startup = RunReport.StartupRecord(
                seconds: startups.map { Double($0.wallNanoseconds) / 1e9 }, cpuSeconds: startups.map { Double($0.cpuNanoseconds) / 1e9 }
            )
        }
        let records = repetitions.compactMap(\.record)
        if !records.isEmpty { result.measurement = MeasurementSummary.measurement(of: records, pooled: pooled?.record) }
        return result
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
    /// more than once: its repetitions), on up to `jobs` threads, priced by `cost` (default: each
    /// configuration's `pricing`); throws when the run passes `limit`.
    private func measure(
        _ batch: [PipelineConfiguration], trace: Trace, truth: TruthPaths, input: String, limit: RunTimeLimit, jobs: ParallelJobs,
        cost: (any CostSource)? = nil
    ) throws -> [MeasuredRun] {
        let shared = UncheckedShare((run: self, trace: trace, truth: truth, batch: batch, limit: limit, cost: cost))
        return try jobs.throwingMap(batch.count) { index in
            let (run, trace, truth, batch, limit, cost) = shared.value
            let configuration = batch[index]
            guard let record = try run.simulateOnce(
                trace, configuration: configuration, cost: cost ?? run.pricing(for: configuration),
                settings: SimulationSettings(commitLead: run.settings.commitLeadSeconds), deadline: limit.deadline
            ) else { throw limit.exceeded(configuration: configuration.name, input: input) }
            if let problem = run.cost(for: configuration).source.problem(pricing: record) { throw RunError("\(input) × \(configuration.name): \(problem)") }
            let shown = try ShownPredictions(record, trace: trace, predictors: run.predictors)
            let measures = ProbeMeasures(record, trace: trace, truth: truth)
            let metrics = SimulationMetrics(record, trace: trace, measures: measures, seed: run.settings.seed)
            if limit.isPassed { throw limit.exceeded(configuration: configuration.name, input: input) }
            return MeasuredRun(record: record, shown: shown, measures: measures, metrics: metrics)
        }
    }

    /// One simulation priced by `cost`, with the frame renderer `rendering` gives for the
    /// configuration (one that may count instead of drawing when the costs are modelled).
    private func simulateOnce(
        _ trace: Trace, configuration: PipelineConfiguration, cost: any CostSource, settings: SimulationSettings, deadline: UInt64
    ) throws -> SimulationRecord? {
        let profile = trace.header.profile
        let predictor = try predictionProvider(for: configuration, trace: trace, profile: profile, predictors: predictors)
        let record: SimulationRecord?
        if configuration.external != nil {
            record = try simulateExternal(trace, configuration: configuration, cost: cost, predictor: predictor, settings: settings, deadline: deadline)
        } else {
            let renderer = rendering.frameRenderer(for: configuration, profile: profile, countsSuffice: cost.kind == .modelled)
            record = Self.simulate(trace, configuration: configuration, cost: cost, renderer: renderer, predictor: predictor, settings: settings, deadline: deadline)
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
