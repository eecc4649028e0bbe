import Foundation
import InkMetrics

/// The wide tables of `inkbench predict --wide` for one target kind: per horizon bucket every
/// statistic of every predictor (n with its "< 10" mark, availability, median with its 95%
/// bootstrap interval, p90, in points and mm, along- and cross-track, jitter, effective error,
/// targets past pen-up, force and tilt errors) and the best median; then the scores.
enum PredictionWideTables {
    static func lines(_ summaries: [PredictorSummary], perMM: Double) -> [String] {
        var lines: [String] = []
        for bucket in HorizonBucket.standard {
            let rows = summaries.compactMap { summary -> (String, PredictionBucketSummary)? in
                summary.buckets.first { $0.bucket == bucket }.map { (summary.predictor, $0) }
            }
            guard !rows.isEmpty else { continue }
            lines.append("")
            let meanHorizon = rows.first?.1.meanHorizonMS.map { ", mean horizon \(number($0, 1)) ms" } ?? ""
            lines.append("-- horizon \(bucket)\(meanHorizon)")
            lines += PredictionConsoleTables.columns(
                header: ["predictor", "targets", "n", "avail", "median pt", "95% CI pt", "p90 pt", "median mm", "p90 mm", "along pt", "cross pt",
                         "jitter pt", "eff. median pt", "past pen-up", "force err median / p90", "altitude / azimuth err °"],
                rows: rows.map { name, s in
                    [
                        name, "\(s.requested)", s.isSmall ? "\(s.errorCount) < \(PredictionBucketSummary.smallCount)" : "\(s.errorCount)",
                        percent(s.availability), number(s.medianError),
                        s.medianErrorInterval.map { "[\(number($0.lower)), \(number($0.upper))]" } ?? "n/a", number(s.p90Error),
                        number(s.medianError.map { $0 / perMM }), number(s.p90Error.map { $0 / perMM }),
                        signed(s.medianAlongTrack), number(s.medianCrossTrack), number(s.medianJitter),
                        number(s.medianEffectiveError), "\(s.pastPenUp)",
                        s.medianForceError.map { "\(number($0, 3)) / \(number(s.p90ForceError, 3))" } ?? "n/a",
                        s.medianAltitudeError.map { "\(number($0 * 180 / .pi, 1)) / \(number(s.medianAzimuthError.map { $0 * 180 / .pi }, 1))" } ?? "n/a",
                    ]
                }
            )
            let best = rows.filter { $0.1.medianError != nil }.min { ($0.1.medianError ?? 0) < ($1.1.medianError ?? 0) }
            if let best { lines.append("best median: \(best.0)") }
        }
        lines.append("")
        lines.append("-- scores (median effective error over all targets; lower is better)")
        lines += PredictionConsoleTables.columns(
            header: ["predictor", "score pt", "p90 pt", "score mm", "avail", "callbacks answered", "past pen-up", "overshoot median / max pt"],
            rows: summaries.map { s in
                [
                    s.predictor, number(s.score), number(s.scoreP90), number(s.score.map { $0 / perMM }), percent(s.availability),
                    percent(s.callbackAvailability), "\(s.pastPenUp)", s.maxOvershoot.map { "\(number(s.medianOvershoot)) / \(number($0))" } ?? "none",
                ]
            }
        )
        return lines
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
