import Foundation
import InkMetrics

/// The cost growth chart of a run report.
extension ReportCharts {
    /// Most callbacks drawn per configuration; the fit uses them all.
    static let costPointsShown = 300

    /// Callback cost (handler + render) against the points already in the stroke, per
    /// configuration (representative run), log-log, from `data/callbacks.csv`. Each
    /// configuration's legend entry carries its growth exponent (`GrowthExponent`: the log-log
    /// least-squares slope through binned medians, fitted on every callback, so it equals the
    /// report's `costGrowth`), drawn as a dashed line; the dots are thinned to at most
    /// `costPointsShown` per configuration. Callbacks with no point in the stroke or zero cost have
    /// no logarithm and are not drawn. The frame budget (one display refresh) is a dotted line. Nil when no configuration has a callback to draw.
    static func costVsPoints(_ trace: RunReport.TraceResult, slug: String, costs: [RunKey: CostPointsSeries]) -> GnuplotChart? {
        var blocks: [String] = []
        var plots: [String] = []
        var functions: [String] = []
        var drawn: [CostPointsSeries] = []
        var curves: [(title: String, rows: [String])] = []
        for result in trace.results {
            guard let series = costs[RunKey(trace, result)], series.drawable > 0 else { continue }
            let index = blocks.count, colour = GnuplotChart.seriesColour(index)
            drawn.append(series)
            let rows = series.shown.map { "\(Int($0.points))\t\($0.cost * 1e6)" }
            curves.append((result.configuration, rows))
            blocks.append("# configuration \(GnuplotText.oneLine(result.configuration)): \(rows.count) of \(series.drawable) callbacks\n"
                + "# points_in_stroke\tcallback_cost_us\n" + rows.joined(separator: "\n"))
            let growth = series.growth
            // Rounded to the shown digits; `+ 0` turns −0 into 0 so a flat fit never reads "-0.00".
            let slope = growth.map { String(format: "%.2f", ($0.slope * 100).rounded() / 100 + 0) } ?? "n/a"
            plots.append("data index \(index) using 1:2 with points \(seriesMarker(index)) \(colour) "
                + "title \(GnuplotText.literal("\(result.configuration) (slope \(slope))"))")
            if let growth {
                functions.append("fit\(index)(x) = 1e6 * exp(\(growth.fit.intercept)) * x**\(growth.fit.slope)")
                plots.append("fit\(index)(x) with lines dashtype 2 linewidth 2.5 \(colour) notitle")
            }
        }
        guard !blocks.isEmpty else { return nil }
        let budget = 1e6 / trace.profile.displayHz
        plots.append("\(budget) with lines dashtype 3 linewidth 2 linecolor rgb \"#c0392b\" title "
            + GnuplotText.literal(String(format: "frame budget %.2f ms (%.0f Hz)", budget / 1e3, trace.profile.displayHz)))
        let name = "cost-vs-points-\(slug)"
        let coinciding = CoincidingSeries(curves)
        return GnuplotChart(
            name: name,
            caption: "Callback cost (handler + render) against the points already in the stroke on \(trace.input), µs, log-log; "
                + "the legend gives each configuration's fitted growth exponent (dashed line; fitted on every callback, dots thinned); "
                + "the dotted red line is the frame budget\(coinciding.captionSuffix)",
            commands: """
                data = \(GnuplotText.literal(name + ".dat"))
                \(functions.joined(separator: "\n"))
                set title \(GnuplotText.literal("Callback cost vs points in the stroke — \(trace.input)")) . "\\n" . \
                    "dots: callbacks (thinned); dashed: fitted power law, its slope in the legend"\(coinciding.titleLines) noenhanced
                set xlabel "points already in the stroke (log scale)"
                set ylabel "callback cost, handler + render (µs, log scale)"
                set logscale xy
                set autoscale fix
                \(singleValueRange("x", drawn.map { ($0.first?.points, $0.pointsAreOne) }))\(singleValueRange("y", drawn.map { ($0.first?.costMicroseconds, $0.costsAreOne) } + [(budget, true)]))
                set offsets graph 0.03, graph 0.03, graph 0.06, graph 0.06
                set grid
                set key below center maxrows 3 font ",10" spacing 1.2
                set bmargin 8
                plot \(plots.joined(separator: ", \\\n     "))
                """,
            dataFiles: [(name + ".dat", blocks.joined(separator: "\n\n\n") + "\n")]
        )
    }

    /// `set AXISrange [v/2:2v]` when every value drawn on the axis (all > 0) is the same v (one
    /// point in the stroke, a constant cost): a logarithmic axis fixed to the data would otherwise
    /// be empty, which gnuplot refuses ("y_min should not equal y_max"); else nothing. `sets` are
    /// the drawn values in groups, each given by its first value and whether all its values are
    /// that one.
    static func singleValueRange(_ axis: String, _ sets: [(first: Double?, allSame: Bool)]) -> String {
        guard let first = sets.first?.first, sets.allSatisfy({ $0.allSame && $0.first == first }) else { return "" }
        return "set \(axis)range [\(first / 2):\(first * 2)]\n"
    }

    /// A `points_in_stroke` cell as a count (whole points, truncated): nil unless it is finite and
    /// at most 10¹⁵ in magnitude. The run writes whole numbers; a table edited by hand or damaged
    /// may hold 1e308, inf or nan, which would trap when converted, so such rows are left out.
    static func pointCount(_ value: Double) -> Int? {
        guard value.isFinite, abs(value) <= 1e15 else { return nil }
        return Int(value)
    }
}
