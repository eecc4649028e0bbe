import Foundation
import InkIO
import InkMetrics

/// The charts of a run report (docs/report-schema.md, `charts/`), per trace: lag CDF per configuration, lag over time,
/// the lag budget per stage (stacked means) and tip gap over time (from the per-event data), callback cost percentiles, callback cost vs
/// points in the stroke (log-log, with fitted slopes), prediction error vs horizon (configurations
/// with prediction), and dropped samples, missed and late frames per configuration.
/// The per-event charts read `data/samples.csv`, `data/frames.csv` and `data/callbacks.csv` when
/// given; without `samples.csv` the lag CDF uses the report's percentiles and its caption says so.
/// Chart names are `KIND-SLUG` with the trace's slug from `ChartSlugs` (unique in the report).
public enum ReportCharts {
    /// The name prefixes of the charts of one trace (`KIND-SLUG`), in page order.
    package static let kinds = [
        "lag-cdf", "lag-over-time", "lag-budget", "tip-gap-over-time", "cost-percentiles", "cost-vs-points", "prediction-error", "drops-missed",
    ]

    /// Renders the charts of `report` into `folder/charts`, reading the CSVs of
    /// `dataFolder/data` (default: `folder`) when present, and writes `folder/index.html`
    /// showing them.
    /// `afterEach` is called with each chart's name once it is rendered (progress; it may throw to
    /// stop, e.g. at a time limit). With `baseline`, the page shows each verdict's change against it.
    public static func render(
        _ report: RunReport, outputFolder folder: String, dataFolder: String? = nil, renderer: GnuplotRenderer = GnuplotRenderer(),
        baseline: RunBaseline? = nil, afterEach: (String) throws -> Void = { _ in }
    ) throws -> GnuplotRenderer.Outcome {
        let data = ((dataFolder ?? folder) as NSString).appendingPathComponent("data")
        let plotted = Set(report.traces.flatMap { trace in trace.results.map { RunKey(trace, $0) } })
        let table = { (name: String, x: String, y: [String]) throws in
            try RunSeriesTable(path: (data as NSString).appendingPathComponent(name), x: x, y: y, keeping: plotted)
        }
        let charts = try charts(
            for: report, lags: table("samples.csv", lagColumns.x, lagColumns.y), costs: table("callbacks.csv", costColumns.x, costColumns.y),
            tipGaps: table("frames.csv", tipGapColumns.x, tipGapColumns.y)
        )
        let outcome = try renderer.render(charts, into: (folder as NSString).appendingPathComponent("charts"), afterEach: afterEach)
        let page = RunIndexHTML.render(
            report, charts: charts, outcome: outcome, reportLink: RelativeLink.prefix(from: folder, to: dataFolder ?? folder), baseline: baseline
        )
        try AtomicFileWriter.write(page, to: (folder as NSString).appendingPathComponent("index.html"))
        return outcome
    }

    /// The charts of `report`; the arguments are the texts of `data/samples.csv`,
    /// `data/callbacks.csv` and `data/frames.csv`, if any.
    public static func charts(for report: RunReport, samplesCSV: String?, callbacksCSV: String? = nil, framesCSV: String? = nil) -> [GnuplotChart] {
        // Reading a text cannot fail (only a file can), so there is nothing to lose here.
        (try? charts(
            for: report, lags: samplesCSV.map { RunSeriesTable($0, x: lagColumns.x, y: lagColumns.y) },
            costs: callbacksCSV.map { RunSeriesTable($0, x: costColumns.x, y: costColumns.y) },
            tipGaps: framesCSV.map { RunSeriesTable($0, x: tipGapColumns.x, y: tipGapColumns.y) }
        )) ?? []
    }

    /// The columns each per-event chart reads: x, and the y columns summed.
    static let lagColumns = (x: "time_s", y: ["lag_s"])
    static let costColumns = (x: "points_in_stroke", y: ["handler_cost_s", "render_cost_s"])
    static let tipGapColumns = (x: "presentation_s", y: ["tip_gap_pt"])

    /// The charts of `report` from the tables given; each table is read in a few passes, keeping
    /// only what its charts draw.
    private static func charts(for report: RunReport, lags: RunSeriesTable?, costs: RunSeriesTable?, tipGaps: RunSeriesTable?) throws -> [GnuplotChart] {
        let lags = try lags.map(LagSeries.read)
        let costs = try costs.map { try CostPointsSeries.read($0, limit: costPointsShown) }
        let tipGaps = try tipGaps.map { try ThinnedSeries.read($0, limit: timeSeriesPointsShown) }
        var charts: [GnuplotChart] = []
        for (trace, slug) in zip(report.traces, ChartSlugs.unique(report.traces.map(\.input))) where !trace.results.isEmpty {
            let keys = trace.results.map { RunKey(trace, $0) }
            charts.append(lagCDF(trace, slug: slug, lags: lags))
            let origin = lags.flatMap { lags in keys.compactMap { lags[$0]?.start }.min() }
            if let lags, let chart = lagOverTime(trace, slug: slug, lags: lags, origin: origin ?? 0) { charts.append(chart) }
            if let chart = lagBudget(trace, slug: slug) { charts.append(chart) }
            if let tipGaps, let chart = tipGapOverTime(
                trace, slug: slug, gaps: tipGaps, origin: origin ?? keys.compactMap { tipGaps[$0]?.start }.min() ?? 0
            ) {
                charts.append(chart)
            }
            charts.append(costPercentiles(trace, slug: slug))
            if let costs, let chart = costVsPoints(trace, slug: slug, costs: costs) { charts.append(chart) }
            let predicted = trace.results.compactMap { result in result.predictionError.map { (result.configuration, $0) } }
            if let chart = PredictionErrorChart.chart(
                name: "prediction-error-\(slug)", subject: trace.input, seriesTitle: "configuration", series: predicted
            ) {
                charts.append(chart)
            }
            charts.append(dropsAndMisses(trace, slug: slug))
            charts += report.declaredMetrics.map { registered($0, trace: trace, slug: slug) }
        }
        return charts
    }

