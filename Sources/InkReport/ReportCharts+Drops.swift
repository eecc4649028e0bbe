/// The drops chart of a run report.
extension ReportCharts {
    /// Dropped samples (left panel, a count of samples) and missed and late frames (right panel, a
    /// count of frames) per configuration: two panels, each with its own count axis, so a count of
    /// frames never stands beside a count of samples on a different scale. Each count is written
    /// above its box, so a zero is a visible "0"; a panel whose counts are all zero says "none"
    /// instead of drawing an empty frame with a made-up axis.
    static func dropsAndMisses(_ trace: RunReport.TraceResult, slug: String) -> GnuplotChart {
        let counts = trace.results.map { result in
            let run = result.runs[result.representativeRun]
            return [run.droppedSamples.count, run.missedFrames.count, run.lateFrames.count]
        }
        let names = trace.results.map(\.configuration)
        let name = "drops-missed-\(slug)"
        let samples = CountPanel(
            title: "dropped samples", unit: "samples", highest: counts.map { $0[0] }.max() ?? 0,
            none: "none: no sample dropped",
            series: [(column: 2, offset: 0.0, colour: "#4c72b0", title: "dropped samples")]
        )
        let frames = CountPanel(
            title: "missed and late frames", unit: "frames", highest: counts.flatMap { $0.dropFirst() }.max() ?? 0,
            none: "none: no frame missed or late",
            series: [(column: 3, offset: -0.14, colour: "#dd8452", title: "missed frames"), (column: 4, offset: 0.14, colour: "#8c8c8c", title: "late frames")]
        )
        return GnuplotChart(
            name: name,
            caption: "Dropped samples (left, count of samples) and missed and late frames (right, count of frames) per configuration on \(trace.input), "
                + "each panel on its own scale; each count is written above its bar, zeros included"
                + (samples.isNone ? "; no sample was dropped" : "") + (frames.isNone ? "; no frame was missed or late" : ""),
            commands: """
                data = \(GnuplotText.literal(name + ".dat"))
                set datafile separator "\\t"
                set multiplot layout 1,2 title \(GnuplotText.literal("Dropped samples and missed frames — \(trace.input)")) \
                    margins 0.12, 0.97, 0.36, 0.87 spacing 0.1, 0.0
                set xrange [-0.6:\(Double(names.count) - 0.4)]
                set style fill solid 0.85 border -1
                \(categoryTics(names, angle: names.count > 4 ? 45 : 20))
                set key at screen 0.5, 0.03 center horizontal
                \(samples.commands)
                \(frames.commands)
                unset multiplot
                """,
            dataFiles: [(name + ".dat", "# index\tdropped_samples\tmissed_frames\tlate_frames\n"
                + categoryRows(names, values: counts.map { $0.map(String.init) }))]
        )
    }
}

/// One panel of counts per configuration (boxes with their counts written above them) in a
/// multiplot whose data file has the configuration's index in column 1.
struct CountPanel {
    /// Panel title, what is counted.
    var title: String
    /// The unit of the count axis ("samples", "frames").
    var unit: String
    /// The highest count in the panel.
    var highest: Int
    /// The text shown in the middle of the panel when every count is 0.
    var none: String
    /// The drawn columns: data column, x offset from the configuration's index, fill colour, key title.
    var series: [(column: Int, offset: Double, colour: String, title: String)]

    /// Whether every count of the panel is 0.
    var isNone: Bool { highest == 0 }

    /// The gnuplot commands drawing the panel: its axis (0 to 15% above the highest count, whole
    /// counts as tics up to 10; an all-zero panel has no tics and says `none` instead), then one
    /// `plot`. Leaves no label behind for the next panel.
    var commands: String {
        let boxWidth = 0.5 / Double(series.count) + 0.05
        let plots = series.flatMap { entry in
            let x = entry.offset == 0 ? "1" : "($1\(entry.offset > 0 ? "+" : "")\(entry.offset))"
            return [
                "data using \(x):\(entry.column) with boxes fillcolor rgb \"\(entry.colour)\" "
                    + (series.count > 1 ? "title \(GnuplotText.literal(entry.title))" : "notitle"),
                "data using \(x):\(entry.column):(sprintf(\"%d\", $\(entry.column))) with labels offset 0,0.6 font \",9\" notitle",
            ]
        }
        let axis = isNone
            ? "set yrange [0:1]\nunset ytics\nunset grid\nset label 1 \(GnuplotText.literal(none)) at graph 0.5, 0.5 center"
            : "set yrange [0:\(Double(highest) * 1.15)]\nset ytics nomirror \(highest <= 10 ? "1" : "autofreq")\nset grid ytics"
        return """
            set title \(GnuplotText.literal(title))
            set ylabel \(GnuplotText.literal("count of \(unit)"))
            \(axis)
            set boxwidth \(boxWidth)
            plot \(plots.joined(separator: ", \\\n     "))
            unset label 1
            """
    }
}
