import InkFormats
import InkMetrics
import InkModel
import InkPipeline
import InkPredict
import InkReport
import InkSim

extension BenchmarkRun {
    /// What one streamed run measured: its metrics, the error of the predictions it showed (nil
    /// without prediction) and the metrics estimated from a bounded sample (empty for any run
    /// whose distributions stay under `StreamedRunMeasure.exactValueCap` values).
    struct StreamedMeasurement: Sendable {
        var metrics: SimulationMetrics
        var predictionErrors: [PredictionBucketSummary]?
        var approximations: [String]
    }

    /// One streamed simulation run of `configuration` over `trace`: the file read again through
    /// cursors, each chunk measured, its rows written to `tables` and dropped. Throws when the
    /// run passes `limit`.
    func measureStreamed(
        _ trace: StreamedTrace, configuration: PipelineConfiguration, input: String, run: Int, limit: RunTimeLimit, tables: RunDataTables?
    ) throws -> StreamedMeasurement {
        let profile = trace.header.profile
        let provider = try predictionProvider(for: configuration, trace: Trace(header: trace.header), profile: profile, predictors: predictors)
        let renderer = rendering.frameRenderer(for: configuration, profile: profile, countsSuffice: cost.source.kind == .modelled)
        let context = StreamedRunContext(
            trace: trace, configuration: configuration, input: input, run: run, seed: settings.seed,
            simulation: SimulationSettings(commitLead: settings.commitLeadSeconds), limit: limit, tables: tables, predictors: predictors
        )
        let source: any CostSource = cost.source
        return try context.measure(cost: source, renderer: renderer, predictor: provider as? any WindowedPredictionProvider)
    }
}

/// Everything one streamed run reads besides its cost source, renderer and predictor, which
/// `measure` takes as generic parameters so the simulator is specialized for them.
private struct StreamedRunContext {
    var trace: BenchmarkRun.StreamedTrace
    var configuration: PipelineConfiguration
    var input: String
    var run: Int
    var seed: UInt64
    var simulation: SimulationSettings
    var limit: RunTimeLimit
    var tables: RunDataTables?
    var predictors: PredictorCatalog

    func measure(cost: some CostSource, renderer: some FrameRenderer, predictor: (any WindowedPredictionProvider)?) throws -> BenchmarkRun.StreamedMeasurement {
        let header = trace.header, scan = trace.scan, profile = header.profile
        let simulator = PlatformSimulator(
            streaming: header, configuration: configuration, cost: cost, renderer: renderer, predictor: predictor, settings: simulation
        )
        var streamed = StreamedSimulation(
            simulator: simulator, source: try NativeFileInput(scan, offset: trace.canvasOffset), inputLatency: profile.inputLatency
        )
        var measure = StreamedRunMeasure(
            configuration: configuration, costKind: cost.kind, renderer: renderer.name, predictor: predictor?.name, profile: profile,
            sampleCount: scan.sampleCount, firstSampleTime: scan.sampleCount > 0 ? scan.firstSampleTime : nil,
            lastSampleTime: scan.sampleCount > 0 ? scan.lastSampleTime : nil, updateCount: scan.updateCount, seed: seed
        )
        var shown = try ShownPredictionStream(configuration: configuration, profile: profile, predictors: predictors)
        var truth = try StreamedTruth(scan, offset: trace.canvasOffset)
        var penStates = try shown.map { _ in try StreamedPenStates(scan, header: header) }
        let prefix = RunDataTables.rowPrefix(input: input, configuration: configuration.name, run: run)
        var points: [ShownPrediction] = []
        let finished = try streamed.run(until: limit.deadline) { chunk in
            let paths = try truth.paths(reachedBy: chunk.samples)
            try write(measure.add(chunk, truth: paths), prefix: prefix)
            if var stream = shown, var states = penStates {
                stream.add(chunk, truth: paths, penStates: try states.paths(reachedBy: chunk.samples), into: &points)
                (shown, penStates) = (stream, states)
                try writePredictions(&points, prefix: prefix)
            }
        }
        guard finished, !limit.isPassed else { throw limit.exceeded(configuration: configuration.name, input: input) }
        var (rows, metrics) = measure.finish(threadCPUNanoseconds: streamed.simulator.threadCPUNanoseconds)
        let estimated = measure.approximations.metricNames
        if !estimated.isEmpty { metrics.estimatedFromSample = estimated }
        try write(rows, prefix: prefix)
        var errors: [PredictionBucketSummary]?
        if var stream = shown {
            errors = try stream.finish(into: &points)
            try writePredictions(&points, prefix: prefix)
        }
        return BenchmarkRun.StreamedMeasurement(metrics: metrics, predictionErrors: errors, approximations: estimated)
    }

    /// Writes the rows that became final to the data tables.
    private func write(_ rows: StreamedRunMeasure.Rows, prefix: String) throws {
        guard let tables else { return }
        try tables.appendCallbacks(rows.callbacks, prefix: prefix)
        try tables.appendFrames(rows.frames.map(\.probe), tipGaps: rows.frames.map(\.tipGap), prefix: prefix)
        for sample in rows.samples {
            try tables.appendSample(index: sample.index, touchID: sample.touchID, timestamp: sample.timestamp, lag: sample.lag, prefix: prefix)
        }
    }

    /// Writes the shown points that became final to the predictions table and forgets them (the
    /// table is opened even when there are none yet, as for a whole run that predicts).
    private func writePredictions(_ points: inout [ShownPrediction], prefix: String) throws {
        try tables?.appendPredictions(points.map(\.record), callbackIndices: points.map(\.callback), prefix: prefix)
        points.removeAll(keepingCapacity: true)
    }
}
