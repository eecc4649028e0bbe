import InkMetrics

/// The chart of one pair of `ComparisonCharts`: lag CDF (left) and callback cost CDF (right),
/// base and current overlaid in each panel.
struct ComparisonDistributionChart {
    /// One panel: what it shows, its unit and how a value of the tables or digests converts to it.
    private struct Panel {
        var title: String
        var axisLabel: String
        var unit: String
        /// Seconds to the panel's unit.
        var scale: Double
        /// The digest of a run this panel draws when the tables are not on both sides.
        var digest: (SimulationMetrics) -> DistributionDigest
        /// Each side's CDF points of the run, seconds (nil when that side has no table).
        var series: (ComparisonCharts.SideTables) -> [RunKey: LagSeries]?
    }

    private static var panels: [Panel] { [
        Panel(title: "touch-to-display lag", axisLabel: "touch-to-display lag", unit: "ms", scale: 1e3, digest: \.lag, series: \.lags),
        Panel(title: "callback cost", axisLabel: "callback cost, handler + render", unit: "µs", scale: 1e6, digest: \.callbackCost, series: \.costs),
    ] }

    /// The colours of base and current (a benchmark change report's: red is the base, blue the new).
    static let colours = (base: "#d62728", current: "#1f77b4")

    let chart: GnuplotChart

    init(pair: ComparisonCharts.Pair, name: String, base: ComparisonCharts.SideTables, current: ComparisonCharts.SideTables) {
        var blocks: [String] = []
        var panelCommands: [String] = []
        var sources: [String] = []
        var coinciding: [String] = []
        let sides = [("base", pair.baseTrace, pair.base, base), ("current", pair.currentTrace, pair.current, current)]
        for panel in Self.panels {
            let tables = sides.map { panel.series($0.3) }
            let perEvent = tables.allSatisfy { $0 != nil }
            sources.append("\(panel.title): " + (perEvent ? "every event of both runs" : "the reports' percentiles (min, p50, p90, p99, p99.9, max) joined by lines"))
            var plots: [String] = []
            var curves: [(title: String, rows: [String])] = []
            var values: [Double] = []
            for (side, tableOfSide) in zip(sides, tables) {
                let (title, trace, result, _) = side
                let points = perEvent
                    ? (tableOfSide?[RunKey(trace, result)]?.distribution ?? []).map { ($0.lag * panel.scale, $0.fraction) }
                    : panel.digest(result.runs[result.representativeRun]).cdfPoints(scale: panel.scale)
                guard !points.isEmpty else { continue }
                let rows = points.map { "\($0.0)\t\($0.1)" }
                values += points.map(\.0)
                curves.append((title, rows))
                let style = perEvent ? "with steps" : "with linespoints pointtype 7 pointsize 0.6"
                let line = title == "base" ? "linewidth 3.5 dashtype 2 linecolor rgb \"\(Self.colours.base)\"" : "linewidth 1.8 linecolor rgb \"\(Self.colours.current)\""
                plots.append("data index \(blocks.count) using 1:2 \(style) \(line) title \(GnuplotText.literal(title))")
                blocks.append("# \(title): \(GnuplotText.oneLine(trace.input))/\(GnuplotText.oneLine(result.configuration)), run \(result.representativeRun)\n"
                    + "# \(panel.unit == "ms" ? "lag_ms" : "callback_cost_us")\tfraction_of_events\n" + rows.joined(separator: "\n"))
            }
            if CoincidingSeries(curves).note != nil { coinciding.append(panel.title) }
            panelCommands.append(Self.panelCommands(panel, perEvent: perEvent, plots: plots, values: values))
        }
        // Base and current are the only two curves of a panel, so coinciding ones are always these two.
        let coincidingNote = coinciding.isEmpty ? nil
            : "base = current" + (coinciding.count == Self.panels.count ? " in both panels" : " (\(coinciding.joined(separator: ", ")))")
        let title = "Base and current — \(pair.name)"
        let caption = "Lag (left, ms) and callback cost (right, µs) CDFs of \(pair.name), base (red, dashed) and current (blue) overlaid; "
            + sources.joined(separator: "; ") + (coincidingNote.map { "; coinciding curves: \($0) (drawn on top of each other)" } ?? "")
        chart = GnuplotChart(
            name: name,
            caption: caption,
            commands: """
                data = \(GnuplotText.literal(name + ".dat"))
                set datafile separator "\\t"
                set multiplot layout 1,2 title \(GnuplotText.literal(title))\(coincidingNote.map { " . \"\\n\" . " + GnuplotText.literal("coinciding curves: " + $0) } ?? "") noenhanced \\
                    margins 0.08, 0.98, 0.2, 0.86 spacing 0.09, 0.0
                set yrange [0:1.02]
                set ylabel "fraction of events at or below"
                set grid
                set key at screen 0.5, 0.04 center horizontal
                \(panelCommands.joined(separator: "\nunset key\n"))
                unset multiplot
                """,
            dataFiles: [(name + ".dat", blocks.joined(separator: "\n\n\n") + "\n")]
        )
    }

    /// One panel's commands: its title (saying when it draws percentiles), x axis (fitted to the curves; the callback cost's
    /// logarithmic when its values span a wide range) and one `plot`; a panel without a value says "none" instead of a curve.
    private static func panelCommands(_ panel: Panel, perEvent: Bool, plots: [String], values: [Double]) -> String {
        let axis = ValueAxis(values, logarithmicRatio: panel.unit == "µs" && !values.contains(0) ? PredictionErrorChart.logScaleRatio : nil)
        let empty = plots.isEmpty ? "none: no \(panel.title) measured on either side" : "every value is 0"
        return """
            set title \(GnuplotText.literal(panel.title + (perEvent ? "" : " (percentiles)")))
            set xlabel \(GnuplotText.literal("\(panel.axisLabel) (\(panel.unit)\(axis.captionSuffix))"))
            \(plots.isEmpty ? "set xrange [0:1]\nunset xtics\nset label 9 \(GnuplotText.literal(empty)) at graph 0.5, 0.5 center" : axis.isEmpty || axis.isLogarithmic ? axis.commands(axis: "x", emptyLabel: empty) : "set autoscale x")
            plot \(plots.isEmpty ? "-1 notitle" : plots.joined(separator: ", \\\n     "))
            unset label 9
            unset logscale x
            set xtics
            set autoscale x
            """
    }
}