    /// Most points drawn per configuration in the time-series scatter charts (the SVGs stay small
    /// enough for the index page; every point stays in the CSVs).
    static let timeSeriesPointsShown = 2000

    /// The step of an even thinning of `count` rows to at most `limit`: every step-th row is
    /// drawn from the first, the step the smallest that keeps at most `limit` (1: all of them).
    static func thinningStep(count: Int, limit: Int) -> Int {
        max(1, (count + limit - 1) / limit)
    }

    /// The point style of series `index` in the scatter charts: a large ring, a small dot, a small
    /// ring and a plus in turn, so configurations with equal values (e.g. the same tip with and
    /// without incremental geometry) stay visible, the smaller marks inside the larger ones.
    static func seriesMarker(_ index: Int) -> String {
        ["pointtype 6 pointsize 1.2", "pointtype 7 pointsize 0.45", "pointtype 6 pointsize 0.7", "pointtype 1 pointsize 0.9"][index % 4]
    }

    /// The x tics of a histogram, one per configuration: cluster `i` is at x = i, labelled with
    /// its name as a gnuplot literal (names never go through the data file, where a tab, a `#` or
    /// a quote in a name would move columns or hide rows).
    /// `angle` is the labels' slant, degrees.
    static func categoryTics(_ names: [String], angle: Int = 20) -> String {
        "set xtics (" + names.enumerated().map { "\(GnuplotText.literal($0.element)) \($0.offset)" }.joined(separator: ", ")
            + ") rotate by \(angle) right nomirror"
    }

    /// The data rows of a histogram: the configuration's index (the x of its cluster) and the
    /// values, each row preceded by a comment naming the configuration.
    static func categoryRows(_ names: [String], values: [[String]]) -> String {
        zip(names.indices, zip(names, values)).map { index, row in
            "# \(index): \(GnuplotText.oneLine(row.0))\n" + ([String(index)] + row.1).joined(separator: "\t")
        }.joined(separator: "\n") + "\n"
    }

    private static func costPercentiles(_ trace: RunReport.TraceResult, slug: String) -> GnuplotChart {
        let costs = trace.results.map { result in
            let cost = result.runs[result.representativeRun].callbackCost
            return [cost.p50, cost.p90, cost.p99, cost.p999].map { $0.map { $0 * 1e6 } }
        }
        let budget = 1e6 / trace.profile.displayHz
        let axis = ValueAxis(costs.flatMap { $0.compactMap { $0 } } + [budget], logarithmicRatio: PredictionErrorChart.logScaleRatio)
        let names = trace.results.map(\.configuration)
        let name = "cost-percentiles-\(slug)"
        let budgetTitle = String(format: "frame budget %.2f ms (%.0f Hz)", budget / 1e3, trace.profile.displayHz)
        return GnuplotChart(
            name: name,
            caption: "Callback cost (handler + render) percentiles per configuration on \(trace.input), µs\(axis.captionSuffix); "
                + "the dashed line is the frame budget, one refresh of the profile's display",
            commands: """
                data = \(GnuplotText.literal(name + ".dat"))
                set datafile separator "\\t"
                set datafile missing "?"
                set title \(GnuplotText.literal("Callback cost percentiles — \(trace.input)")) noenhanced
                set ylabel "callback cost, handler + render (µs\(axis.isLogarithmic ? ", log scale" : ""))"
                \(axis.commands(axis: "y", emptyLabel: "every callback cost is 0"))
                set grid ytics
                set style data histograms
                set style histogram clustered gap 1
                set style fill solid 0.85 border -1
                \(categoryTics(names))
                set key below center horizontal maxrows 1
                set bmargin 9
                plot data using 2 title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "p99.9", \\
                     \(budget) with lines dashtype 2 linewidth 2 linecolor rgb "#c0392b" title \(GnuplotText.literal(budgetTitle))
                """,
            dataFiles: [(name + ".dat", "# index\tp50_us\tp90_us\tp99_us\tp999_us\n"
                + categoryRows(names, values: costs.map { $0.map { $0.map { "\($0)" } ?? "?" } }))]
        )
    }
}
