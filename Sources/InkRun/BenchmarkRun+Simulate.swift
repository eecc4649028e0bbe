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
        let pool = { (configuration: PipelineConfiguration, repetitions: [RunOutcome]) throws -> RunOutcome in
            let records = repetitions.compactMap(\.record)
            let pooled = try measureWhole(
                trace, truth: truth, step: RunStep(configuration: configuration, run: records.count), input: input, limit: limit, tables: tables,
                cost: PooledMeasuredCost(base: pricing(for: configuration), table: MeasuredCostTable(records))
            )
            return RunOutcome(
                metrics: pooled.metrics, predictionErrors: pooled.predictionErrors, record: pooled.record, startup: pooled.record?.handlerStartup
            )
        }
        var results = try configurationResults(input: input, sink: &sink, pool: pool) { steps, jobs in
            let measured = try measure(steps, input: input, tables: tables, jobs: jobs) { run, step, tables in
                try run.measureWhole(trace, truth: truth, step: step, input: input, limit: limit, tables: tables)
            }
            return zip(steps, measured).map { step, measuredRun in
                RunOutcome(
                    metrics: measuredRun.metrics, predictionErrors: measuredRun.predictionErrors,
                    record: cost(for: step.configuration).isDeterministic ? nil : measuredRun.record, startup: measuredRun.record?.handlerStartup
                )
            }
        }
        recordLagFloors(lagFloors(trace, truth: truth), in: &results)
        return Self.traceResult(
            input: input, header: trace.header, samples: trace.samples.count, strokes: trace.touchIDs.count, updates: trace.updates.count,
            duration: trace.duration, truth: truth.source, canvasOffset: canvasOffset, contentHash: contentHash, results: results
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
    /// runs when every configuration's cost source is `parallelSafe` (one at a time otherwise): `measure` measures a batch of
    /// (configuration, run number) steps and returns their outcomes in order. After the last
    /// repetition of a configuration whose repetitions are pooled (`poolsRepetitions(for:)`),
    /// `pool`, when given, makes the pooled run from the repetitions' outcomes. Tells `sink` after each run and returns each configuration's entry
    /// of the report, in order.
    func configurationResults(
        input: String, sink: inout some RunSink, pool: ((PipelineConfiguration, [RunOutcome]) throws -> RunOutcome)? = nil,
        measure: ([RunStep], ParallelJobs) throws -> [RunOutcome]
    ) throws -> [RunReport.ConfigurationResult] {
        let jobs = ParallelJobs(jobs: allParallelSafe ? settings.jobs : 1)
        let steps = configurations.flatMap { configuration in (0..<repetitions(for: configuration)).map { RunStep(configuration: configuration, run: $0) } }
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

    /// The report's entry of one configuration from its runs' metrics and shown prediction
    /// errors, in run order: the representative run is the one with the median callback cost p50.
    package static func configurationResult(
        _ configuration: String, runs metrics: [SimulationMetrics], predictionErrors: [[PredictionBucketSummary]?]
    ) -> RunReport.ConfigurationResult {
        let order = metrics.indices.sorted { (metrics[$0].callbackCost.p50 ?? 0) < (metrics[$1].callbackCost.p50 ?? 0) }
        let representative = order[order.count / 2]
        return RunReport.ConfigurationResult(
            configuration: configuration, representativeRun: representative, runs: metrics,
            spread: RunReport.Spread(metrics), predictionError: predictionErrors[representative]
        )
    }

    /// The report's entry of one configuration from its repetitions' outcomes, in run order, and
    /// the pooled run's: the representative run is the pooled one, else the repetition with the
    /// median callback cost p50; the spread is the repetitions'.
    static func configurationResult(_ configuration: String, repetitions: [RunOutcome], pooled: RunOutcome?) -> RunReport.ConfigurationResult {
        var result = configurationResult(configuration, runs: repetitions.map(\.metrics), predictionErrors: repetitions.map(\.predictionErrors))
        if let pooled {
            result.runs.append(pooled.metrics)
            result.pooledRun = result.runs.count - 1
            result.representativeRun = result.runs.count - 1
            result.predictionError = pooled.predictionErrors
        }
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
    /// came from, the shift that put it on its canvas and the hash of its records as read) with
    /// its configurations' results.
    package static func traceResult(
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

    /// Simulates one run of `step`'s configuration over the whole `trace`, priced by `cost`
    /// (default: the configuration's `pricing`), and measures its record, handed over as chunks
    /// (`RunMeasure.chunks(of:trace:)`), against `truth`, writing its rows to `tables`; the
    /// measured run keeps the record (its timed steps, which pooling and the measurement summary
    /// read). Throws when the run passes `limit`.
    private func measureWhole(
        _ trace: Trace, truth: TruthPaths, step: RunStep, input: String, limit: RunTimeLimit, tables: RunDataTables?, cost: (any CostSource)? = nil
    ) throws -> MeasuredRun {
        let configuration = step.configuration
        guard let record = try simulateOnce(
            trace, configuration: configuration, cost: cost ?? pricing(for: configuration),
            settings: SimulationSettings(commitLead: settings.commitLeadSeconds), deadline: limit.deadline
        ) else { throw limit.exceeded(configuration: configuration.name, input: input) }
        if let problem = self.cost(for: configuration).source.problem(pricing: record) { throw RunError("\(input) × \(configuration.name): \(problem)") }
        var measured = try RunMeasurement.measure(
            record, trace: trace, truth: truth, seed: settings.seed, metrics: metrics, predictors: predictors, tables: tables,
            prefix: RunDataTables.rowPrefix(input: input, configuration: configuration.name, run: step.run)
        )
        if limit.isPassed { throw limit.exceeded(configuration: configuration.name, input: input) }
        measured.record = record
        return measured
    }

    /// One simulation priced by `cost`, with the frame renderer `rendering` gives for the
    /// configuration (one that may count instead of drawing when `cost` is the configuration's
    /// own cost source and that source `countsRenders`).
    private func simulateOnce(
        _ trace: Trace, configuration: PipelineConfiguration, cost: any CostSource, settings: SimulationSettings, deadline: UInt64
    ) throws -> SimulationRecord? {
        let profile = trace.header.profile
        let predictor = try predictionProvider(for: configuration, trace: trace, profile: profile, predictors: predictors)
        let record: SimulationRecord?
        if configuration.external != nil {
            record = try simulateExternal(trace, configuration: configuration, cost: cost, predictor: predictor, settings: settings, deadline: deadline)
        } else {
            let own = self.cost(for: configuration)
            let counts = cost.kind == own.source.kind && own.capabilities.contains(.countsRenders)
            let renderer = rendering.frameRenderer(for: configuration, profile: profile, countsSuffice: counts)
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
