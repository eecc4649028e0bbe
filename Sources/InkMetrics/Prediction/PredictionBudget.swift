import InkModel

/// What a `PredictionEvaluation` of a trace will ask, known before it runs: the callbacks of its
/// schedule and the predictions every predictor makes there (each target of each callback). A
/// prediction is kept as a `PredictionRecord` (a few hundred bytes), so the count bounds the
/// evaluation's memory: `inkbench predict` refuses an evaluation of more predictions than the
/// record limit (`INKBENCH_MAX_RECORDS`), before it starts.
package struct PredictionBudget: Hashable, Sendable {
    /// Callbacks of the schedule.
    package let callbacks: Int
    /// Targets over all callbacks: the predictions one predictor makes.
    package let targetsPerPredictor: Int
    /// Predictors evaluated.
    package let predictors: Int

    /// The budget of evaluating `predictors` predictors on `trace` at `horizons` (seconds).
    package init(trace: Trace, predictors: Int, horizons: [Double]) {
        let schedule = PredictionEvaluation.schedule(of: trace)
        var targeting = PredictionTargeting(horizons: horizons, platformTimes: PredictionEvaluation.carriesPlatformPredictions(trace))
        var targets = 0
        for callback in schedule.callbacks { targets += targeting.targets(of: callback, samples: trace.samples[callback.samples]).count }
        callbacks = schedule.callbacks.count
        targetsPerPredictor = targets
        self.predictors = predictors
    }

    /// Every prediction of the evaluation.
    package var predictions: Int { targetsPerPredictor * predictors }

    /// Why the evaluation would hold more than `maxRecords` predictions, as the end of a line
    /// naming what makes them; nil within it.
    package func problem(maxRecords: Int) -> String? {
        guard predictions > maxRecords else { return nil }
        return "\(predictions) predictions (\(targetsPerPredictor) targets in \(callbacks) callbacks × \(predictors) predictor\(predictors == 1 ? "" : "s")) are more than the limit of \(maxRecords) records per trace"
    }
}
