import Foundation
import InkExternal
import InkFormats
import InkIO
import InkMetrics
import InkModel
import InkPipeline
import InkPredict
import InkReport
import InkSim

/// A benchmark run: traces simulated through pipeline configurations on the platform model,
/// measured into a `RunReport` (report.json) and, with `write(to:sink:)`, the whole report folder
/// `inkbench run` writes: report.json, summary.md, data/*.csv, renders/, charts/ and index.html.
/// `inkbench run` is this call behind its options.
///
/// ```swift
/// var run = BenchmarkRun(
///     inputs: [RunInput(name: "handwriting", trace: trace)],
///     configurations: set.configurations,
///     cost: try .modelled(calibrationPath: CalibrationLocation.resolve(nil), timerOverheadNanoseconds: MonotonicClock.measureOverhead()),
///     components: .builtIn
/// )
/// var sink = SilentRunSink()
/// let output = try run.write(to: "reports/mine", sink: &sink)
/// ```
///
/// Each trace is read when the run reaches it, placed on its profile's canvas (moved by the
/// smallest shift when its ink lies off it; refused when larger), simulated through every
/// configuration `settings.repetitions` times and measured against its truth paths; the
/// representative run of a configuration is the one with the median callback cost p50.
/// Same inputs and a deterministic cost source give the same report bytes, except the
/// environment and the timer overhead it records.
public struct BenchmarkRun: Sendable {
    /// The traces, in report order.
    public var inputs: [RunInput]
    /// The pipeline configurations, in report order.
    public var configurations: [PipelineConfiguration]
    /// The cost source and what the report records about it.
    public var cost: RunCost
    /// Repetitions, seed, commit lead, time limit, debug pictures.
    public var settings: RunSettings
    /// The configuration sets' `thresholds:`, recorded for `inkbench compare`; nil for none.
    public var thresholds: RunReport.ThresholdRecord?
    /// The frame renderers and debug pictures.
    public var rendering: any RunRendering
    /// Where the configurations' predictors are looked up (`prediction:`).
    public var predictors: PredictorCatalog
    /// The metrics every run computes besides the measure's own (`MetricRegistry`): the built-in
    /// counters and any registered ones, which report.json declares and keeps under `registered`.
    public var metrics: MetricRegistry
    /// The protocol overhead of external pipelines, once measured (runs with measured costs).
    var protocolOverhead: ProtocolOverhead?
    /// The costs the run chose for external configurations, by name, once their programs said
    /// hello (`externalCosts()`); nil before.
    var configurationCosts: [String: RunCost]?

    public init(
        inputs: [RunInput], configurations: [PipelineConfiguration], cost: RunCost, settings: RunSettings = RunSettings(),
        thresholds: RunReport.ThresholdRecord? = nil, rendering: any RunRendering, predictors: PredictorCatalog, metrics: MetricRegistry
    ) {
        self.predictors = predictors
        self.metrics = metrics
        self.inputs = inputs
        self.configurations = configurations
        self.cost = cost
        self.settings = settings
        self.thresholds = thresholds
        self.rendering = rendering
    }

    /// Runs the benchmark and returns its report without writing anything (no debug pictures:
    /// they are files of a report folder).
    public func report(sink: inout some RunSink) throws -> RunReport {
        try execute(folder: nil, sink: &sink).report
    }

    /// Runs the benchmark and returns its report without writing a folder, writing the rows of
    /// `data/*.csv` into `tables` (e.g. into memory: `RunDataTables(callbacks:frames:samples:predictions:)`);
    /// the caller finishes them (`RunDataTables.finish()`).
    public func report(sink: inout some RunSink, tables: RunDataTables) throws -> RunReport {
        try execute(folder: nil, tables: tables, sink: &sink).report
    }

