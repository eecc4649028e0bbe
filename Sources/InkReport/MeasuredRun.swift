import InkMetrics
import InkSim

/// What one measured run gives (`RunMeasurement.finish`): its metrics, the error of the
/// predictions it showed (nil without prediction) and the metrics estimated from a bounded sample
/// (report keys; empty for any run whose distributions stay within its measure's cap).
public struct MeasuredRun: Sendable {
    public var metrics: SimulationMetrics
    public var predictionErrors: [PredictionBucketSummary]?
    package var approximations: [String]
    /// The simulation record measured, when the caller keeps it (a whole run's: its timed steps
    /// feed pooling and the measurement summary); nil for a streamed run.
    public var record: SimulationRecord?

    public init(metrics: SimulationMetrics, predictionErrors: [PredictionBucketSummary]?, approximations: [String]) {
        self.metrics = metrics
        self.predictionErrors = predictionErrors
        self.approximations = approximations
    }
}
