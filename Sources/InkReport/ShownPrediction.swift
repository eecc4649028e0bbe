import InkMetrics

/// One predicted point a run showed, evaluated (a `recorded`-predictor record at the point's own
/// time), with the index of the simulated callback that carried it, as `ShownPredictionStream`
/// hands them out.
public struct ShownPrediction: Hashable, Sendable {
    public var record: PredictionRecord
    /// The index of the callback that carried the point.
    public var callback: Int

    public init(record: PredictionRecord, callback: Int) {
        self.record = record
        self.callback = callback
    }
}
