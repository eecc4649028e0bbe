import Foundation
import InkMetrics

/// A series × horizon bucket table of prediction error as text cells for `summary.md` and
/// `index.html`: one row per series (predictor, or configuration with prediction), optionally
/// its score, and per bucket any series has, `median [95% CI] / p90 (n=…)` of the error in
/// points ("n/a" where it has no in-range answer); a bucket with fewer than 10 errors says
/// `n=7 < 10`.
struct PredictionBucketTable {
    var header: [String]
    var rows: [[String]]

    /// The table of `series` (name, score or nil for no score column, buckets); `title` heads
    /// the first column.
    init(title: String, series: [(name: String, score: Double?, buckets: [PredictionBucketSummary])], scored: Bool) {
        let buckets = HorizonBucket.standard.filter { bucket in series.contains { $0.buckets.contains { $0.bucket == bucket } } }
        header = [title] + (scored ? ["score pt"] : []) + buckets.map { "\($0) median [95% CI] / p90 pt (n)" }
        rows = series.map { entry in
            [entry.name] + (scored ? [Self.number(entry.score)] : []) + buckets.map { bucket in
                guard let cell = entry.buckets.first(where: { $0.bucket == bucket }), let median = cell.medianError else { return "n/a" }
                return "\(Self.number(median)) \(Self.interval(cell.medianErrorInterval)) / \(Self.number(cell.p90Error)) \(Self.count(cell))"
            }
        }
    }

    /// The predictor × bucket table of one `inkbench predict` trace, with scores.
    init(_ summaries: [PredictorSummary]) {
        self.init(title: "predictor", series: summaries.map { ($0.predictor, $0.score, $0.buckets) }, scored: true)
    }

    /// The table as Markdown lines.
    var markdown: [String] {
        MarkdownTable.lines(header, rows)
    }

    /// The predictor with the lowest score, and the score (points); nil when none has one.
    static func best(_ summaries: [PredictorSummary]) -> (predictor: String, score: Double)? {
        summaries.compactMap { summary in summary.score.map { (summary.predictor, $0) } }.min { $0.1 < $1.1 }
    }

    /// `[0.10, 0.15]`, or `[n/a]` without an interval.
    static func interval(_ interval: BootstrapInterval?) -> String {
        interval.map { "[\(number($0.lower)), \(number($0.upper))]" } ?? "[n/a]"
    }

    /// `(n=45)`, or `(n=7 < 10)` for a bucket resting on too few errors.
    static func count(_ bucket: PredictionBucketSummary) -> String {
        bucket.isSmall ? "(n=\(bucket.errorCount) < \(PredictionBucketSummary.smallCount))" : "(n=\(bucket.errorCount))"
    }

    static func number(_ value: Double?) -> String {
        value.map { String(format: "%.2f", $0) } ?? "n/a"
    }
}
