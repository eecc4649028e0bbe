/// `summary.md` of `inkbench predict --out`, verdict first: the best predictor of each trace by
/// score (median effective error over all targets, points and mm), then per trace the
/// predictor × horizon bucket table of median / 90th percentile error (points).
public enum PredictionSummaryMarkdown {
    public static func render(_ results: [PredictionTraceResult]) -> String {
        var lines = ["# inkbench predict", ""]
        let verdicts = results.compactMap { result in
            PredictionBucketTable.best(result).map { best in
                "best on \(MarkdownText.escaped(result.input)): **\(MarkdownText.escaped(best.predictor))**, score \(PredictionBucketTable.number(best.score)) pt "
                    + "(\(PredictionBucketTable.number(best.score / result.evaluation.pointsPerMM)) mm)"
            }
        }
        lines.append(verdicts.isEmpty ? "No prediction was in range." : verdicts.joined(separator: "; ") + ".")
        lines.append("")
        lines.append("Score: median error over all targets (an abstention counts as showing the newest sample); lower is better.")
        for result in results {
            let evaluation = result.evaluation
            lines += [
                "", "## \(MarkdownText.escaped(result.input))", "",
                "\(result.trace.samples.count) samples, \(evaluation.callbackCount) callbacks; targets: \(evaluation.targets); "
                    + "truth: \(evaluation.truthSource.rawValue); \(PredictionBucketTable.number(evaluation.pointsPerMM)) pt/mm.",
                "",
            ]
            lines += PredictionBucketTable(result).markdown
            if !result.fixedHorizonSummaries.isEmpty {
                lines += ["", "At fixed horizons (newest sample + horizon) in the same recorded callbacks:", ""]
                lines += PredictionBucketTable(
                    title: "predictor", series: result.fixedHorizonSummaries.map { ($0.predictor, $0.score, $0.buckets) }, scored: true
                ).markdown
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
