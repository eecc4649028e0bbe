import Foundation
import InkMetrics

/// The prediction error vs horizon chart (DESIGN §8), shared by `inkbench run` (one series per
/// configuration with prediction) and `inkbench predict` (one per predictor): for each series,
/// the median (solid) and 90th percentile (dashed, same colour) of |predicted − true| in points
/// per horizon bucket (`HorizonBucket.standard`), placed at the bucket's mean horizon.
public enum PredictionErrorChart {
    /// The chart named `name` for `series` (title, per-bucket summaries); `subject` names the
    /// trace in the title and `seriesTitle` says what a series is ("configuration", "predictor").
    /// Buckets without an in-range answered prediction are left out, and series without any; nil when
    /// no series has one.
    public static func chart(
        name: String, subject: String, seriesTitle: String, series: [(String, [PredictionBucketSummary])]
    ) -> GnuplotChart? {
        var blocks: [String] = []
        var plots: [String] = []
        for (title, buckets) in series {
            let rows = buckets.compactMap { bucket -> String? in
                guard let median = bucket.medianError, let p90 = bucket.p90Error else { return nil }
                let horizon = bucket.meanHorizonMS ?? (bucket.bucket.lower + (bucket.bucket.upper ?? bucket.bucket.lower)) / 2
                return "\(horizon)\t\(median)\t\(p90)\t\(GnuplotChart.quoted(bucket.bucket.description))"
            }
            guard !rows.isEmpty else { continue }
            let index = blocks.count
            blocks.append("# \(seriesTitle) \(title)\n# mean_horizon_ms\tmedian_error_pt\tp90_error_pt\tbucket\n" + rows.joined(separator: "\n"))
            let source = plots.isEmpty ? "data" : "''"
            plots.append("\(source) index \(index) using 1:2 with linespoints linewidth 2 pointtype 7 pointsize 0.8 linecolor \(index + 1) "
                + "title \(GnuplotChart.quoted(title))")
            plots.append("'' index \(index) using 1:3 with linespoints linewidth 1.5 dashtype 2 pointtype 6 pointsize 0.8 linecolor \(index + 1) notitle")
        }
        guard !blocks.isEmpty else { return nil }
        return GnuplotChart(
            name: name,
            caption: "Prediction error (|predicted − true|, points) against the prediction horizon per \(seriesTitle) on \(subject): "
                + "median (solid) and 90th percentile (dashed) per horizon bucket, at the bucket's mean horizon",
            commands: """
                data = "\(name).dat"
                set datafile separator "\\t"
                set title \(GnuplotChart.quoted("Prediction error vs horizon — \(subject)"))
                set xlabel "prediction horizon (ms, mean of the bucket's targets)"
                set ylabel "prediction error |predicted − true| (pt)"
                set xrange [0:*]
                set yrange [0:*]
                set grid
                set key outside right top title \(GnuplotChart.quoted("solid: median, dashed: p90")) font ",10"
                plot \(plots.joined(separator: ", \\\n     "))
                """,
            dataFiles: [(name + ".dat", blocks.joined(separator: "\n\n\n") + "\n")]
        )
    }
}
