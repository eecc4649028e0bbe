import Foundation
import InkMetrics
import InkSim

/// `summary.md` of a run, fit for a CI job summary: the verdict first (`VerdictMatrix`: trace ×
/// configuration against the frame budget of its profile, with a baseline each cell's change;
/// one short bullet per trace; every verdict column and what it means folded), then a key table
/// per trace, then the full tables folded in `<details>`. With repetitions, cost cells read `median ± half-range` over
/// the runs. Times in milliseconds (lag) and microseconds (cost).
public enum RunSummaryMarkdown {
    /// The page; with `baseline`, the matrix shows each cell's change against it.
    public static func render(_ report: RunReport, baseline: RunBaseline? = nil) -> String {
        var lines = [report.cost.browser == nil ? "# inkbench run" : "# inkbench web", ""]
        var costText = "\(report.cost.mode.rawValue) cost"
        if report.cost.cpuScale != 1 { costText += " × \(report.cost.cpuScale)" }
        if report.cost.repetitions > 1 {
            costText += report.cost.measurement == nil
                ? ", \(report.cost.repetitions) runs per configuration (cells: median ± half-range)"
                : ", \(report.cost.repetitions) repetitions per configuration (cells: the pooled run ± half-range of the repetitions)"
        }
        lines.append("\(counted(report.traces.count, "trace")) × \(counted(report.configurations.count, "configuration")), \(costText); \(report.tool).")
        lines += RunReport.externalSummaryLines(report)
        lines += RunReport.measurementSummaryLines(report)
        lines += verdict(report, baseline: baseline)
        if !report.declaredMetrics.isEmpty {
            lines += ["", "Registered metrics:", ""] + report.declaredMetrics.map { "- `\($0.name)` (\($0.unit)): \($0.summary)" }
        }
        lines += browser(report)
        for trace in report.traces {
            lines.append("")
            lines.append("## \(MarkdownText.escaped(trace.input))")
            lines.append("")
            var about = "\(trace.samples) samples, \(trace.strokes) strokes, \(String(format: "%.2f", trace.durationSeconds)) s on \(trace.profile.name)."
            if let offset = trace.canvasOffset {
                about += String(
                    format: " Moved by (%.1f, %.1f) pt to lie on the %.0f × %.0f pt canvas (sizes and speeds kept).",
                    offset.x, offset.y, trace.profile.canvasWidthPoints, trace.profile.canvasHeightPoints
                )
            }
            lines.append(about)
            if let warning = trace.profileWarning { lines += ["", "> \(warning)"] }
            lines.append("")
            lines += table(keyHeader, trace.results.map { keyRow($0) })
            lines += RunReport.measurementSummaryLines(trace)
            let budgets = LagBudgetTable.rows(trace)
            if !budgets.isEmpty { lines += ["", LagBudgetTable.caption, ""] + table(LagBudgetTable.header, budgets) }
            let horizons = trace.results.compactMap { PredictionHorizonSummary(configuration: $0.configuration, run: representative($0)) }
            if !horizons.isEmpty {
                lines += ["", "Prediction horizon asked per callback beside the lag the prediction hides (lag p50 − effective lag p50):", ""]
                lines += table(PredictionHorizonSummary.header, horizons.map(\.cells))
            }
            let predicted = trace.results.compactMap { result in result.predictionError.map { (result.configuration, nil as Double?, $0) } }
            if !predicted.isEmpty {
                lines += ["", "Prediction error of the predicted points shown (points, median / p90 per horizon bucket):", ""]
                lines += PredictionBucketTable(title: "configuration", series: predicted, scored: false).markdown
            }
            if !report.declaredMetrics.isEmpty {
                lines += ["", "Registered metrics (representative run):", ""]
                lines += table(["configuration"] + report.declaredMetrics.map(\.name), trace.results.map { registeredRow($0, metrics: report.declaredMetrics) })
            }
            lines.append("")
            lines.append("<details><summary>All metrics</summary>")
            lines.append("")
            lines += table(
                ["configuration", "callbacks", "deferred", "frames", "late", "superseded", "stale", "tip gap p50 mm", "eff. lag p50 ms",
                 "handler p50 µs", "render p50 µs", "cost/sample p50 µs", "growth", "points recomputed", "pixels touched"],
                trace.results.map { fullRow($0) }
            )
            lines.append("")
            lines.append("</details>")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The verdict section: the matrix, one short bullet per trace, then every verdict column and
    /// what it means, folded.
    static func verdict(_ report: RunReport, baseline: RunBaseline? = nil) -> [String] {
        let all = FrameBudgetVerdict.all(report)
        guard !all.isEmpty else { return ["", "No results."] }
        let matrix = VerdictMatrix(report, baseline: baseline)
        var lines = ["", "## Verdict", ""]
        var about = (matrix.commonBudget.map { "Frame budget \($0) on every trace. " } ?? "") + VerdictMatrix.legend
        if let floor = matrix.floorText { about += " The platform's floor (lag p50 / p99): \(MarkdownText.escaped(floor))." }
        if let baseline {
            about += " Second line: the change against the baseline **\(MarkdownText.escaped(baseline.name))** (\(MarkdownText.escaped(baseline.provenance))): verdict and headroom "
                + "before → now, lag p50 / p99 change, and how many metrics moved beyond their threshold as `inkbench compare` decides "
                + "(listed below)."
        }
        lines += [about, ""] + matrix.markdown + [""]
        lines += zip(matrix.traceLines, matrix.budgets).map { entry, budget in
            "- **\(MarkdownText.escaped(entry.trace))**: \(MarkdownText.escaped(entry.line))" + (matrix.commonBudget == nil ? " (frame budget \(budget))" : "")
        }
        let added = FrameBudgetVerdict.all(report).flatMap { entry in
            entry.verdicts.compactMap { verdict in
                verdict.lagAddedText.map { "- \(MarkdownText.escaped(entry.trace)) × \(MarkdownText.escaped(verdict.configuration)) \($0)" }
            }
        }
        if !added.isEmpty { lines += ["", "The lag each configuration adds over the platform's floor (p50 / p99):", ""] + added }
        let moved = matrix.cells.joined().compactMap { cell in
            cell?.change.flatMap { $0.detail.isEmpty ? nil : "- " + MarkdownText.escaped("\($0.current.trace)/\($0.current.configuration): \($0.detail)") }
        }
        if !moved.isEmpty {
            lines += ["", "<details><summary>Metrics that moved against the baseline</summary>", ""] + moved + ["", "</details>"]
        }
        lines += ["", "<details><summary>Every verdict column</summary>", ""]
        lines += table(["trace"] + FrameBudgetVerdict.columns, all.flatMap { entry in entry.verdicts.map { [entry.trace] + $0.cells } })
        lines.append("")
        lines += FrameBudgetVerdict.explanations.map { "- \($0)" }
        lines += ["", "</details>"]
        return lines
    }

    /// A browser run's sections: the browser, the replay of each run, and the model against
    /// the measurement; empty for a simulated run.
    static func browser(_ report: RunReport) -> [String] {
        let replays = BrowserRunTables.replayRows(report)
        guard !replays.isEmpty else { return [] }
        var lines = ["", "## Browser", ""]
        if let browser = report.cost.browser {
            lines.append("\(browser.product), started as `\(browser.commandLine.joined(separator: " "))`, tracing \(browser.categories.joined(separator: ", ")).")
            lines.append("")
        }
        lines += table(BrowserRunTables.replayHeader, replays)
        let models = BrowserRunTables.modelRows(report)
        if !models.isEmpty {
            lines += ["", "### Model against measurement", ""]
            lines += table(BrowserRunTables.modelHeader, models)
        }
        lines.append("")
        lines += BrowserRunTables.explanations.map { "- \($0)" }
        return lines
    }

    private static func representative(_ result: RunReport.ConfigurationResult) -> SimulationMetrics {
        result.runs[result.representativeRun]
    }

    /// Column titles of `keyRow`.
    static let keyHeader = [
        "configuration", "lag p50 ms", "lag p99 ms", "eff. lag p50 ms", "tip gap p50 mm", "missed frames", "dropped samples", "cost p50 µs", "cost p99 µs",
    ]

    /// The key numbers of one configuration on one trace (the pooled run's, else the median
    /// over the runs, ± half-range over the repetitions); the same cells in summary.md and
    /// index.html.
    static func keyRow(_ result: RunReport.ConfigurationResult) -> [String] {
        let run = representative(result)
        let runs = result.repetitions
        let pooled = result.pooledRun.map { result.runs[$0] }
        return [
            result.configuration, spread(runs.map(\.lag.p50), pooled?.lag.p50, scale: 1e3), spread(runs.map(\.lag.p99), pooled?.lag.p99, scale: 1e3),
            spread(runs.map(\.effectiveLag.p50), pooled?.effectiveLag.p50, scale: 1e3),
            spread(runs.map(\.tipGapMM.p50), pooled?.tipGapMM.p50, scale: 1, digits: "%.2f"),
            spread(runs.map { Double($0.missedFrames.count) }, pooled.map { Double($0.missedFrames.count) }, scale: 1)
                + String(format: " (%.1f%%)", run.missedFrames.rate * 100),
            String(format: "%d (%.1f%%)", run.droppedSamples.count, run.droppedSamples.rate * 100),
            spread(runs.map(\.callbackCost.p50), pooled?.callbackCost.p50, scale: 1e6),
            spread(runs.map(\.callbackCost.p99), pooled?.callbackCost.p99, scale: 1e6),
        ]
    }

    private static func fullRow(_ result: RunReport.ConfigurationResult) -> [String] {
        let run = representative(result)
        return [
            result.configuration, "\(run.callbacks)", "\(run.deferredCallbacks.count)", "\(run.frames)", "\(run.lateFrames.count)",
            "\(run.supersededFrames)", "\(run.staleProperties.count)", run.tipGapMM.p50.map { String(format: "%.2f", $0) } ?? "n/a",
            run.effectiveLag.p50.map(milli) ?? "n/a", micro(run.handlerCost.p50), micro(run.renderCost.p50), micro(run.costPerSample.p50),
            run.costGrowth.map { String(format: "%.2f", $0.slope) } ?? "n/a", "\(run.pointsRecomputed)", "\(run.pixelsTouched)",
        ]
    }

    /// The declared metrics' values of one configuration's representative run.
    private static func registeredRow(_ result: RunReport.ConfigurationResult, metrics: [RunReport.MetricDeclaration]) -> [String] {
        let values = representative(result).registered ?? [:]
        return [result.configuration] + metrics.map { metric in
            switch values[metric.name] {
            case .count(let count)?: "\(count)"
            case .share(let count, let total)?: String(format: "%d (%.1f%%)", count, total > 0 ? Double(count) / Double(total) * 100 : 0)
            case .number(let value)?: ComparisonFormat.value(value, unit: metric.unit)
            case nil: "n/a"
            }
        }
    }

    /// `center` (else the median over runs), with `± half-range` when the runs differ; values ×
    /// `scale`.
    private static func spread(_ values: [Double?], _ center: Double? = nil, scale: Double, digits: String? = nil) -> String {
        let present = values.compactMap { $0 }.map { $0 * scale }.sorted()
        guard let low = present.first, let high = present.last else { return center.map { String(format: digits ?? (scale == 1 ? "%.0f" : "%.1f"), $0 * scale) } ?? "n/a" }
        let median = center.map { $0 * scale } ?? present[present.count / 2]
        let digits = digits ?? (scale == 1 ? "%.0f" : "%.1f")
        if present.count == 1 || low == high { return String(format: digits, median) }
        return String(format: digits, median) + " ± " + String(format: digits, (high - low) / 2)
    }

    private static func milli(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1e3) }
    private static func micro(_ seconds: Double?) -> String { seconds.map { String(format: "%.1f", $0 * 1e6) } ?? "n/a" }

    private static func table(_ header: [String], _ rows: [[String]]) -> [String] {
        MarkdownTable.lines(header, rows)
    }

    /// `count` and `noun`, plural unless one: "1 trace", "4 configurations".
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
