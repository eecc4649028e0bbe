import InkModel

/// The part of a windowed simulation that has become final: what a streamed run hands to its
/// measures and data tables piece by piece instead of keeping a whole `SimulationRecord`.
///
/// A streamed run's chunks, in order, hold every callback, frame, sample and update of the run
/// exactly once and in order, with the same values a whole-trace run records (`SimulationRecord`):
/// indices are global (positions in the whole trace and among all callbacks and frames), so a
/// callback's `samples` and a frame's `contentSamples` refer to samples that may be in this chunk,
/// an earlier one or — for a frame's content or a callback's range — not yet handed over.
///
/// What "final" means per kind:
/// - a callback once its following render (if any) has set its `renderCost`;
/// - a frame once the next frame exists (only then is `isSuperseded` settled);
/// - a sample or update once it was delivered (its callback and whether it entered are known).
///
/// Chunk boundaries are otherwise arbitrary: a consumer must not assume that the frame showing a
/// sample, or the samples a frame shows, are in the same chunk.
public struct SimulationChunk: Sendable {
    /// Final callback probes, in order.
    public var callbacks: [CallbackProbe]
    /// Final frame probes, in order.
    public var frames: [FrameProbe]
    /// The global index of `samples[0]` (the trace index of the first sample handed over).
    package var firstSample: Int
    /// Delivered samples, in trace order.
    public var samples: [TouchSample]
    /// Per sample of `samples`: the index of the callback that delivered it (−1 when never
    /// delivered; only in the last chunk of a run that ends before delivering everything).
    package var sampleCallback: [Int32]
    /// Per sample of `samples`: whether it entered the pipeline.
    package var sampleEntered: [Bool]
    /// The global index of `updates[0]`.
    public var firstUpdate: Int
    /// Delivered property updates, in arrival order.
    public var updates: [PropertyUpdate]
    /// Per update of `updates`: the index of the callback that delivered it (−1 when never delivered).
    package var updateCallback: [Int32]

    /// An empty chunk that starts at sample `firstSample` and update `firstUpdate`.
    public init(firstSample: Int, firstUpdate: Int) {
        callbacks = []
        frames = []
        self.firstSample = firstSample
        samples = []
        sampleCallback = []
        sampleEntered = []
        self.firstUpdate = firstUpdate
        updates = []
        updateCallback = []
    }

    /// A chunk of the given parts; the per-sample and per-update arrays must be as long as
    /// `samples` and `updates`.
    public init(
        callbacks: [CallbackProbe], frames: [FrameProbe], firstSample: Int, samples: [TouchSample], sampleCallback: [Int32],
        sampleEntered: [Bool], firstUpdate: Int, updates: [PropertyUpdate], updateCallback: [Int32]
    ) {
        precondition(samples.count == sampleCallback.count && samples.count == sampleEntered.count, "one callback and one flag per sample")
        precondition(updates.count == updateCallback.count, "one callback per update")
        self.callbacks = callbacks
        self.frames = frames
        self.firstSample = firstSample
        self.samples = samples
        self.sampleCallback = sampleCallback
        self.sampleEntered = sampleEntered
        self.firstUpdate = firstUpdate
        self.updates = updates
        self.updateCallback = updateCallback
    }

    /// True when the chunk hands over nothing.
    public var isEmpty: Bool { callbacks.isEmpty && frames.isEmpty && samples.isEmpty && updates.isEmpty }
}
