import Foundation
import InkFormats

/// Writes the report folder of `inkbench predict --out`: `predictions.json` and
/// `predictions.csv` (`PredictionDataFiles`), `summary.md` (`PredictionSummaryMarkdown`),
/// `charts/prediction-error-SLUG` per trace (`PredictionErrorChart`, one series per predictor;
/// SVG and PNG with the `.gp` script and `.dat` data) and `index.html`
/// (`PredictionIndexHTML`), each file written atomically.
public enum PredictionReportFiles {
    /// Writes every file into `folder` (created if missing) with `horizons` (seconds) as asked;
    /// returns what became of the charts.
    @discardableResult
    public static func write(
        _ results: [PredictionTraceResult], horizons: [Double], to folder: String, renderer: GnuplotRenderer = GnuplotRenderer()
    ) throws -> GnuplotRenderer.Outcome {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportError("\(folder): cannot create the output folder")
        }
        let path = { (name: String) in (folder as NSString).appendingPathComponent(name) }
        try AtomicFileWriter.write(try PredictionDataFiles.json(results, horizons: horizons), to: path("predictions.json"))
        try AtomicFileWriter.write(PredictionDataFiles.csv(results), to: path("predictions.csv"))
        try AtomicFileWriter.write(PredictionSummaryMarkdown.render(results), to: path("summary.md"))
        let charts = charts(for: results)
        let outcome = try renderer.render(charts.compactMap { $0 }, into: path("charts"))
        try AtomicFileWriter.write(PredictionIndexHTML.render(results, charts: charts, outcome: outcome), to: path("index.html"))
        return outcome
    }

    /// The prediction error vs horizon chart of each result (by index; nil when no predictor
    /// has an in-range answer), named `prediction-error-SLUG` with slugs unique per report.
    public static func charts(for results: [PredictionTraceResult]) -> [GnuplotChart?] {
        zip(results, ChartSlugs.unique(results.map(\.input))).map { result, slug in
            PredictionErrorChart.chart(
                name: "prediction-error-\(slug)", subject: result.input, seriesTitle: "predictor",
                series: result.summaries.map { ($0.predictor, $0.buckets) }
            )
        }
    }
}
