import InkModel

extension RecordedCallback {
    /// One callback delivering everything `callbacks` delivered — every sample and update of
    /// their (contiguous) ranges — at the last one's time, with the last one's predictions:
    /// the "all at once" input the equivalence checks compare against.
    package static func allAtOnce(_ callbacks: ArraySlice<RecordedCallback>) -> RecordedCallback {
        guard let first = callbacks.first, let last = callbacks.last else {
            return RecordedCallback(time: 0, samples: 0..<0, updates: 0..<0)
        }
        return RecordedCallback(
            time: last.time,
            samples: first.samples.lowerBound..<last.samples.upperBound,
            updates: first.updates.lowerBound..<last.updates.upperBound,
            predictions: last.predictions
        )
    }
}
