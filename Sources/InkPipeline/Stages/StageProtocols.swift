import InkModel

/// A change to the sequence stored at one slot (see `TouchSlots`: slot k is the k-th touch that
/// entered the pipeline).
public struct SlotChange: Hashable, Sendable {
    public var slot: Int
    public var change: SequenceChange

    public init(slot: Int, change: SequenceChange) {
        self.slot = slot
        self.change = change
    }
}

/// The first stage, events → touch paths, in its naive or incremental form: merges a callback's
/// samples (per the coalescing policy), late property updates and predicted touches into one
/// `TouchPath` per touch, and reports which paths changed.
public protocol TouchPathStage: Sendable {
    /// Number of touch slots (touches that have entered the pipeline, cancelled ones included).
    var slotCount: Int { get }
    /// The touch at `slot`.
    func touchID(at slot: Int) -> Int
    /// The slot of `touchID`, or nil for a touch that never entered.
    func slot(of touchID: Int) -> Int?
    /// The merged path at `slot`.
    func path(at slot: Int) -> TouchPath
    /// Takes one callback of `trace`; appends one change per path it changed to `changes`
    /// (a naive stage reports every path), adds its work to `work` and the callback's input
    /// counts (dropped samples, applied and unmatched updates, predictions) to `counts`.
    mutating func process(
        _ callback: RecordedCallback, in trace: Trace,
        changes: inout [SlotChange], work: inout StageWork, counts: inout CallbackWork
    )
    /// Frees the samples of the path at `slot`, whose touch is complete, keeping its touch,
    /// status and real sample count (`StrokePipeline.releaseCompletedStrokes`).
    mutating func releasePath(at slot: Int)
}

/// A geometry stage after the first (polylines, a filter, or a smoother) in its naive or
/// incremental form. It keeps one output sequence per touch slot.
///
/// `process` takes the stage's whole current input for one slot and the change that input went
/// through this callback, updates the slot's output and returns the change of the output.
/// A naive stage ignores `change.firstChanged` and recomputes the whole output into a fresh
/// array; an incremental stage recomputes only what the change can affect, in place. Both give
/// the same output for the same input (bit for bit: they evaluate the same per-item functions
/// on the same values).
public protocol GeometryStage<Input, Output>: Sendable {
    associatedtype Input
    associatedtype Output
    /// The stage's kind, e.g. `savitzky-golay`.
    var name: String { get }
    /// Number of slots.
    var slotCount: Int { get }
    /// Adds an empty slot for a new touch.
    mutating func appendSlot()
    /// The output at `slot`.
    func output(at slot: Int) -> [Output]
    /// Updates the output at `slot` from `input` after `change`; returns the output's change.
    mutating func process(slot: Int, input: Input, change: SequenceChange, work: inout StageWork) -> SequenceChange
    /// Frees the output at `slot`, whose touch is complete (`StrokePipeline.releaseCompletedStrokes`).
    mutating func releaseOutput(at slot: Int)
}

/// A stage that rebuilds every path on every callback (naive geometry) keeps its paths: the
/// pipeline releases completed strokes only with incremental geometry.
extension TouchPathStage {
    public mutating func releasePath(at slot: Int) {}
}

/// A stage that rebuilds every output on every callback (naive geometry) keeps its outputs: the
/// pipeline releases completed strokes only with incremental geometry.
extension GeometryStage {
    public mutating func releaseOutput(at slot: Int) {}
}
