import Foundation
import InkIO
import InkMetrics

/// Writes the report folder of `inkbench predict --out`: `predictions.json` and
/// `predictions.csv` (`PredictionDataFiles`), `summary.md` (`PredictionSummaryMarkdown`),
/// `charts/prediction-error-SLUG` per trace (`PredictionErrorChart`, one series per predictor;
/// SVG and PNG with the `.gp` script and `.dat` data) and `index.html`
/// (`PredictionIndexHTML`), each file written atomically.
package enum PredictionReportFiles {
    /// Writes every file into `folder` (created if missing) with `horizons` (seconds) as asked;
    /// returns what became of the charts.
    @discardableResult
    package static func write(
        _ results: [PredictionTraceResult], horizons: [Double], to folder: String, renderer: GnuplotRenderer = GnuplotRenderer()
    ) throws -> GnuplotRenderer.Outcome {
        try write(PredictionDataFiles.report(results, horizons: horizons), csv: Array(PredictionDataFiles.csv(results).utf8), to: folder, renderer: renderer)
    }

    /// Writes every file of the folder from what `predictions.json` holds (`report`) and the
    /// bytes of `predictions.csv`: the files of a whole evaluation, and of `inkbench merge`.
    static func write(
        _ report: PredictionDataFiles.Report, csv: [UInt8], to folder: String, renderer: GnuplotRenderer
    ) throws -> GnuplotRenderer.Outcome {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportError("\(folder): cannot create the output folder")
        }
        let path = { (name: String) in (folder as NSString).appendingPathComponent(name) }
        try AtomicFileWriter.write(try PredictionDataFiles.json(report), to: path("predictions.json"))
        try AtomicFileWriter.write(csv, to: path("predictions.csv"))
        try AtomicFileWriter.write(PredictionSummaryMarkdown.render(report.traces), to: path("summary.md"))
        let charts = charts(inputs: report.traces.map(\.input), summaries: report.traces.map(\.summaries))
        let outcome = try renderer.render(charts.compactMap { $0 }, into: path("charts"))
        try AtomicFileWriter.write(PredictionIndexHTML.render(report.traces, charts: charts, outcome: outcome), to: path("index.html"))
        try? FileManager.default.removeItem(atPath: path(ShardManifest.fileName))
        return outcome
    }

    /// A `predictions.json` read back, for `replot`.
    package struct Saved {
        let report: PredictionDataFiles.Report
    }

    /// The `predictions.json` at `path`; one line when it cannot be read or is not one.
    package static func load(predictionsJSON path: String) throws -> Saved {
        Saved(report: try PredictionDataFiles.load(path: path))
    }

    /// Re-plots the charts of a loaded `predictions.json` into `folder/charts` (the same
    /// names, so the folder's `index.html` shows them); returns what became of them.
    package static func replot(_ saved: Saved, into folder: String, renderer: GnuplotRenderer = GnuplotRenderer()) throws -> GnuplotRenderer.Outcome {
        let traces = saved.report.traces
        let charts = charts(inputs: traces.map(\.input), summaries: traces.map(\.summaries))
        return try renderer.render(charts.compactMap { $0 }, into: (folder as NSString).appendingPathComponent("charts"))
    }

    /// The prediction error vs horizon chart of each result (by index; nil when no predictor
    /// has an in-range answer), named `prediction-error-SLUG` with slugs unique per report.
    package static func charts(for results: [PredictionTraceResult]) -> [GnuplotChart?] {
        charts(inputs: results.map(\.input), summaries: results.map(\.summaries))
    }

    /// One chart per trace input, from its predictors' summaries.
    private static func charts(inputs: [String], summaries: [[PredictorSummary]]) -> [GnuplotChart?] {
        zip(zip(inputs, ChartSlugs.unique(inputs)), summaries).map { named, predictors in
            PredictionErrorChart.chart(
                name: "prediction-error-\(named.1)", subject: named.0, seriesTitle: "predictor",
                series: predictors.map { ($0.predictor, $0.buckets) }
            )
        }
    }
}
