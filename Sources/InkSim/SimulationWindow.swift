/// Where a streamed simulation's window of the trace stands: how many samples, updates,
/// callbacks and frames came before it, and when the input not yet appended becomes available.
/// A whole-trace simulation keeps it at zero with no pending input.
struct SimulationWindow: Sendable {
    /// The trace index of the window's first sample.
    var sampleBase = 0
    /// The trace index of the window's first update.
    var updateBase = 0
    /// Callbacks run so far (the next one's index).
    var callbacks = 0
    /// Frames rendered so far (the next one's index).
    var frames = 0
    /// The earliest availability (seconds, the trace's clock) of input not yet appended to the
    /// window; nil when no more will come.
    var pendingInput: Double?
}
