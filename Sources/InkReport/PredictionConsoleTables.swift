import Foundation
import InkMetrics

/// What `inkbench predict` prints for one trace: a heading, then one table per target kind (the
/// platform's predicted times, fixed horizons) — compact by default, predictors × horizon
/// buckets of "median/p90" in points within 100 columns, with the bucket's target count and a
/// verdict (`PredictionVerdict`); or, `wide`, every statistic per bucket (`PredictionWideTables`).
package enum PredictionConsoleTables {
    /// Widest line of a compact table.
    package static let width = 100
    /// Longest predictor name shown in full in a compact table; longer ones become `[1]`, `[2]`, …
    /// with the full spec in a legend under the table.
    static let nameWidth = 22

    /// The lines for `result`; the verdict is about `subject` (a predictor as written) when given.
    package static func lines(_ result: PredictionTraceResult, wide: Bool = false, subject: String? = nil) -> [String] {
        let evaluation = result.evaluation
        var lines = [
            "== \(result.input): \(result.trace.samples.count) samples, \(evaluation.callbackCount) callbacks",
            "targets: \(evaluation.targets); truth: \(evaluation.truthSource.rawValue); \(String(format: "%.3g", evaluation.pointsPerMM)) pt/mm",
        ]
        let fixed = result.fixedHorizonSummaries
        let kinds: [(title: String, summaries: [PredictorSummary])] = fixed.isEmpty
            ? [(isPlatformTimes(evaluation) ? "at the platform's predicted times" : "at fixed horizons (newest sample + horizon)", result.summaries)]
            : [("at the platform's predicted times", result.summaries), ("at fixed horizons (newest sample + horizon) in the same recorded callbacks", fixed)]
        for kind in kinds {
            lines.append("")
            if wide {
                lines.append("= \(kind.title)")
                lines += PredictionWideTables.lines(kind.summaries, perMM: evaluation.pointsPerMM)
            } else {
                lines += compact(kind.summaries, title: kind.title)
            }
            lines += PredictionVerdict(kind.summaries, subject: subject).lines(width: width)
        }
        return lines
    }

    private static func isPlatformTimes(_ evaluation: PredictionEvaluation) -> Bool {
        if case .horizons = evaluation.targets { return false }
        return true
    }

    /// One target kind as a compact table: a title line, the header, one row per predictor, the
    /// target count per bucket, and the legend of shortened names (a name longer than
    /// `nameWidth`, or than the columns leave room for, becomes `[k]`).
    static func compact(_ summaries: [PredictorSummary], title: String) -> [String] {
        let buckets = HorizonBucket.standard.filter { bucket in summaries.contains { $0.buckets.contains { $0.bucket == bucket } } }
        let header = ["predictor"] + buckets.map { PredictionVerdict.label($0) } + ["score"]
        var values = summaries.map { summary in
            buckets.map { bucket in cell(summary.buckets.first { $0.bucket == bucket }) } + [number(summary.score)]
        }
        values.append(buckets.map { bucket in
            String(summaries.compactMap { $0.buckets.first { $0.bucket == bucket }?.requested }.max() ?? 0)
        } + [""])
        var others = 0
        for column in 1..<header.count {
            var widest = header[column].count
            for row in values { widest = max(widest, row[column - 1].count) }
            others += 2 + widest
        }
        let room = min(nameWidth, max(4, width - others))
        var legend: [String] = []
        let names = summaries.map { summary -> String in
            guard summary.predictor.count > room else { return summary.predictor }
            legend.append("[\(legend.count + 1)] \(summary.predictor)")
            return "[\(legend.count)]"
        }
        let rows = zip(names + ["targets"], values).map { [$0] + $1 }
        let small = summaries.contains { $0.buckets.contains { $0.isSmall && $0.requested > 0 } }
        return ["\(title): median/p90 error, pt"] + columns(header: header, rows: rows)
            + (small ? ["* rests on fewer than \(PredictionBucketSummary.smallCount) errors"] : []) + legend
    }

    /// `0.64/1.30`, `12.4/29.4`, `n/a`; `*` when the bucket rests on too few errors.
    static func cell(_ bucket: PredictionBucketSummary?) -> String {
        guard let bucket, let median = bucket.medianError else { return "n/a" }
        return "\(number(median))/\(number(bucket.p90Error))" + (bucket.isSmall ? "*" : "")
    }

    /// Two decimals below 10, one below 100, none above: at most 4 characters for any error here.
    static func number(_ value: Double?) -> String {
        guard let value else { return "n/a" }
        return String(format: value < 9.995 ? "%.2f" : value < 99.95 ? "%.1f" : "%.0f", value)
    }

    /// Rows under a header: the first column left-aligned, the others right-aligned, two spaces apart.
    static func columns(header: [String], rows: [[String]]) -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingTrailingSpaces
        }
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
