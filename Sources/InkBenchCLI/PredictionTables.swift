import Foundation
import InkMetrics
import InkReport

/// The text tables `inkbench predict` prints for one trace: one per horizon bucket, then scores;
/// on a recording with platform predictions, the same again at the fixed horizons asked in the
/// recorded callbacks. Every bucket shows its n (errors it rests on, "< 10" marked) and the 95%
/// bootstrap interval of its median.
enum PredictionTables {
    static func print(_ result: PredictionTraceResult) {
        let evaluation = result.evaluation
        Swift.print("== \(result.input): \(result.trace.samples.count) samples, \(evaluation.callbackCount) callbacks")
        Swift.print("targets: \(evaluation.targets); truth: \(evaluation.truthSource.rawValue); \(formatted(evaluation.pointsPerMM)) pt/mm")
        let fixed = result.fixedHorizonSummaries
        if !fixed.isEmpty { Swift.print("\n= at the platform's predicted times") }
        print(result.summaries, perMM: evaluation.pointsPerMM)
        if !fixed.isEmpty {
            Swift.print("\n= at fixed horizons (newest sample + horizon) in the same recorded callbacks")
            print(fixed, perMM: evaluation.pointsPerMM)
        }
    }

    private static func print(_ summaries: [PredictorSummary], perMM: Double) {
        for bucket in HorizonBucket.standard {
            let rows = summaries.compactMap { summary -> (String, PredictionBucketSummary)? in
                summary.buckets.first { $0.bucket == bucket }.map { (summary.predictor, $0) }
            }
            guard !rows.isEmpty else { continue }
            Swift.print("")
            let meanHorizon = rows.first?.1.meanHorizonMS.map { ", mean horizon \(number($0, 1)) ms" } ?? ""
            Swift.print("-- horizon \(bucket)\(meanHorizon)")
            printTable(
                header: ["predictor", "targets", "n", "avail", "median pt", "95% CI pt", "p90 pt", "median mm", "p90 mm", "along pt", "cross pt",
                         "jitter pt", "eff. median pt", "past pen-up"],
                rows: rows.map { name, s in
                    [
                        name, "\(s.requested)", s.isSmall ? "\(s.errorCount) < \(PredictionBucketSummary.smallCount)" : "\(s.errorCount)",
                        percent(s.availability), number(s.medianError),
                        s.medianErrorInterval.map { "[\(number($0.lower)), \(number($0.upper))]" } ?? "n/a", number(s.p90Error),
                        number(s.medianError.map { $0 / perMM }), number(s.p90Error.map { $0 / perMM }),
                        signed(s.medianAlongTrack), number(s.medianCrossTrack), number(s.medianJitter),
                        number(s.medianEffectiveError), "\(s.pastPenUp)",
                    ]
                }
            )
            let best = rows.filter { $0.1.medianError != nil }.min { ($0.1.medianError ?? 0) < ($1.1.medianError ?? 0) }
            if let best { Swift.print("best median: \(best.0)") }
        }
        Swift.print("")
        Swift.print("-- scores (median effective error over all targets; lower is better)")
        printTable(
            header: ["predictor", "score pt", "p90 pt", "score mm", "avail", "callbacks answered", "past pen-up", "overshoot median / max pt"],
            rows: summaries.map { s in
                [
                    s.predictor, number(s.score), number(s.scoreP90), number(s.score.map { $0 / perMM }), percent(s.availability),
                    percent(s.callbackAvailability), "\(s.pastPenUp)", s.maxOvershoot.map { "\(number(s.medianOvershoot)) / \(number($0))" } ?? "none",
                ]
            }
        )
    }

    static func number(_ value: Double?, _ digits: Int = 2) -> String {
        value.map { String(format: "%.\(digits)f", $0) } ?? "n/a"
    }

    static func signed(_ value: Double?) -> String {
        value.map { String(format: "%+.2f", $0) } ?? "n/a"
    }

    static func percent(_ value: Double?) -> String {
        value.map { String(format: "%.0f%%", $0 * 100) } ?? "n/a"
    }
}
