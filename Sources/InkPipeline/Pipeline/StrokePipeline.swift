import InkModel

/// The geometry pipeline of one configuration: events → touch paths → polylines → filters →
/// smoother → Bézier elements, fed one callback at a time.
///
/// ```swift
/// var pipeline = StrokePipeline(configuration: configuration)
/// for callback in CallbackSchedule.automatic(for: trace).callbacks {
///     let work = pipeline.process(callback, in: trace)
/// }
/// let elements = pipeline.elements(for: touchID)
/// ```
/// The trace is never copied: callbacks hold index ranges into it, and the pipeline reads the
/// samples and updates it needs. "All at once" is one callback carrying every sample and update
/// (see `RecordedCallback.allAtOnce`). A trace should be valid (`Trace.firstProblem() == nil`);
/// an update delivered before its sample is discarded.
///
/// Per-touch outputs are kept per *slot* (touches in order of their first entered sample); a
/// cancelled touch keeps its slot with empty outputs and is hidden from `touchIDs`.
public struct StrokePipeline: Sendable {
    public let configuration: PipelineConfiguration
    var touchPaths: any TouchPathStage
    var polylines: any GeometryStage<TouchPath, InkPoint>
    var filters: [any GeometryStage<[InkPoint], InkPoint>]
    var smoother: any GeometryStage<[InkPoint], BezierElement>
    private var pathChanges: [SlotChange] = []
    /// The changes of the Bézier-element lists in the last callback, one per changed touch
    /// (for a renderer's dirty rectangles).
    package private(set) var lastElementChanges: [SequenceChange] = []
    /// The work of each stage in the last callback, in `stageNames` order.
    package private(set) var lastStageWork: [StageWork]
    /// What `releaseCompletedStrokes` freed and what it keeps of those strokes.
    var released = ReleasedStrokes()

    public init(configuration: PipelineConfiguration) {
        self.configuration = configuration
        touchPaths = StageFactory.touchPaths(configuration)
        polylines = StageFactory.polylines(configuration.geometry)
        filters = configuration.filters.map { $0.makeStage(configuration.geometry) }
        smoother = configuration.smoother.makeStage(configuration.geometry)
        lastStageWork = Array(repeating: .zero, count: 3 + configuration.filters.count)
    }

    /// The stage names in order (`PipelineConfiguration.stageNames`).
    public var stageNames: [String] { configuration.stageNames }

    /// Runs one callback of `trace` through every stage and returns its work.
    public mutating func process(_ callback: RecordedCallback, in trace: Trace) -> CallbackWork {
        var counts = CallbackWork(samplesCarried: callback.samples.count, updatesCarried: callback.updates.count)
        for index in lastStageWork.indices { lastStageWork[index] = .zero }
        pathChanges.removeAll(keepingCapacity: true)
        lastElementChanges.removeAll(keepingCapacity: true)
        touchPaths.process(callback, in: trace, changes: &pathChanges, work: &lastStageWork[0], counts: &counts)
        while polylines.slotCount < touchPaths.slotCount {
            polylines.appendSlot()
            for index in filters.indices { filters[index].appendSlot() }
            smoother.appendSlot()
        }
        let smootherStage = lastStageWork.count - 1
        for pathChange in pathChanges {
            let slot = pathChange.slot
            var change = polylines.process(slot: slot, input: touchPaths.path(at: slot), change: pathChange.change, work: &lastStageWork[1])
            var points = polylines.output(at: slot)
            for index in filters.indices {
                change = filters[index].process(slot: slot, input: points, change: change, work: &lastStageWork[2 + index])
                points = filters[index].output(at: slot)
            }
            change = smoother.process(slot: slot, input: points, change: change, work: &lastStageWork[smootherStage])
            lastElementChanges.append(change)
        }
        for work in lastStageWork { counts.total.add(work) }
        counts.bezierElementsEmitted = lastStageWork[smootherStage].elementsEmitted
        return counts
    }

    /// Runs every callback of `schedule`, in order.
    public mutating func process(_ schedule: CallbackSchedule, in trace: Trace) {
        for callback in schedule.callbacks { _ = process(callback, in: trace) }
    }
}
