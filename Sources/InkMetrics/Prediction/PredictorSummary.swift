/// One predictor's results on one trace: per horizon bucket (`HorizonBucket.standard`, empty
/// buckets left out) and a summary score.
///
/// The **score** is the median effective error (points) over every in-range target of the
/// trace: an abstention counts as showing the newest sample, so abstaining is no free pass, and
/// every predictor is scored on the same targets. Lower is better.
package struct PredictorSummary: Hashable, Sendable, Codable {
    /// The predictor as written (`ComponentSpec.description`).
    package var predictor: String
    package var buckets: [PredictionBucketSummary]
    /// Median effective error over all in-range targets, points; nil when there were none.
    package var score: Double?
    /// 90th percentile of the same, points.
    package var scoreP90: Double?
    /// Share of requested targets answered; nil when none was requested.
    package var availability: Double?
    /// Availability per callback: the share of (callback, touch) pairs asked for a prediction in
    /// which the predictor answered at least one target; nil when none was asked.
    package var callbackAvailability: Double?
    /// Targets past pen-up, and the median and maximum overshoot of the answered ones, points.
    package var pastPenUp: Int
    package var medianOvershoot: Double?
    package var maxOvershoot: Double?

    /// Summaries of every predictor of `evaluation`, in its order, over its main targets: the
    /// platform's prediction times on a trace that has them, else the fixed horizons.
    package static func all(_ evaluation: PredictionEvaluation) -> [PredictorSummary] {
        let fixed: Bool
        if case .horizons = evaluation.targets { fixed = true } else { fixed = false }
        return all(evaluation, fixedHorizons: fixed)
    }

    /// Summaries over the fixed-horizon targets asked beside the platform's in recorded
    /// callbacks, for every predictor asked them (`recorded` answers the platform's times only);
    /// empty for a trace without platform predictions (`all` already covers its fixed horizons).
    package static func fixedHorizonsInRecordedCallbacks(_ evaluation: PredictionEvaluation) -> [PredictorSummary] {
        guard case .platformTimesAndHorizons = evaluation.targets else { return [] }
        let answering = Set(evaluation.records.lazy.filter(\.isFixedHorizon).map(\.predictor))
        return zip(evaluation.predictors.indices, all(evaluation, fixedHorizons: true)).filter { answering.contains($0.0) }.map(\.1)
    }

    private static func all(_ evaluation: PredictionEvaluation, fixedHorizons: Bool) -> [PredictorSummary] {
        var byPredictor = Array(repeating: [PredictionRecord](), count: evaluation.predictors.count)
        for record in evaluation.records where record.isFixedHorizon == fixedHorizons { byPredictor[record.predictor].append(record) }
        return zip(evaluation.predictors, byPredictor).map { spec, records in
            PredictorSummary(predictor: spec.description, records: records)
        }
    }

    /// The summary of one predictor's `records`; each bucket's quantities are exact up to
    /// `valueCap` values (`PredictionBuckets`).
    package init(predictor: String, records: [PredictionRecord], valueCap: Int = PredictionBucketValues.exactCap) {
        self.predictor = predictor
        var perBucket = PredictionBuckets(valueCap: valueCap)
        for record in records { perBucket.add(record) }
        buckets = perBucket.summaries
        let effective = records.compactMap(\.effectiveError).sorted()
        score = DistributionSummary.exactPercentile(50, ofSorted: effective)
        scoreP90 = DistributionSummary.exactPercentile(90, ofSorted: effective)
        availability = records.isEmpty ? nil : Double(records.count { $0.predicted != nil }) / Double(records.count)
        pastPenUp = records.count { $0.isPastPenUp }
        var asked: Set<CallbackTouch> = [], answered: Set<CallbackTouch> = []
        for record in records {
            let key = CallbackTouch(callbackTime: record.callbackTime, touchID: record.touchID)
            asked.insert(key)
            if record.predicted != nil { answered.insert(key) }
        }
        callbackAvailability = asked.isEmpty ? nil : Double(answered.count) / Double(asked.count)
        let overshoot = records.compactMap(\.overshoot).sorted()
        medianOvershoot = DistributionSummary.exactPercentile(50, ofSorted: overshoot)
        maxOvershoot = overshoot.last
    }
}

/// One touch in one callback (callbacks have distinct times).
private struct CallbackTouch: Hashable {
    var callbackTime: Double
    var touchID: Int
}
