import Foundation
import InkFormats
import InkIO
import InkMetrics
import InkModel
import InkPipeline
import InkReport
import InkRun
import InkSim

/// A browser run: traces replayed into pages in headless Chromium and measured from the
/// browser's own trace, reported exactly as a simulated run — report.json (cost mode `browser`,
/// with the browser's version and flags), summary.md with the verdict, data/*.csv, charts/ and
/// index.html — with each run's raw browser trace in browser/. `inkbench web` is this call
/// behind its options.
///
/// ```swift
/// let run = WebRun(
///     pages: [try WebPage(argument: "Examples/Web/incremental.html")],
///     inputs: [RunInput(name: "handwriting", trace: trace)]
/// )
/// var sink = SilentRunSink()
/// let output = try run.write(to: "reports/web", sink: &sink)
/// ```
///
/// Each page is a configuration; each trace is placed on its profile's canvas (which becomes the
/// page's viewport, one point per CSS px), replayed into every page `settings.repetitions` times,
/// each time in a fresh browser, and measured (`BrowserProbes`). Nothing is written unless every
/// replay succeeded.
package struct WebRun {
    package var pages: [WebPage]
    package var inputs: [RunInput]
    package var settings: WebRunSettings
    /// The tool recorded in report.json.
    package var tool: String

    package init(pages: [WebPage], inputs: [RunInput], settings: WebRunSettings = WebRunSettings(), tool: String = "inkbench") {
        self.pages = pages
        self.inputs = inputs
        self.settings = settings
        self.tool = tool
    }

    /// Replays, measures and writes the report folder `folder` (created if missing; the previous
    /// report stays as it was when anything fails), then, with `charts`, its charts and
    /// index.html.
    package func write(to folder: String, charts drawsCharts: Bool = true, sink: inout some RunSink) throws -> RunOutput {
        guard !pages.isEmpty else { throw WebRunError("a browser run needs at least one page") }
        guard !inputs.isEmpty else { throw WebRunError("a browser run needs at least one trace") }
        guard (1...100).contains(settings.repetitions) else { throw WebRunError("repetitions must be 1…100 (got \(settings.repetitions))") }
        let existed = FileManager.default.fileExists(atPath: folder)
        let held: OutputFolder
        let tables: RunDataTables
        var pending: [AtomicFileWriter] = []
        var report: RunReport
        do {
            held = try OutputFolder(folder, subfolders: ["data", "charts", "browser"])
            try Self.makeFolder((folder as NSString).appendingPathComponent("browser"))
            tables = try RunDataTables(folder: folder)
            report = try measure(folder: folder, tables: tables, pending: &pending, sink: &sink)
            try RunOutputFiles.write(report, tables: tables, pending: pending, to: folder)
        } catch {
            for writer in pending { writer.discard() }
            if !existed { UnusedFolderRemoval.removeIfUnused(folder) }
            throw error
        }
        Self.removeOtherTraces(in: (folder as NSString).appendingPathComponent("browser"), keeping: Set(pending.map(\.path)))
        sink.outputsCommitted(folder: folder)
        let charts = drawsCharts
            ? try withExtendedLifetime(held) {
                try ReportCharts.render(report, outputFolder: folder) { (chart: String) in sink.stepFinished("chart \(chart)") }
            }
            : GnuplotRenderer.Outcome()
        report.renders = nil
        return RunOutput(report: report, folder: folder, charts: charts)
    }

    private func measure(folder: String, tables: RunDataTables, pending: inout [AtomicFileWriter], sink: inout some RunSink) throws -> RunReport {
        let runs = settings.repetitions
        var report = RunReport(
            tool: tool, environment: .current(),
            cost: RunReport.CostSettings(mode: BrowserProbes.costKind, cpuScale: 1, repetitions: runs, timerOverheadSeconds: 0, calibration: nil, commitLeadSeconds: 0),
            profileOverride: nil, profileSettings: [], configurations: pages.map(Self.configurationRecord)
        )
        for (traceIndex, input) in inputs.enumerated() {
            let loaded = try input.load()
            let (placed, canvasOffset) = try BenchmarkRun.placedOnCanvas(loaded, input: input.name)
            let schedule = try WebInputSchedule(placed)
            if traceIndex == 0 {
                // Progress counts seconds of replay (a long trace takes as long as it lasts) and the charts.
                let seconds = Self.progressSteps(schedule)
                sink.runStarted(steps: inputs.count * (pages.count * runs * seconds + ReportCharts.kinds.count))
            }
            var results: [RunReport.ConfigurationResult] = []
            var shifted = placed
            for page in pages {
                var metrics: [SimulationMetrics] = []
                var records: [BrowserRunRecord] = []
                for run in 0..<runs {
                    let file = "browser/\(Self.fileStem((input.name as NSString).lastPathComponent))--\(Self.fileStem(page.name))--\(run + 1).json.gz"
                    let writer = try AtomicFileWriter(path: (folder as NSString).appendingPathComponent(file))
                    pending.append(writer)
                    let label = "\(input.name) × \(page.name), run \(run + 1)/\(runs)"
                    var stepsDone = 0
                    let outcome = try BrowserSession.replay(
                        schedule, into: page, canvas: placed.header.profile.canvasSize, settings: settings, traceOutput: writer
                    ) { sent in
                        let seconds = Int(schedule.dispatches[max(0, sent - 1)].time - schedule.dispatches[0].time)
                        while stepsDone < seconds {
                            sink.stepFinished("\(label): replaying")
                            stepsDone += 1
                        }
                    }
                    let measured: BrowserRunMeasure
                    do {
                        measured = try BrowserRunMeasure(
                            outcome: outcome, tracePath: writer.temporaryPath, traceFile: file, schedule: schedule, trace: placed, page: page, seed: settings.seed
                        )
                    } catch {
                        throw WebRunError("\(input.name) × \(page.name): \(error)")
                    }
                    if report.cost.browser == nil {
                        report.cost.browser = BrowserRecord(product: outcome.product, commandLine: outcome.commandLine, categories: settings.categories)
                    }
                    try tables.append(measured.rows, prefix: RunDataTables.rowPrefix(input: input.name, configuration: page.name, run: run), timed: true)
                    if run == 0, page == pages[0] {
                        shifted = measured.trace
                        shifted.header.profile = measured.record.profile
                    }
                    var browser = measured.browser
                    browser.model = WebModel(measured, seed: settings.seed).compare(measured, presentDelay: measured.presentDelay, fit: settings.fitsProfile)
                    metrics.append(measured.metrics)
                    records.append(browser)
                    for _ in stepsDone..<Self.progressSteps(schedule) { sink.stepFinished(label) }
                }
                var result = BenchmarkRun.configurationResult(page.name, runs: metrics, predictionErrors: metrics.map { _ in nil })
                result.browser = records
                results.append(result)
            }
            let trace = BenchmarkRun.traceResult(
                input: input.name, header: shifted.header, samples: shifted.samples.count, strokes: shifted.touchIDs.count,
                updates: shifted.updates.count, duration: shifted.duration, truth: TruthPaths(shifted).source, canvasOffset: canvasOffset,
                contentHash: TraceContentHash(loaded), results: results
            )
            sink.traceFinished(trace, index: traceIndex, cost: report.cost)
            report.traces.append(trace)
        }
        return report
    }

    /// Progress steps of one replay of `schedule`: one per second of the trace, and one for
    /// measuring it.
    static func progressSteps(_ schedule: WebInputSchedule) -> Int {
        Int((schedule.dispatches.last?.time ?? 0) - (schedule.dispatches.first?.time ?? 0)) + 1
    }

    /// The report's record of a page as a configuration: its URL as the summary, and `page`
    /// for every part the page does itself.
    static func configurationRecord(_ page: WebPage) -> RunReport.ConfigurationRecord {
        var record = RunReport.ConfigurationRecord(PipelineConfiguration(name: page.name, summary: page.url, geometry: .naive))
        record.description = "the page \(page.url) in headless Chromium"
        record.geometry = "page"
        record.filters = []
        record.smoother = "page"
        record.prediction = "page"
        record.redraw = "page"
        record.renderer = "page"
        return record
    }

    private static func makeFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw WebRunError("\(path): cannot create the folder")
        }
    }

    /// Removes the browser traces an earlier run left in `folder` that this run did not write.
    private static func removeOtherTraces(in folder: String, keeping: Set<String>) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".json.gz") {
            let path = (folder as NSString).appendingPathComponent(name)
            if !keeping.contains(path) { try? FileManager.default.removeItem(atPath: path) }
        }
    }

    /// A name made safe for a file name: letters, digits, `-`, `_` and `.` kept, the rest `_`.
    static func fileStem(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" }.prefix(80))
    }
}
