import InkMetrics

/// One predicted point a run showed, evaluated: a record of `ShownPredictions.evaluation` with the
/// index of the simulated callback that carried it (its `callbackIndices` entry), as a streamed
/// run hands them out (`ShownPredictionStream`).
public struct ShownPrediction: Hashable, Sendable {
    public var record: PredictionRecord
    /// The index of the callback that carried the point.
    public var callback: Int

    public init(record: PredictionRecord, callback: Int) {
        self.record = record
        self.callback = callback
    }
}
