import Foundation
import InkIO
import InkMetrics
import InkModel
import InkPipeline
import InkPredict
import InkReport

/// `inkbench predict` on traces: predictors head to head, one trace after another, at the same
/// callbacks and target times (`PredictionEvaluation`). Each trace's evaluation is checked
/// before it starts: its predictions must fit the record limit (`InputLimits.maxRecords`), and a
/// timed pilot on its first callbacks must not estimate it to pass the time left of
/// `maxSeconds`; an evaluation that passes `maxSeconds` anyway stops, with nothing written.
/// With a shard (`--shard K/N`) only that shard's part of the trace × predictor pairs is
/// evaluated (`PredictionShard`).
package struct PredictionRun: Sendable {
    /// The traces, in order, each read when its turn comes.
    package var inputs: [RunInput]
    /// The predictors asked; empty for the catalog's defaults for each trace (`defaultPredictors`).
    package var predictors: [ComponentSpec]
    /// Prediction horizons, seconds past the newest sample (a trace with the platform's own
    /// predictions is asked at the platform's times besides).
    package var horizons: [Double]
    /// What the predictors are built from.
    package var catalog: PredictorCatalog
    /// Predictors evaluated at once (the same results for any number).
    package var jobs: Int
    /// Longest wall time of the whole run, seconds, from `evaluate`'s start.
    package var maxSeconds: Double
    /// The part to evaluate, nil for all of it.
    package var shard: WorkShard?

    package init(
        inputs: [RunInput], predictors: [ComponentSpec], horizons: [Double], catalog: PredictorCatalog, jobs: Int, maxSeconds: Double,
        shard: WorkShard? = nil
    ) {
        self.inputs = inputs
        self.predictors = predictors
        self.horizons = horizons
        self.catalog = catalog
        self.jobs = jobs
        self.maxSeconds = maxSeconds
        self.shard = shard
    }

    /// What `evaluate` made: a result per trace evaluated, in order, and with a shard, its part
    /// (which traces it evaluated), for `PredictionShard.write`.
    package struct Output: Sendable {
        package var results: [PredictionTraceResult]
        package var shard: PredictionShard?
    }

    /// Evaluates every input in turn, handing each trace's result to `finished` as soon as it is
    /// complete (a trace the shard gives no predictor is skipped). A trace carrying recorded
    /// predictions that a replaying predictor cannot use is refused (`RecordedPredictionCheck`).
    package func evaluate(finished: (PredictionTraceResult) throws -> Void = { _ in }) throws -> Output {
        let limit = RunTimeLimit(start: MonotonicClock.now(), seconds: maxSeconds)
        var part = shard.map(PredictionShard.init)
        if part != nil, let problem = PredictionShard.problem(inputs: inputs.map(\.name), predictors: predictors) { throw RunError(problem) }
        var results: [PredictionTraceResult] = []
        for input in inputs {
            let trace = try input.load()
            let asked = predictors.isEmpty ? Self.defaultPredictors(for: trace, catalog: catalog) : predictors
            try RecordedPredictionCheck.check(trace, input: input.name, predictors: asked, catalog: catalog)
            let chosen = part?.predictors(asked, on: trace, input: input.name) ?? asked
            if chosen.isEmpty { continue }
            try checkBudget(trace, input: input.name, predictors: chosen, limit: limit)
            let evaluation = try PredictionEvaluation(
                trace: trace, predictors: chosen, horizons: horizons, jobs: jobs, catalog: catalog, deadline: limit.deadline
            )
            if evaluation.stoppedAtDeadline {
                throw RunError(
                    "\(input.name): the evaluation passed --max-seconds \(RunTimeFormat.number(maxSeconds)) after \(RunTimeFormat.duration(limit.elapsedSeconds)); "
                        + "stopped, nothing written (raise --max-seconds, or pass fewer --predictor or --horizon)"
                )
            }
            let result = PredictionTraceResult(input: input.name, trace: trace, evaluation: evaluation)
            try finished(result)
            results.append(result)
        }
        return Output(results: results, shard: part)
    }

    /// Writes the report folder of `results` (`PredictionReportFiles`: predictions.json and .csv,
    /// summary.md, charts/, index.html) into `folder`, created if missing and locked against
    /// another inkbench while it is written (`OutputFolder`); returns what became of the charts.
    package func writeReport(_ results: [PredictionTraceResult], to folder: String) throws -> GnuplotRenderer.Outcome {
        let output = try OutputFolder(folder, subfolders: ["charts"])
        return try withExtendedLifetime(output) { try PredictionReportFiles.write(results, horizons: horizons, to: folder) }
    }

    /// Refuses an evaluation of `trace` that would hold more predictions than the record limit,
    /// or that a pilot on its first callbacks (2 %, at least 200) estimates to pass the time
    /// left of `limit`.
    private func checkBudget(_ trace: Trace, input: String, predictors: [ComponentSpec], limit: RunTimeLimit) throws {
        let budget = PredictionBudget(trace: trace, predictors: predictors.count, horizons: horizons)
        if let problem = budget.problem(maxRecords: InputLimits.current.maxRecords) {
            throw RunError("\(input): \(problem); raise it with INKBENCH_MAX_RECORDS, or pass fewer --predictor or --horizon")
        }
        let pilot = min(budget.callbacks, max(200, budget.callbacks / 50))
        guard pilot < budget.callbacks else { return }
        let start = MonotonicClock.now()
        let timed = try PredictionEvaluation(
            trace: trace, predictors: predictors, horizons: horizons, jobs: jobs, catalog: catalog, firstCallbacks: pilot, deadline: limit.deadline
        )
        let estimate = Double(MonotonicClock.now() &- start) / 1e9 * Double(budget.callbacks) / Double(pilot)
        if timed.stoppedAtDeadline || limit.elapsedSeconds + estimate > maxSeconds {
            throw RunError(
                "\(input): evaluating \(budget.predictions) predictions would take about \(RunTimeFormat.duration(estimate)) (a pilot on \(pilot) of \(budget.callbacks) callbacks), "
                    + "more than --max-seconds \(RunTimeFormat.number(maxSeconds)); raise it to \(RunTimeFormat.suggestedLimit(limit.elapsedSeconds + estimate)), or pass fewer --predictor or --horizon"
            )
        }
    }

    /// Every predictor of the catalog that predicts from the samples alone, and those that replay
    /// recorded predictions when the trace carries the platform's (never one that runs another
    /// program: it needs a command).
    package static func defaultPredictors(for trace: Trace, catalog: PredictorCatalog) -> [ComponentSpec] {
        let hasPlatform = RecordedPredictionCheck.hasRecordedPredictions(trace)
        return catalog.components.filter { entry in
            entry.predictsFromSamples || (hasPlatform && entry.capabilities.contains(.replaysRecordedPredictions) && !entry.capabilities.contains(.runsExternalProgram))
        }.map { ComponentSpec(name: $0.name) }
    }
}
