import InkMetrics
import InkModel
import InkPredict
import InkSim

/// The measuring of one simulation run, streamed or whole: each chunk goes through the run's
/// measure (`RunMeasure`) and its shown predictions (`ShownPredictionStream`), with the true paths
/// its samples reach (`RunTruth`); the rows that became final go to the data tables at once.
public struct RunMeasurement<Truth: RunTruth> {
    private var measure: RunMeasure
    private var shown: ShownPredictionStream?
    private var truth: Truth
    private let tables: RunDataTables?
    private let prefix: String
    /// Whether the run was timed on the thread CPU clock: its rows carry the wall-time columns.
    private let timed: Bool
    private var points: [ShownPrediction] = []

    /// Measures with `measure` and `shown` (nil without prediction) against `truth`, writing rows
    /// that start with `prefix` (`RunDataTables.rowPrefix`) to `tables` (nil: none written);
    /// `timed`: the run was timed on the thread CPU clock (its rows get the wall-time columns).
    public init(measure: RunMeasure, shown: ShownPredictionStream?, truth: Truth, tables: RunDataTables?, prefix: String, timed: Bool = false) {
        self.timed = timed
        self.measure = measure
        self.shown = shown
        self.truth = truth
        self.tables = tables
        self.prefix = prefix
    }

    /// Takes the run's next chunk.
    public mutating func add(_ chunk: SimulationChunk) throws {
        let paths = try truth.paths(reachedBy: chunk.samples)
        let rows = measure.add(chunk, truth: paths)
        try tables?.append(rows, prefix: prefix, timed: timed)
        guard var stream = shown else { return }
        stream.add(chunk, truth: paths, penStates: try truth.penStates(reachedBy: chunk.samples), into: &points)
        shown = stream
        try writePredictions()
    }

    /// Ends the run, whose every chunk was added: its metrics (with the metrics estimated from a
    /// sample named in `estimatedFromSample`), the error of the predictions it showed (nil without
    /// prediction) and the estimated metrics' names. `threadCPUNanoseconds` is the thread CPU
    /// time of the simulation.
    public mutating func finish(threadCPUNanoseconds: UInt64) throws -> MeasuredRun {
        var (rows, metrics) = measure.finish(threadCPUNanoseconds: threadCPUNanoseconds)
        let estimated = measure.approximations.metricNames
        if !estimated.isEmpty { metrics.estimatedFromSample = estimated }
        try tables?.append(rows, prefix: prefix, timed: timed)
        var errors: [PredictionBucketSummary]?
        if var stream = shown {
            errors = try stream.finish(into: &points)
            try writePredictions()
        }
        return MeasuredRun(metrics: metrics, predictionErrors: errors, approximations: estimated)
    }

    /// Writes the shown points that became final to the predictions table and forgets them (the
    /// table is opened even when there are none yet: every run that predicts has one).
    private mutating func writePredictions() throws {
        try tables?.appendPredictions(points, prefix: prefix)
        points.removeAll(keepingCapacity: true)
    }
}

extension RunMeasurement where Truth == TraceTruth {
    /// Measures the whole record `record` of a run of `trace` against `truth` (`TruthPaths(trace)`),
    /// handed over as chunks (`RunMeasure.chunks(of:trace:)`): every value kept exactly, the
    /// built-in metrics and those of `metrics`, `seed` for the bootstrap intervals, the shown
    /// predictions' predictor from `predictors`; rows starting with `prefix` go to `tables`.
    public static func measure(
        _ record: SimulationRecord, trace: Trace, truth: TruthPaths, seed: UInt64, metrics: MetricRegistry, predictors: PredictorCatalog,
        tables: RunDataTables?, prefix: String
    ) throws -> MeasuredRun {
        var measurement = RunMeasurement(
            measure: RunMeasure(wholeRecord: record, trace: trace, seed: seed, metrics: metrics),
            shown: try ShownPredictionStream(configuration: record.configuration, profile: record.profile, predictors: predictors, recordedFrom: trace),
            truth: TraceTruth(trace, truth: truth), tables: tables, prefix: prefix, timed: record.clock == .threadCPU
        )
        for chunk in RunMeasure.chunks(of: record, trace: trace) { try measurement.add(chunk) }
        return try measurement.finish(threadCPUNanoseconds: record.threadCPUNanoseconds)
    }
}
