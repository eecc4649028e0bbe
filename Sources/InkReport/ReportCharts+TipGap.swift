/// The tip gap chart of a run report.
extension ReportCharts {
    /// Tip gap of every shown frame presented while the pen is down, against its presentation
    /// time, per configuration (representative run; at most `timeSeriesPointsShown` frames, evenly
    /// thinned), from the `tip_gap_pt` column of `data/frames.csv` (the same values as the
    /// report's `tipGapPoints`), shown in millimetres like the tables (÷ the profile's points per
    /// mm), against the time since the trace's first sample (`origin`, seconds). Nil when no
    /// configuration has one.
    static func tipGapOverTime(_ trace: RunReport.TraceResult, slug: String, gaps: [RunKey: ThinnedSeries], origin: Double) -> GnuplotChart? {
        var blocks: [String] = []
        var plots: [String] = []
        var drawn: [Double] = []
        var curves: [(title: String, rows: [String])] = []
        let perMM = trace.profile.pointsPerMM
        for result in trace.results {
            guard let series = gaps[RunKey(trace, result)], series.count > 0 else { continue }
            plots.append("data index \(blocks.count) using 1:2 with points \(seriesMarker(blocks.count)) \(GnuplotChart.seriesColour(blocks.count)) "
                + "title \(GnuplotText.literal(result.configuration))")
            let shown = series.shown.map { ($0.x - origin, $0.y / perMM) }
            drawn += shown.map(\.1)
            let rows = shown.map { "\($0.0)\t\($0.1)" }
            curves.append((result.configuration, rows))
            blocks.append("# configuration \(GnuplotText.oneLine(result.configuration)): \(rows.count) of \(series.count) frames\n# seconds_since_first_sample\ttip_gap_mm\n"
                + rows.joined(separator: "\n"))
        }
        guard !blocks.isEmpty else { return nil }
        let name = "tip-gap-over-time-\(slug)"
        let coinciding = CoincidingSeries(curves)
        return GnuplotChart(
            name: name,
            caption: "Tip gap (pen's true position to the drawn tip, predicted tail included) of the shown frames while the pen is down "
                + "on \(trace.input), mm, against the time since the trace's first sample (at most \(timeSeriesPointsShown) frames per configuration, evenly thinned)\(coinciding.captionSuffix)",
            commands: """
                data = \(GnuplotText.literal(name + ".dat"))
                set title \(GnuplotText.literal("Tip gap over time — \(trace.input)"))\(coinciding.titleLines) noenhanced
                set xlabel "frame presentation, time since the trace's first sample (s)"
                set ylabel "tip gap: true pen position to drawn tip (mm)"
                \(ValueAxis(drawn, logarithmicRatio: nil).commands(axis: "y", emptyLabel: "the tip gap is 0 in every frame"))
                set grid
                set key below center maxrows 2 font ",10" spacing 1.2
                set bmargin 7
                plot \(plots.joined(separator: ", \\\n     "))
                """,
            dataFiles: [(name + ".dat", blocks.joined(separator: "\n\n\n") + "\n")]
        )
    }
}
