import InkMetrics
import InkModel

/// One trace's prediction evaluation (`inkbench predict`) and its per-predictor summaries, as
/// printed and written.
package struct PredictionTraceResult: Sendable {
    /// The trace as given (file or dataset name).
    package var input: String
    package var trace: Trace
    package var evaluation: PredictionEvaluation
    /// One per predictor of `evaluation`, in its order (`PredictorSummary.all`).
    package var summaries: [PredictorSummary]
    /// On a recording with platform predictions: every predictor but `recorded` at the fixed
    /// horizons asked in the same callbacks; else empty.
    package var fixedHorizonSummaries: [PredictorSummary]

    package init(input: String, trace: Trace, evaluation: PredictionEvaluation) {
        self.input = input
        self.trace = trace
        self.evaluation = evaluation
        summaries = PredictorSummary.all(evaluation)
        fixedHorizonSummaries = PredictorSummary.fixedHorizonsInRecordedCallbacks(evaluation)
    }
}
