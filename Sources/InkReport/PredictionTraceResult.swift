import InkMetrics
import InkModel

/// One trace's prediction evaluation (`inkbench predict`) and its per-predictor summaries, as
/// printed and written.
public struct PredictionTraceResult: Sendable {
    /// The trace as given (file or dataset name).
    public var input: String
    public var trace: Trace
    public var evaluation: PredictionEvaluation
    /// One per predictor of `evaluation`, in its order (`PredictorSummary.all`).
    public var summaries: [PredictorSummary]
    /// On a recording with platform predictions: every predictor but `recorded` at the fixed
    /// horizons asked in the same callbacks; else empty.
    public var fixedHorizonSummaries: [PredictorSummary]

    public init(input: String, trace: Trace, evaluation: PredictionEvaluation) {
        self.input = input
        self.trace = trace
        self.evaluation = evaluation
        summaries = PredictorSummary.all(evaluation)
        fixedHorizonSummaries = PredictorSummary.fixedHorizonsInRecordedCallbacks(evaluation)
    }
}
