import InkMetrics
import InkModel
import InkPredict
import InkSim

/// The predicted points a simulated run showed, evaluated with InkMetrics'
/// `PredictionEvaluation` (docs/prediction.md: horizon, truth from `TruthPaths`, error), so `inkbench run`
/// and `inkbench predict` measure prediction error the same way.
///
/// The simulator asks its prediction provider once per callback, in order, with the callback's
/// start and the samples delivered so far; providers are deterministic, so a fresh provider asked
/// the same questions gives exactly the points each callback carried. A callback's points are
/// shown when a presented frame's content time is the callback's start (its predicted tail is
/// then on screen); they are evaluated as platform predictions (`recorded` predictor at their
/// own times) in a copy of the trace whose callbacks are the simulated ones.
public struct ShownPredictions: Sendable {
    /// The evaluation of the shown points; one record per shown predicted point, in callback order.
    public let evaluation: PredictionEvaluation
    /// Per record of `evaluation`: the index of the simulated callback that carried it.
    public let callbackIndices: [Int]

    /// The shown predictions of `record` (a simulation of `trace`); nil when its configuration
    /// does not predict; its predictor is built from `predictors`.
    public init?(_ record: SimulationRecord, trace: Trace, predictors: PredictorCatalog) throws {
        let provider: (any PredictionProvider)?
        do {
            provider = try predictionProvider(for: record.configuration, trace: trace, profile: record.profile, predictors: predictors)
        } catch {
            throw ReportError("\(record.configuration.name): \(error)")
        }
        guard var provider else { return nil }
        let shownStarts = Set(record.frames.filter(\.isPresented).map(\.contentTime))
        var replay = trace
        var indexByStart: [Double: Int] = [:]
        var carried: [TouchSample] = []
        replay.callbacks = record.callbacks.map { probe in
            provider.predictions(at: probe.start, deliveredSamples: probe.samples.upperBound, in: trace, into: &carried)
            indexByStart[probe.start] = probe.index
            return RecordedCallback(
                time: probe.start, samples: probe.samples, updates: probe.updates, predictions: shownStarts.contains(probe.start) ? carried : []
            )
        }
        if let failure = provider.failure { throw ReportError("\(record.configuration.name): predictor '\(provider.name)': \(failure)") }
        do {
            evaluation = try PredictionEvaluation(trace: replay, predictors: [ComponentSpec(name: "recorded")], horizons: [], catalog: predictors)
        } catch {
            throw ReportError("\(record.configuration.name): \(error)")
        }
        callbackIndices = evaluation.records.map { indexByStart[$0.callbackTime] ?? -1 }
    }

    /// Median, 90th percentile and the rest of the error per horizon bucket, points.
    public var bucketSummaries: [PredictionBucketSummary] {
        PredictorSummary(predictor: "shown", records: evaluation.records).buckets
    }
}
