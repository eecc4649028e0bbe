import InkMetrics

/// The lag charts of a run report: the lag CDF and lag over time per configuration.
extension ReportCharts {
    static func lagCDF(_ trace: RunReport.TraceResult, slug: String, lags: [RunKey: LagSeries]?) -> GnuplotChart {
        var blocks: [String] = []
        var plots: [String] = []
        var fallbacks: [String] = []
        var curves: [(title: String, rows: [String])] = []
        // Thicker lines first, so coinciding curves stay visible; at most 8 points wide in all.
        let widthStep = trace.results.count > 1 ? min(2.5, 6.5 / Double(trace.results.count - 1)) : 0
        for (index, result) in trace.results.enumerated() {
            let run = result.runs[result.representativeRun]
            var points: [(Double, Double)]
            if let series = lags?[RunKey(trace, result)], series.count > 0 {
                points = series.distribution.map { ($0.lag * 1e3, $0.fraction) }
            } else {
                fallbacks.append(result.configuration)
                points = run.lag.cdfPoints(scale: 1e3)
            }
            let rows = points.map { "\($0.0)\t\($0.1)" }
            curves.append((result.configuration, rows))
            blocks.append("# configuration \(GnuplotText.oneLine(result.configuration))\n# lag_ms\tfraction_of_shown_samples\n"
                + rows.joined(separator: "\n"))
            plots.append("\(index == 0 ? "data" : "''") index \(index) using 1:2 with steps linewidth \(1.5 + widthStep * Double(trace.results.count - 1 - index)) dashtype \(index + 1) title \(GnuplotText.literal(result.configuration))")
        }
        let source = fallbacks.isEmpty ? "every shown sample"
            : fallbacks.count == trace.results.count ? "the report's percentiles only (no data/samples.csv)"
            : "every shown sample; the report's percentiles for \(fallbacks.joined(separator: ", "))"
        let name = "lag-cdf-\(slug)"
        let coinciding = CoincidingSeries(curves)
        return GnuplotChart(
            name: name,
            caption: "Touch-to-display lag CDF per configuration on \(trace.input) (\(source))\(coinciding.captionSuffix)",
            commands: """
                data = \(GnuplotText.literal(name + ".dat"))
                set title \(GnuplotText.literal("Lag CDF — \(trace.input)"))\(coinciding.titleLines) noenhanced
                set xlabel "touch-to-display lag (ms)"
                set ylabel "fraction of shown samples"
                set yrange [0:1.02]
                set grid
                set key below center maxrows 3 font ",10"
                set bmargin 8
                plot \(plots.joined(separator: ", \\\n     "))
                """,
            dataFiles: [(name + ".dat", blocks.joined(separator: "\n\n\n") + "\n")]
        )
    }

    /// Lag over time per configuration, times from `origin` (seconds, the trace's first sample).
    static func lagOverTime(_ trace: RunReport.TraceResult, slug: String, lags: [RunKey: LagSeries], origin: Double) -> GnuplotChart? {
        var blocks: [String] = []
        var plots: [String] = []
        var curves: [(title: String, rows: [String])] = []
        for result in trace.results {
            guard let series = lags[RunKey(trace, result)], series.count > 0 else { continue }
            let rows = series.envelope.map { "\($0.time - origin)\t\($0.lag * 1e3)" }
            curves.append((result.configuration, rows))
            plots.append("data index \(blocks.count) using 1:2 with points \(seriesMarker(blocks.count)) \(GnuplotChart.seriesColour(blocks.count)) "
                + "title \(GnuplotText.literal(result.configuration))")
            blocks.append("# configuration \(GnuplotText.oneLine(result.configuration)): \(rows.count) of \(series.count) samples\n# seconds_since_first_sample\tlag_ms\n"
                + rows.joined(separator: "\n"))
        }
        guard !blocks.isEmpty else { return nil }
        let name = "lag-over-time-\(slug)"
        let coinciding = CoincidingSeries(curves)
        return GnuplotChart(
            name: name,
            caption: "Touch-to-display lag of the shown samples against their time since the trace's first sample on \(trace.input) (ms; on long traces "
                + "the lowest and highest lag of each of \(LagEnvelope.buckets) time slices per configuration)\(coinciding.captionSuffix)",
            commands: """
                data = \(GnuplotText.literal(name + ".dat"))
                set title \(GnuplotText.literal("Lag over time — \(trace.input)"))\(coinciding.titleLines) noenhanced
                set xlabel "time since the trace's first sample (s)"
                set ylabel "touch-to-display lag (ms)"
                set grid
                set key below center maxrows 2 font ",10" spacing 1.2
                set bmargin 7
                plot \(plots.joined(separator: ", \\\n     "))
                """,
            dataFiles: [(name + ".dat", blocks.joined(separator: "\n\n\n") + "\n")]
        )
    }
}
