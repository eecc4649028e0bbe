import Foundation
import InkMetrics

/// The lag budget chart of a run report.
extension ReportCharts {
    /// The fill colour of each stage of `LagBudget.stages`, in order.
    private static let stageColours = ["#8c8c8c", "#dd8452", "#c44e52", "#4c72b0", "#55a868", "#8172b3"]

    /// One stacked bar per configuration: its mean touch-to-display lag split into the stages of
    /// `LagBudget` (digitizer, wait for callback, handler, render, compositor, scan-out), ms, with
    /// the mean lag written above the bar. Means, so the stages add up to the mean lag. Nil when
    /// no configuration has a budget (a browser run's stages are not all known).
    static func lagBudget(_ trace: RunReport.TraceResult, slug: String) -> GnuplotChart? {
        let budgets = trace.results.map(\.lagBudget)
        guard budgets.contains(where: { $0 != nil }) else { return nil }
        let names = trace.results.map(\.configuration)
        let name = "lag-budget-\(slug)"
        let stages = LagBudget.stages
        let rows = zip(budgets, trace.results).map { budget, result in
            stages.map { stage in budget.map { String(format: "%.6f", $0[keyPath: stage.value] * 1e3) } ?? "0" }
                + [budget.map { String(format: "%.6f", $0.total * 1e3) } ?? "0", "\"\(Self.totalLabel(budget, mean: result.headlineMeanLag))\""]
        }
        let highest = budgets.compactMap { $0?.total }.max() ?? 0
        let plots = stages.enumerated().map { index, stage in
            "\(index == 0 ? "data" : "''") using \(index + 2) linecolor rgb \"\(stageColours[index])\" title \(GnuplotText.literal(stage.title))"
        } + ["'' using 0:\(stages.count + 2):\(stages.count + 3) with labels offset 0,0.7 font \",9\" notitle"]
        return GnuplotChart(
            name: name,
            caption: "Lag budget per configuration on \(trace.input): the mean touch-to-display lag (written above each bar, ms) split into "
                + "the mean time of its shown samples in each stage — digitizer (input latency), wait for callback (delivery, coalescing, "
                + "a busy main thread), handler, render (the render's cost, and any wait for the render that showed the sample), "
                + "compositor (waiting for the commit vsync, then the compositor's frames) and scan-out. Means, not medians, so the stages "
                + "add up to the mean lag; a bar without a budget (unknown stages) is labelled so",
            commands: """
                data = \(GnuplotText.literal(name + ".dat"))
                set datafile separator "\\t"
                set title \(GnuplotText.literal("Lag budget per stage (means, adding up to the mean lag) — \(trace.input)")) noenhanced
                set ylabel "mean touch-to-display lag (ms)"
                set yrange [0:\(max(highest * 1e3 * 1.15, 1))]
                set grid ytics
                set style data histograms
                set style histogram rowstacked
                set style fill solid 0.85 border -1
                set boxwidth 0.6
                set xrange [-0.6:\(Double(names.count) - 0.4)]
                \(categoryTics(names, angle: names.count > 4 ? 45 : 20))
                set key below center horizontal maxrows 1
                set bmargin 9
                plot \(plots.joined(separator: ", \\\n     "))
                """,
            dataFiles: [(name + ".dat", "# index\t" + stages.map { $0.key + "_ms" }.joined(separator: "\t") + "\tmean_lag_ms\tlabel\n"
                + categoryRows(names, values: rows))]
        )
    }

    /// The text above a bar: the mean lag its stages add up to, or why there is no bar.
    private static func totalLabel(_ budget: LagBudget?, mean: Double?) -> String {
        guard let budget else { return mean == nil ? "no lag" : "stages unknown" }
        return String(format: "%.1f ms", budget.total * 1e3)
    }
}