    /// Runs the benchmark and writes the report folder `folder` (created if missing, locked while
    /// written): report.json, summary.md and data/*.csv and renders/ replace the previous ones in
    /// one step once everything ran (a failed run leaves them as they were, and removes the
    /// folder again when it created it), then charts/ and index.html are rendered.
    /// With `baseline`, summary.md and index.html show each verdict's change against it (report.json
    /// is the same either way).
    public func write(to folder: String, sink: inout some RunSink, baseline: RunBaseline? = nil) throws -> RunOutput {
        let existed = FileManager.default.fileExists(atPath: folder)
        let run: Execution
        do {
            run = try execute(folder: folder, sink: &sink)
        } catch {
            if !existed { UnusedFolderRemoval.removeIfUnused(folder) }
            throw error
        }
        guard let tables = run.tables else { throw RunError("a run needs at least one trace") }
        var report = run.report
        if settings.drawsDebugRenders { report.renders = run.renders.records }
        for line in run.renders.skipped { sink.notice(line) }
        let manifest = try shardManifest(report, inputs: run.inputs, folder: folder)
        try RunOutputFiles.write(report, tables: tables, pending: run.renders.pendingFiles + (manifest.map { [$0] } ?? []), to: folder, baseline: baseline)
        sink.outputsCommitted(folder: folder)
        if settings.shard != nil { return RunOutput(report: report, folder: folder, charts: GnuplotRenderer.Outcome()) }
        try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(ShardManifest.fileName))
        let limit = run.limit
        let charts = try withExtendedLifetime(run.folder) {
            try ReportCharts.render(report, outputFolder: folder, baseline: baseline) { (chart: String) throws in
                sink.stepFinished("chart \(chart)")
                if limit.isPassed {
                    throw limit.exceeded(
                        while: "rendering the charts",
                        written: "report.json, summary.md, data/ and renders/ are complete, charts/ and index.html are not "
                            + "(draw them with: inkbench chart \((folder as NSString).appendingPathComponent("report.json")))"
                    )
                }
            }
        }
        return RunOutput(report: report, folder: folder, charts: charts)
    }

    /// What one execution produced: the report (without its renders), and with a folder the
    /// streamed tables, the pictures waiting to be committed and the held folder.
    private struct Execution {
        var report: RunReport
        var tables: RunDataTables?
        var renders: ReportDebugRenders
        var folder: OutputFolder?
        var limit: RunTimeLimit
        /// Every input with the hash of its records, in order (a shard's manifest).
        var inputs: [ShardManifest.Input] = []
    }

    private func execute(folder path: String?, tables: RunDataTables? = nil, sink: inout some RunSink) throws -> Execution {
        if let problem = settings.problem { throw RunError(problem) }
        if let problem = externalProblem { throw RunError(problem) }
        if let problem = shardProblem { throw RunError(problem) }
        if needsExternalCosts {
            var resolved = self
            resolved.configurationCosts = try externalCosts()
            return try resolved.execute(folder: path, tables: tables, sink: &sink)
        }
        if needsProtocolOverhead, protocolOverhead == nil {
            var measured = self
            measured.protocolOverhead = try measureProtocolOverhead()
            return try measured.execute(folder: path, tables: tables, sink: &sink)
        }
        if !RunCost.accepts(cpuScale: cost.cpuScale) { throw RunError("the CPU scale must be a number in (0, 1000] (got \(cost.cpuScale))") }
        if inputs.isEmpty { throw RunError("a run needs at least one trace") }
        for configuration in configurations {
            if let problem = rendering.rendererProblem(for: configuration) { throw RunError("configuration '\(configuration.name)': \(problem)") }
        }
        let limit = RunTimeLimit(start: MonotonicClock.now(), seconds: settings.maxSeconds)
        let load = MachineLoadSampler(probesMemory: configurations.contains { !cost(for: $0).isDeterministic })
        let runs = configurations.map(repetitions(for:)).max() ?? 1
        var report = RunReport(
            tool: settings.tool, environment: settings.environment ?? .current(),
            cost: RunReport.CostSettings(
                mode: cost.source.kind, cpuScale: cost.cpuScale, repetitions: runs, timerOverheadSeconds: cost.timerOverheadSeconds,
                calibration: cost.calibration, commitLeadSeconds: settings.commitLeadSeconds
            ),
            profileOverride: settings.profileOverride, profileSettings: settings.profileSettings,
            configurations: configurations.map(RunReport.ConfigurationRecord.init), traces: []
        )
        report.thresholds = thresholds
        let declared = metrics.added.map(RunReport.MetricDeclaration.init)
        if !declared.isEmpty { report.metrics = declared }
        recordExternal(in: &report)
        var execution = Execution(report: report, tables: tables, renders: ReportDebugRenders(reportFolder: path ?? "", rendering: rendering), limit: limit)
        let drawsPictures = path != nil && settings.drawsDebugRenders
        let pictureSteps = drawsPictures ? ReportDebugRenders.picturesPerTrace : 0
        let chartSteps = path != nil && settings.shard == nil ? ReportCharts.kinds.count + metrics.added.count : 0
        let simulations = configurations.reduce(0) { $0 + repetitions(for: $1) + (poolsRepetitions(for: $1) ? 1 : 0) }
        sink.runStarted(steps: inputs.count * (simulations + pictureSteps + chartSteps))
        for (index, input) in inputs.enumerated() {
            if let streamed = try streamedTrace(for: input, sink: &sink) {
                execution.inputs.append(ShardManifest.Input(input: input.name, contentHash: streamed.scan.contentHash.description))
                let part = part(forTraceWith: streamed.scan.contentHash)
                skipOthersSteps(of: input.name, configurations: configurations(notIn: part), pictures: false, sink: &sink)
                guard let part else {
                    if drawsPictures { execution.renders.skipStreamed(input: input.name, samples: streamed.scan.sampleCount, notice: false) }
                    for _ in 0..<pictureSteps { sink.stepFinished("\(input.name): debug pictures skipped (streamed)") }
                    continue
                }
                if let calibration = cost.estimateCalibration {
                    try part.checkEstimatedTime(
                        streamed, input: input.name, elapsedSeconds: limit.elapsedSeconds, calibration: calibration,
                        drawsCharts: path != nil && settings.shard == nil
                    )
                }
                if let path, execution.tables == nil {
                    execution.folder = try OutputFolder(path, subfolders: ["data", "charts", "renders"])
                    execution.tables = try RunDataTables(folder: path)
                }
                let result = try part.simulateStreamed(streamed, input: input.name, limit: limit, tables: execution.tables, sink: &sink)
                sink.traceFinished(result, index: index, cost: execution.report.cost)
                execution.report.traces.append(result)
                if drawsPictures {
                    execution.renders.skipStreamed(input: input.name, samples: streamed.scan.sampleCount, notice: drawsOwnPictures(ofTraceWith: streamed.scan.contentHash))
                    for _ in 0..<pictureSteps { sink.stepFinished("\(input.name): debug pictures skipped (streamed)") }
                }
                continue
            }
            let loaded = try input.load()
            let (trace, canvasOffset) = try Self.placedOnCanvas(loaded, input: input.name)
            try RecordedPredictionCheck.check(trace, input: input.name, configurations: configurations, catalog: predictors)
            let contentHash = TraceContentHash(loaded)
            execution.inputs.append(ShardManifest.Input(input: input.name, contentHash: contentHash.description))
            let part = part(forTraceWith: contentHash), picturesHere = drawsPictures && drawsOwnPictures(ofTraceWith: contentHash)
            skipOthersSteps(of: input.name, configurations: configurations(notIn: part), pictures: drawsPictures && !picturesHere, sink: &sink)
            if drawsPictures && !picturesHere {
                execution.renders.reserveNames(for: trace, input: input.name, configurations: configurations.filter { $0.external == nil })
            }
            guard let part else { continue }
            let truth = TruthPaths(trace)
            if let calibration = cost.estimateCalibration {
                try part.checkEstimatedTime(
                    trace, input: input.name, elapsedSeconds: limit.elapsedSeconds, calibration: calibration, drawsPictures: picturesHere,
                    drawsCharts: path != nil && settings.shard == nil
                )
            }
            if let path, execution.tables == nil {
                execution.folder = try OutputFolder(path, subfolders: ["data", "charts", "renders"])
                execution.tables = try RunDataTables(folder: path)
            }
            let profileWarning = RecordedRateCheck.warning(trace, input: input.name)
            if let profileWarning { sink.notice(profileWarning) }
            var result = try part.simulate(
                trace, contentHash: contentHash, truth: truth, canvasOffset: canvasOffset, input: input.name, limit: limit,
                tables: execution.tables, sink: &sink
            )
            result.profileWarning = profileWarning
            sink.traceFinished(result, index: index, cost: execution.report.cost)
            execution.report.traces.append(result)
            if picturesHere {
                try execution.renders.add(trace, input: input.name, configurations: configurations.filter { $0.external == nil }, limit: limit) { sink.stepFinished($0) }
            }
        }
        if let path, settings.shard != nil, execution.tables == nil {
            execution.folder = try OutputFolder(path, subfolders: ["data", "charts", "renders"])
            execution.tables = try RunDataTables(folder: path)
        }
        execution.report.cost.measurement = measurementRecord(load: load)
        if let load = execution.report.cost.measurement?.load { sink.notice("machine during the run: \(load.summary)") }
        return execution
    }
}

/// What `BenchmarkRun.write(to:sink:)` wrote: the report, its folder and the charts rendered or
/// skipped (gnuplot missing, a chart without data).
public struct RunOutput {
    public var report: RunReport
    /// The report folder.
    public var folder: String
    public var charts: GnuplotRenderer.Outcome

    public init(report: RunReport, folder: String, charts: GnuplotRenderer.Outcome) {
        self.report = report
        self.folder = folder
        self.charts = charts
    }

    /// The path of report.json.
    public var reportPath: String { (folder as NSString).appendingPathComponent("report.json") }
}
