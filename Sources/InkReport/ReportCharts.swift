import Foundation
import InkFormats
import InkMetrics

/// The charts of a run report (DESIGN §8), per trace: lag CDF per configuration, lag over time
/// (when per-sample data exists), callback cost percentiles per configuration, and dropped
/// samples, missed and late frames per configuration.
/// The lag CDF uses every shown sample's lag from `data/samples.csv` when given; without it, the
/// report's percentiles (min, p50, p90, p99, p99.9, max) and the caption says so.
public enum ReportCharts {
    /// The name prefixes of the charts of one trace (`PREFIX-TRACE`), in page order.
    public static let kinds = ["lag-cdf", "lag-over-time", "cost-percentiles", "drops-missed"]

    /// Renders the charts of `report` into `folder/charts`, reading `dataFolder/data/samples.csv`
    /// (default: `folder`) when present, and writes `folder/index.html` showing them.
    public static func render(
        _ report: RunReport, outputFolder folder: String, dataFolder: String? = nil, renderer: GnuplotRenderer = GnuplotRenderer()
    ) throws -> GnuplotRenderer.Outcome {
        let samples = ((dataFolder ?? folder) as NSString).appendingPathComponent("data/samples.csv")
        let charts = charts(for: report, lags: LagTable(path: samples, keeping: plottedRuns(report)))
        let outcome = try renderer.render(charts, into: (folder as NSString).appendingPathComponent("charts"))
        try AtomicFileWriter.write(RunIndexHTML.render(report, charts: charts, outcome: outcome), to: (folder as NSString).appendingPathComponent("index.html"))
        return outcome
    }

    /// The charts of `report`; `samplesCSV` is the text of `data/samples.csv`, if any.
    public static func charts(for report: RunReport, samplesCSV: String?) -> [GnuplotChart] {
        charts(for: report, lags: samplesCSV.map { LagTable($0, keeping: plottedRuns(report)) })
    }

    /// The representative run of every configuration of every trace: the runs the charts plot.
    private static func plottedRuns(_ report: RunReport) -> Set<LagTable.Key> {
        Set(report.traces.flatMap { trace in
            trace.results.map { LagTable.Key(trace: trace.input, configuration: $0.configuration, run: $0.representativeRun) }
        })
    }

    private static func charts(for report: RunReport, lags: LagTable?) -> [GnuplotChart] {
        var charts: [GnuplotChart] = []
        for trace in report.traces where !trace.results.isEmpty {
            let slug = GnuplotChart.slug(trace.input)
            charts.append(lagCDF(trace, slug: slug, lags: lags))
            if let lags, let chart = lagOverTime(trace, slug: slug, lags: lags) { charts.append(chart) }
            charts.append(costPercentiles(trace, slug: slug))
            charts.append(dropsAndMisses(trace, slug: slug))
        }
        return charts
    }

    private static func lagCDF(_ trace: RunReport.TraceResult, slug: String, lags: LagTable?) -> GnuplotChart {
        var blocks: [String] = []
        var plots: [String] = []
        var fallbacks: [String] = []
        for (index, result) in trace.results.enumerated() {
            let run = result.runs[result.representativeRun]
            var points: [(Double, Double)]
            if let values = lags?.values[LagTable.Key(trace: trace.input, configuration: result.configuration, run: result.representativeRun)], !values.isEmpty {
                let sorted = values.sorted()
                let step = max(1, sorted.count / 400)
                points = stride(from: 0, to: sorted.count, by: step).map { (sorted[$0] * 1e3, Double($0 + 1) / Double(sorted.count)) }
                points.append((sorted[sorted.count - 1] * 1e3, 1))
            } else {
                fallbacks.append(result.configuration)
                let digest = run.lag
                points = [(digest.min, 0.0), (digest.p50, 0.5), (digest.p90, 0.9), (digest.p99, 0.99), (digest.p999, 0.999), (digest.max, 1.0)]
                    .compactMap { value, fraction in value.map { ($0 * 1e3, fraction) } }
            }
            blocks.append("# configuration \(result.configuration)\n# lag_ms\tfraction_of_shown_samples\n"
                + points.map { "\($0.0)\t\($0.1)" }.joined(separator: "\n"))
            plots.append("\(index == 0 ? "data" : "''") index \(index) using 1:2 with steps linewidth \(1.5 + 2.5 * Double(trace.results.count - 1 - index)) dashtype \(index + 1) title \(GnuplotChart.quoted(result.configuration))")
        }
        let source = fallbacks.isEmpty ? "every shown sample"
            : fallbacks.count == trace.results.count ? "the report's percentiles only (no data/samples.csv)"
            : "every shown sample; the report's percentiles for \(fallbacks.joined(separator: ", "))"
        let name = "lag-cdf-\(slug)"
        return GnuplotChart(
            name: name,
            caption: "Touch-to-display lag CDF per configuration on \(trace.input) (\(source))",
            commands: """
                data = "\(name).dat"
                set title \(GnuplotChart.quoted("Lag CDF — \(trace.input)"))
                set xlabel "touch-to-display lag (ms)"
                set ylabel "fraction of shown samples"
                set yrange [0:1.02]
                set grid
                set key bottom right title "coinciding curves overlap: thicker lines are drawn first" font ",10"
                plot \(plots.joined(separator: ", \\\n     "))
                """,
            dataFiles: [(name + ".dat", blocks.joined(separator: "\n\n\n") + "\n")]
        )
    }

