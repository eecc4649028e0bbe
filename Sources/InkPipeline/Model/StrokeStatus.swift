/// Where one touch's stroke is in its life, as every stage reports it.
public enum StrokeStatus: String, Hashable, Sendable, CaseIterable {
    /// The touch is down: samples may still be added and predictions replaced.
    case live
    /// The touch ended (no more samples), but late property updates are still expected
    /// (only when the configuration applies updates).
    case awaitingUpdates = "awaiting-updates"
    /// Nothing will change any more: the touch ended and every expected update arrived
    /// (or the configuration ignores updates).
    case complete
    /// The touch was cancelled: its ink is discarded and every stage's output for it is empty.
    case cancelled

    /// True when no more points will be added: the stroke's tip is final.
    package var hasEnded: Bool { self != .live }
}
