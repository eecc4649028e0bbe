import InkModel

/// The platform's own predictions kept in an app-level recording (`Trace.callbacks`): for a
/// simulated callback that delivered samples up to index n, the predictions of the newest
/// recorded callback whose real samples all lie before n, keeping only those later than the
/// newest delivered sample of their touch (an older prediction would fold the ink back).
/// Traces without recorded callbacks give none.
package struct RecordedPredictionProvider: PredictionProvider {
    /// Recorded callbacks carrying samples, by the end of their sample range.
    private let callbacks: [RecordedCallback]
    private var cursor = 0

    package init(trace: Trace) {
        callbacks = trace.callbacks.filter { !$0.samples.isEmpty }
    }

    package var name: String { "recorded" }

    package mutating func predictions(at time: Double, deliveredSamples: Int, in trace: Trace, into predictions: inout [TouchSample]) {
        predictions.removeAll(keepingCapacity: true)
        while cursor + 1 < callbacks.count, callbacks[cursor + 1].samples.upperBound <= deliveredSamples { cursor += 1 }
        guard cursor < callbacks.count, callbacks[cursor].samples.upperBound <= deliveredSamples, deliveredSamples > 0 else { return }
        for prediction in callbacks[cursor].predictions {
            guard let newest = newestSample(of: prediction.touchID, before: deliveredSamples, in: trace),
                  prediction.timestamp > newest.timestamp
            else { continue }
            predictions.append(prediction)
        }
    }

    /// The newest delivered sample of `touchID` (scanning back a few samples at most in practice).
    private func newestSample(of touchID: Int, before end: Int, in trace: Trace) -> TouchSample? {
        var index = end - 1
        while index >= 0 {
            if trace.samples[index].touchID == touchID { return trace.samples[index] }
            index -= 1
        }
        return nil
    }
}
