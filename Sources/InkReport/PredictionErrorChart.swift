import Foundation
import InkMetrics

/// The prediction error vs horizon chart, shared by `inkbench run` (one series per
/// configuration with prediction) and `inkbench predict` (one per predictor): for each series,
/// the median (solid) and 90th percentile (dashed, same colour) of |predicted − true| in points
/// per horizon bucket (`HorizonBucket.standard`), placed at the bucket's mean horizon. The data
/// file carries each bucket's n and the 95% bootstrap interval of its median; a bucket with
/// n < 10 is labelled so ("n<10") and drawn with an open point.
package enum PredictionErrorChart {
    /// Largest / smallest error above which the error axis is logarithmic (one predictor far off
    /// would otherwise squash the rest against the axis).
    static let logScaleRatio = 20.0
    /// Most series drawn: beyond it only the ones with the lowest mean median error are drawn
    /// (every series stays in the data file), since more lines cannot be told apart.
    static let maximumSeriesDrawn = 6
    /// Labelled errors on a logarithmic axis, points (1-2-5 steps; gnuplot shows those in range).
    static let logTics = "0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000"

    /// The chart named `name` for `series` (title, per-bucket summaries); `subject` names the
    /// trace in the title and `seriesTitle` says what a series is ("configuration", "predictor").
    /// Buckets without an in-range answered prediction are left out, and series without any; nil when
    /// no series has one.
    package static func chart(
        name: String, subject: String, seriesTitle: String, series: [(String, [PredictionBucketSummary])]
    ) -> GnuplotChart? {
        var blocks: [String] = []
        var plots: [String] = []
        var errors: [Double] = []
        var answeredSeries: [(String, [(PredictionBucketSummary, Double, Double)])] = []
        for (title, buckets) in series {
            let answered = buckets.compactMap { bucket -> (PredictionBucketSummary, Double, Double)? in
                guard let median = bucket.medianError, let p90 = bucket.p90Error else { return nil }
                return (bucket, median, p90)
            }
            if !answered.isEmpty { answeredSeries.append((title, answered)) }
        }
        let ranked: [(title: String, score: Double)] = answeredSeries.map { title, answered in
            (title, answered.reduce(0.0) { $0 + $1.1 } / Double(answered.count))
        }
        let drawn = Set(ranked.sorted { $0.score < $1.score || ($0.score == $1.score && $0.title < $1.title) }.prefix(maximumSeriesDrawn).map(\.title))
        var drawnCount = 0
        var curves: [(title: String, rows: [String])] = []
        for (title, answered) in answeredSeries {
            let rows = answered.map { bucket, median, p90 in
                let horizon = bucket.meanHorizonMS ?? (bucket.bucket.lower + (bucket.bucket.upper ?? bucket.bucket.lower)) / 2
                let interval = bucket.medianErrorInterval.map { "\($0.lower)\t\($0.upper)" } ?? "NaN\tNaN"
                let label = bucket.bucket.description + (bucket.isSmall ? " n<10" : "")
                return "\(horizon)\t\(median)\t\(p90)\t\(bucket.errorCount)\t\(interval)\t\"\(label)\""
            }
            let index = blocks.count
            blocks.append(
                "# \(seriesTitle) \(GnuplotText.oneLine(title))\n# mean_horizon_ms\tmedian_error_pt\tp90_error_pt\tn\tmedian_ci_low_pt\tmedian_ci_high_pt\tbucket\n"
                    + rows.joined(separator: "\n"))
            guard drawn.contains(title) else { continue }
            curves.append((title, answered.map { "\($0.0.meanHorizonMS ?? $0.0.bucket.lower)\t\($0.1)\t\($0.2)" }))
            errors += answered.flatMap { [$0.1, $0.2] }
            // Thick and thin lines in turn, so two series with equal errors both stay visible.
            let colour = GnuplotChart.seriesColour(drawnCount)
            let width = drawnCount % 2 == 0 ? 3.0 : 1.5
            drawnCount += 1
            let style = "with linespoints \(colour) pointsize 0.8"
            plots.append("data index \(index) using 1:2 \(style) linewidth \(width) pointtype 7 title \(GnuplotText.literal(title))")
            plots.append("data index \(index) using 1:3 \(style) linewidth \(width * 0.75) dashtype 2 pointtype 6 notitle")
            plots.append("data index \(index) using 1:2:5:6 with yerrorbars \(colour) pointtype 7 pointsize 0.5 notitle")
        }
        let omitted = answeredSeries.count - drawnCount
        guard !errors.isEmpty else { return nil }
        let axis = ValueAxis(errors, logarithmicRatio: errors.contains(0) ? nil : logScaleRatio)
        let logarithmic = axis.isLogarithmic
        let coinciding = CoincidingSeries(curves)
        return GnuplotChart(
            name: name,
            caption: "Prediction error (|predicted − true|, points) against the prediction horizon per \(seriesTitle) on \(subject): "
                + "median (solid, with its 95% bootstrap interval) and 90th percentile (dashed) per horizon bucket, at the bucket's mean horizon; "
                + "n per bucket in the data file, buckets with n < 10 labelled there"
                + (logarithmic ? "; log scale" : "")
                + (omitted > 0 ? "; the \(drawnCount) \(seriesTitle)s with the lowest mean median error of \(answeredSeries.count) drawn, all in the data file" : "")
                + coinciding.captionSuffix,
            commands: """
                data = \(GnuplotText.literal(name + ".dat"))
                set datafile separator "\\t"
                set title \(GnuplotText.literal("Prediction error vs horizon — \(subject)")) . "\\n" . \
                    "solid: median, dashed: 90th percentile, per horizon bucket"\(coinciding.titleLines) noenhanced
                set xlabel "prediction horizon (ms, mean of the bucket's targets)"
                set ylabel "prediction error |predicted − true| (pt\(logarithmic ? ", log scale" : ""))"
                set xrange [0:*]
                set offsets 0, graph 0.04, graph 0.06, graph 0.06
                \(logarithmic ? "set logscale y\nset autoscale yfix\nset ytics (\(logTics))" : axis.commands(axis: "y", emptyLabel: "every error is 0"))
                set grid
                set key below center maxrows \(max(2, (drawnCount + 2) / 3)) font ",10" spacing 1.2
                set bmargin 7
                plot \(plots.joined(separator: ", \\\n     "))
                """,
            dataFiles: [(name + ".dat", blocks.joined(separator: "\n\n\n") + "\n")]
        )
    }
}
