import InkModel

/// One touch's merged samples: the output of the first stage (events → touch paths).
///
/// `samples` holds the touch's real samples in time order, with every applied late property
/// update merged in (matched by update index), followed by the current callback's predicted
/// touches (`samples[realCount...]`), which are replaced on every callback and never kept.
/// Once a simulation released the completed stroke (`StrokePipeline.releaseCompletedStrokes`),
/// `samples` is empty while `realCount` and `status` stay.
public struct TouchPath: Hashable, Sendable {
    public var touchID: Int
    /// Real samples, then predicted ones.
    public var samples: [TouchSample]
    /// How many of `samples` are real; the rest are predictions.
    package var realCount: Int
    public var status: StrokeStatus
    /// Real samples still expecting a property update (always 0 when updates are ignored).
    package var pendingUpdates: Int

    public init(touchID: Int, samples: [TouchSample] = [], realCount: Int = 0, status: StrokeStatus = .live, pendingUpdates: Int = 0) {
        self.touchID = touchID
        self.samples = samples
        self.realCount = realCount
        self.status = status
        self.pendingUpdates = pendingUpdates
    }

    /// The real samples.
    package var realSamples: ArraySlice<TouchSample> { samples.prefix(realCount) }
    /// The predicted tail of the current callback.
    public var predictions: ArraySlice<TouchSample> { samples.dropFirst(realCount) }
}
