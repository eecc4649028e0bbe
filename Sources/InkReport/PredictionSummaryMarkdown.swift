/// `summary.md` of `inkbench predict --out`, verdict first: the best predictor of each trace by
/// score (median effective error over all targets, points and mm), then per trace the
/// predictor × horizon bucket table of median / 90th percentile error (points).
package enum PredictionSummaryMarkdown {
    package static func render(_ results: [PredictionTraceResult]) -> String {
        render(results.map(PredictionDataFiles.TraceEntry.init))
    }

    /// The summary of the traces as `predictions.json` holds them (what `inkbench merge` has).
    static func render(_ traces: [PredictionDataFiles.TraceEntry]) -> String {
        var lines = ["# inkbench predict", ""]
        let verdicts = traces.compactMap { trace in
            PredictionBucketTable.best(trace.summaries).map { best in
                "best on \(MarkdownText.escaped(trace.input)): **\(MarkdownText.escaped(best.predictor))**, score \(PredictionBucketTable.number(best.score)) pt "
                    + "(\(PredictionBucketTable.number(best.score / trace.pointsPerMM)) mm)"
            }
        }
        lines.append(verdicts.isEmpty ? "No prediction was in range." : verdicts.joined(separator: "; ") + ".")
        lines.append("")
        lines.append("Score: median error over all targets (an abstention counts as showing the newest sample); lower is better.")
        for trace in traces {
            lines += [
                "", "## \(MarkdownText.escaped(trace.input))", "",
                "\(trace.samplesText)\(trace.callbacks) callbacks; targets: \(trace.targets); "
                    + "truth: \(trace.truth); \(PredictionBucketTable.number(trace.pointsPerMM)) pt/mm.",
                "",
            ]
            lines += PredictionBucketTable(trace.summaries).markdown
            if !trace.fixedHorizonSummaries.isEmpty {
                lines += ["", "At fixed horizons (newest sample + horizon) in the same recorded callbacks:", ""]
                lines += PredictionBucketTable(
                    title: "predictor", series: trace.fixedHorizonSummaries.map { ($0.predictor, $0.score, $0.buckets) }, scored: true
                ).markdown
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
