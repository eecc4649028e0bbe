/// One touch callback as the platform really delivered it, for traces recorded at app level
/// (Inkable/UIKit files): which real samples and property updates it carried and the platform's
/// own predicted touches (kept to score the `recorded` predictor against ours).
public struct RecordedCallback: Hashable, Sendable {
    /// When the callback ran, seconds. For recordings this is inferred: the timestamp of the
    /// newest real sample delivered so far (the callback's live touch).
    public var time: Double
    /// Indices into `Trace.samples` of the real samples it carried (coalesced then live).
    public var samples: Range<Int>
    /// Indices into `Trace.updates` of the property updates it carried.
    public var updates: Range<Int>
    /// The platform's predicted touches, nearest first; phase `moved`, no update index.
    public var predictions: [TouchSample]

    public init(time: Double, samples: Range<Int>, updates: Range<Int>, predictions: [TouchSample] = []) {
        self.time = time
        self.samples = samples
        self.updates = updates
        self.predictions = predictions
    }
}
