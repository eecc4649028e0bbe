/// `index.html` of `inkbench predict --out`: one self-contained page (inline style, no scripts,
/// no network) with, per trace, the predictor × horizon bucket table and the rendered prediction
/// error chart; charts that were skipped are listed with the reason.
package enum PredictionIndexHTML {
    /// The page; `charts` holds each result's chart (by index; nil when it has none).
    package static func render(_ results: [PredictionTraceResult], charts: [GnuplotChart?], outcome: GnuplotRenderer.Outcome) -> String {
        render(results.map(PredictionDataFiles.TraceEntry.init), charts: charts, outcome: outcome)
    }

    /// The page of the traces as `predictions.json` holds them (what `inkbench merge` has).
    static func render(_ traces: [PredictionDataFiles.TraceEntry], charts: [GnuplotChart?], outcome: GnuplotRenderer.Outcome) -> String {
        let escape = RunIndexHTML.escape
        var html = IndexPageHTML.head(title: "inkbench predict") + """
            <p>Prediction error per predictor and horizon bucket, points: median / 90th percentile; score: median error over all \
            targets (an abstention counts as showing the newest sample), lower is better. Files: \
            <a href="predictions.json">predictions.json</a>, <a href="predictions.csv">predictions.csv</a>, \
            <a href="summary.md">summary.md</a>.</p>

            """
        for (trace, chart) in zip(traces, charts) {
            html += "<h2>\(escape(trace.input))</h2>\n<p>\(trace.samplesText)\(trace.callbacks) callbacks; "
                + "targets: \(escape(trace.targets)); truth: \(escape(trace.truth)).</p>\n"
            if let best = PredictionBucketTable.best(trace.summaries) {
                html += "<p>Best: <strong>\(escape(best.predictor))</strong>, score \(PredictionBucketTable.number(best.score)) pt.</p>\n"
            }
            html += tableHTML(PredictionBucketTable(trace.summaries))
            if !trace.fixedHorizonSummaries.isEmpty {
                html += "<p>At fixed horizons (newest sample + horizon) in the same recorded callbacks:</p>\n"
                html += tableHTML(PredictionBucketTable(
                    title: "predictor", series: trace.fixedHorizonSummaries.map { ($0.predictor, $0.score, $0.buckets) }, scored: true
                ))
            }
            if let chart, outcome.rendered.contains(chart.name) { html += IndexPageHTML.figure(chart) }
        }
        return html + IndexPageHTML.skippedCharts(outcome) + "</body></html>\n"
    }

    private static func tableHTML(_ table: PredictionBucketTable) -> String {
        var html = "<table><tr>" + table.header.map { "<th>\(RunIndexHTML.escape($0))</th>" }.joined() + "</tr>\n"
        for row in table.rows { html += "<tr>" + row.map { "<td>\(RunIndexHTML.escape($0))</td>" }.joined() + "</tr>\n" }
        return html + "</table>\n"
    }
}
