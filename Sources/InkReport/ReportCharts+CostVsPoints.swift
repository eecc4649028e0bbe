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
    static func costVsPoints(_ trace: RunReport.TraceResult, slug: String, costs: RunSeriesTable) -> GnuplotChart? {
        var blocks: [String] = []
        var plots: [String] = []
        var functions: [String] = []
        var drawn: (x: [Double], y: [Double]) = ([], [])
        for result in trace.results {
            guard let (points, seconds) = costs.series(RunKey(trace, result)) else { continue }
            let counted = zip(points, seconds).compactMap { point, cost in pointCount(point).map { (point: point, count: $0, cost: cost) } }
            let drawable = counted.filter { $0.point >= 1 && $0.cost > 0 }.map { ($0.point, $0.cost) }
            guard !drawable.isEmpty else { continue }
            let index = blocks.count, colour = GnuplotChart.seriesColour(index)
            drawn.x += drawable.map(\.0)
            drawn.y += drawable.map { $0.1 * 1e6 }
            let rows = thinned(drawable, to: costPointsShown).map { "\(Int($0.0))\t\($0.1 * 1e6)" }
            blocks.append("# configuration \(GnuplotText.oneLine(result.configuration)): \(rows.count) of \(drawable.count) callbacks\n"
                + "# points_in_stroke\tcallback_cost_us\n" + rows.joined(separator: "\n"))
            let growth = GrowthExponent(pointsInStroke: counted.map(\.count), costs: counted.map(\.cost))
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
        drawn.y.append(budget)
        plots.append("\(budget) with lines dashtype 3 linewidth 2 linecolor rgb \"#c0392b\" title "
            + GnuplotText.literal(String(format: "frame budget %.2f ms (%.0f Hz)", budget / 1e3, trace.profile.displayHz)))
        let name = "cost-vs-points-\(slug)"
        return GnuplotChart(
            name: name,
            caption: "Callback cost (handler + render) against the points already in the stroke on \(trace.input), µs, log-log; "
                + "the legend gives each configuration's fitted growth exponent (dashed line; fitted on every callback, dots thinned); "
                + "the dotted red line is the frame budget",
            commands: """
                data = \(GnuplotText.literal(name + ".dat"))
                \(functions.joined(separator: "\n"))
                set title \(GnuplotText.literal("Callback cost vs points in the stroke — \(trace.input)")) . "\\n" . \
                    "dots: callbacks (thinned); dashed: fitted power law, its slope in the legend" noenhanced
                set xlabel "points already in the stroke (log scale)"
                set ylabel "callback cost, handler + render (µs, log scale)"
                set logscale xy
                set autoscale fix
                \(singleValueRange("x", drawn.x))\(singleValueRange("y", drawn.y))
                set offsets graph 0.03, graph 0.03, graph 0.06, graph 0.06
                set grid
                set key below center maxrows 3 font ",10" spacing 1.2
                set bmargin 8
                plot \(plots.joined(separator: ", \\\n     "))
                """,
            dataFiles: [(name + ".dat", blocks.joined(separator: "\n\n\n") + "\n")]
        )
    }

    /// `set AXISrange [v/2:2v]` when every one of `values` (all > 0) is the same v (one point in
    /// the stroke, a constant cost): a logarithmic axis fixed to the data would otherwise be
    /// empty, which gnuplot refuses ("y_min should not equal y_max"); else nothing.
    static func singleValueRange(_ axis: String, _ values: [Double]) -> String {
        guard let first = values.first, values.allSatisfy({ $0 == first }) else { return "" }
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