    private static func lagOverTime(_ trace: RunReport.TraceResult, slug: String, lags: LagTable) -> GnuplotChart? {
        var blocks: [String] = []
        var plots: [String] = []
        for result in trace.results {
            let key = LagTable.Key(trace: trace.input, configuration: result.configuration, run: result.representativeRun)
            guard let values = lags.values[key], let times = lags.times[key], !values.isEmpty else { continue }
            let rows = LagEnvelope(times: times, lags: values).points.map { "\($0.time)\t\($0.lag * 1e3)" }
            plots.append("\(plots.isEmpty ? "data" : "''") index \(blocks.count) using 1:2 with points pointsize 0.7 pointtype \(blocks.count + 1) "
                + "title \(GnuplotChart.quoted(result.configuration))")
            blocks.append("# configuration \(result.configuration)\n# sample_time_s\tlag_ms\n" + rows.joined(separator: "\n"))
        }
        guard !blocks.isEmpty else { return nil }
        let name = "lag-over-time-\(slug)"
        return GnuplotChart(
            name: name,
            caption: "Touch-to-display lag of every shown sample against its time on \(trace.input) (ms; on long traces "
                + "the lowest and highest lag of each of \(LagEnvelope.buckets) time slices)",
            commands: """
                data = "\(name).dat"
                set title \(GnuplotChart.quoted("Lag over time — \(trace.input)"))
                set xlabel "sample time (s)"
                set ylabel "touch-to-display lag (ms)"
                set grid
                set key top left box opaque
                plot \(plots.joined(separator: ", \\\n     "))
                """,
            dataFiles: [(name + ".dat", blocks.joined(separator: "\n\n\n") + "\n")]
        )
    }

    private static func costPercentiles(_ trace: RunReport.TraceResult, slug: String) -> GnuplotChart {
        let micro = { (value: Double?) in value.map { "\($0 * 1e6)" } ?? "?" }
        let rows = trace.results.map { result -> String in
            let cost = result.runs[result.representativeRun].callbackCost
            return [result.configuration, micro(cost.p50), micro(cost.p90), micro(cost.p99), micro(cost.p999)].joined(separator: "\t")
        }
        let name = "cost-percentiles-\(slug)"
        return GnuplotChart(
            name: name,
            caption: "Callback cost (handler + render) percentiles per configuration on \(trace.input), µs, log scale",
            commands: """
                data = "\(name).dat"
                set datafile separator "\\t"
                set datafile missing "?"
                set title \(GnuplotChart.quoted("Callback cost percentiles — \(trace.input)"))
                set ylabel "callback cost, handler + render (µs, log scale)"
                set logscale y
                set grid ytics
                set style data histograms
                set style histogram clustered gap 1
                set style fill solid 0.85 border -1
                set xtics rotate by 20 right nomirror
                set key top left
                set bmargin 7
                plot data using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "p99.9"
                """,
            dataFiles: [(name + ".dat", "# configuration\tp50_us\tp90_us\tp99_us\tp999_us\n" + rows.joined(separator: "\n") + "\n")]
        )
    }

    private static func dropsAndMisses(_ trace: RunReport.TraceResult, slug: String) -> GnuplotChart {
        var highest = 0
        let rows = trace.results.map { result -> String in
            let run = result.runs[result.representativeRun]
            highest = max(highest, run.droppedSamples.count, run.missedFrames.count, run.lateFrames.count)
            return "\(result.configuration)\t\(run.droppedSamples.count)\t\(run.missedFrames.count)\t\(run.lateFrames.count)"
        }
        let name = "drops-missed-\(slug)"
        return GnuplotChart(
            name: name,
            caption: "Dropped samples, missed frames and late frames per configuration on \(trace.input) (counts)",
            commands: """
                data = "\(name).dat"
                set datafile separator "\\t"
                set title \(GnuplotChart.quoted("Dropped samples and missed frames — \(trace.input)"))
                set ylabel "count over the trace"
                set yrange [0:\(highest == 0 ? "1" : "*")]
                \(highest <= 10 ? "set ytics 1" : "set ytics autofreq")
                set grid ytics
                set style data histograms
                set style histogram clustered gap 1
                set style fill solid 0.85 border -1
                set xtics rotate by 20 right nomirror
                set key top left
                set bmargin 7
                \(highest == 0 ? "set label 1 \"none in any configuration\" at graph 0.5, 0.5 center\n" : "")plot data using 2:xtic(1) title "dropped samples", '' using 3 title "missed frames", '' using 4 title "late frames"
                """,
            dataFiles: [(name + ".dat", "# configuration\tdropped_samples\tmissed_frames\tlate_frames\n" + rows.joined(separator: "\n") + "\n")]
        )
    }
}
