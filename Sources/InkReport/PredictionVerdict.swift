import InkMetrics

/// The short verdict under a table of `inkbench predict`: who has the lowest median error in
/// each horizon bucket, and which (bucket, median or p90) cells one predictor of interest — the
/// subject — loses to another. Only buckets where every compared predictor rests on at least
/// `PredictionBucketSummary.smallCount` errors count; ties go to no one.
package struct PredictionVerdict: Hashable, Sendable {
    /// One (bucket, statistic) cell the subject is above the best other predictor in.
    package struct Loss: Hashable, Sendable {
        package var bucket: HorizonBucket
        /// `median` or `p90`.
        package var statistic: String
        /// The predictor with the lowest value there, and its value and the subject's (points).
        package var winner: String
        package var winnerValue: Double
        package var subjectValue: Double
    }

    /// The buckets counted, in order.
    package var buckets: [HorizonBucket]
    /// Per counted bucket, the predictors with the lowest median (several on a tie).
    package var bestMedian: [[String]]
    /// The predictor every counted bucket's lowest median belongs to alone, or nil.
    package var bestEverywhere: String?
    /// The subject, when one was given and is among the summaries.
    package var subject: String?
    /// The cells the subject loses, in bucket order, median before p90.
    package var losses: [Loss]

    /// The verdict over `summaries` (one target kind of one trace), about `subject` (a
    /// predictor's written spec) when given.
    package init(_ summaries: [PredictorSummary], subject: String?) {
        let counted = HorizonBucket.standard.filter { bucket in
            let cells = summaries.compactMap { $0.buckets.first { $0.bucket == bucket } }
            return cells.count == summaries.count && !cells.isEmpty && cells.allSatisfy { !$0.isSmall && $0.medianError != nil }
        }
        buckets = counted
        bestMedian = counted.map { bucket in Self.lowest(summaries, in: bucket, \.medianError).names }
        let winners = Set(bestMedian.map { $0.count == 1 ? $0[0] : "" })
        bestEverywhere = winners.count == 1 && !(winners.first ?? "").isEmpty ? winners.first : nil
        self.subject = summaries.contains { $0.predictor == subject } ? subject : nil
        var losses: [Loss] = []
        if let subject = self.subject {
            let others = summaries.filter { $0.predictor != subject }
            let own = summaries.first { $0.predictor == subject }
            for bucket in counted {
                for (statistic, key) in [("median", \PredictionBucketSummary.medianError), ("p90", \PredictionBucketSummary.p90Error)] {
                    guard let mine = own?.buckets.first(where: { $0.bucket == bucket })?[keyPath: key] else { continue }
                    let best = Self.lowest(others, in: bucket, key)
                    if let value = best.value, let winner = best.names.first, value < mine {
                        losses.append(Loss(bucket: bucket, statistic: statistic, winner: winner, winnerValue: value, subjectValue: mine))
                    }
                }
            }
        }
        self.losses = losses
    }

    /// Cells the subject is compared in: two per counted bucket.
    package var cellCount: Int { buckets.count * 2 }

    /// The verdict as lines of at most `width` columns: "best at every horizon: …" or the best
    /// per bucket, then "SUBJECT loses k of n: …" (the first `listed` losses named).
    package func lines(width: Int = 100, listed: Int = 3) -> [String] {
        guard !buckets.isEmpty else { return ["verdict: no horizon with n ≥ \(PredictionBucketSummary.smallCount) for every predictor"] }
        var text: String
        if let bestEverywhere {
            text = "best median at every horizon: \(bestEverywhere)"
        } else {
            let parts = zip(buckets, bestMedian).map { bucket, names in "\(Self.label(bucket)) \(names.count == 1 ? names[0] : "tie")" }
            text = "best median: " + parts.joined(separator: ", ")
        }
        if let subject {
            if losses.isEmpty {
                text += "; \(subject) loses none of \(cellCount) cells"
            } else {
                let named = losses.prefix(listed).map { loss in
                    "\(loss.statistic) \(Self.label(loss.bucket)) to \(loss.winner) (\(Self.number(loss.winnerValue)) < \(Self.number(loss.subjectValue)))"
                }
                let more = losses.count > listed ? ", and \(losses.count - listed) more" : ""
                text += "; \(subject) loses \(losses.count) of \(cellCount): " + named.joined(separator: ", ") + more
            }
        }
        return Self.wrapped("verdict: " + text, width: width)
    }

    /// `[4, 8)`: the bucket without its unit.
    static func label(_ bucket: HorizonBucket) -> String {
        String(bucket.description.dropLast(3))
    }

    static func number(_ value: Double) -> String {
        String(format: value < 10 ? "%.2f" : "%.1f", value)
    }

    /// The predictors with the lowest value of `key` in `bucket`, and that value.
    private static func lowest(
        _ summaries: [PredictorSummary], in bucket: HorizonBucket, _ key: KeyPath<PredictionBucketSummary, Double?>
    ) -> (names: [String], value: Double?) {
        var best: Double?
        var names: [String] = []
        for summary in summaries {
            guard let value = summary.buckets.first(where: { $0.bucket == bucket })?[keyPath: key] else { continue }
            if best.map({ value < $0 }) ?? true {
                best = value
                names = [summary.predictor]
            } else if value == best {
                names.append(summary.predictor)
            }
        }
        return (names, best)
    }

    /// `text` broken at spaces into lines of at most `width` columns, later lines indented.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = "  " + word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
