import InkModel

/// Events → touch paths, naively: remembers which samples and updates entered so far and, on
/// every callback, rebuilds every touch's path from scratch (fresh arrays) from all of them,
/// then appends the callback's predictions. Reports every path as changed from index 0.
///
/// Which samples enter is still decided per callback (the coalescing policy depends on how
/// samples were grouped), and a touch keeps the slot it got when its first sample entered.
/// Work: `pointsRecomputed` counts samples written (all of them, every callback).
public struct NaiveTouchPathStage: TouchPathStage {
    private var slots = TouchSlots()
    private var coalescing: CoalescingPolicy
    private let applyUpdates: Bool
    private let usesPredictions: Bool
    /// Trace indices of every sample that entered, in delivery order.
    private var enteredSamples: [Int] = []
    /// Trace indices of every update delivered (when updates apply), in delivery order.
    private var deliveredUpdates: [Int] = []
    private var assembly: TouchPathAssembly
    private var accepted: [Int] = []

    public init(configuration: PipelineConfiguration) {
        coalescing = CoalescingPolicy(coalesced: configuration.coalesced)
        applyUpdates = configuration.updates
        usesPredictions = configuration.prediction != .none
        assembly = TouchPathAssembly(applyUpdates: configuration.updates)
    }

    public var slotCount: Int { slots.count }
    public func touchID(at slot: Int) -> Int { slots.touchIDs[slot] }
    public func slot(of touchID: Int) -> Int? { slots.slot(of: touchID) }
    public func path(at slot: Int) -> TouchPath { assembly.paths[slot] }

    public mutating func process(
        _ callback: RecordedCallback, in trace: Trace,
        changes: inout [SlotChange], work: inout StageWork, counts: inout CallbackWork
    ) {
        coalescing.acceptedSamples(in: callback.samples, of: trace, into: &accepted)
        counts.samplesDropped += callback.samples.count - accepted.count
        for index in accepted { _ = slots.slotCreating(trace.samples[index].touchID) }
        enteredSamples.append(contentsOf: accepted)
        if applyUpdates { deliveredUpdates.append(contentsOf: callback.updates) }

        let previousCounts = assembly.paths.map(\.samples.count)
        var rebuilt = TouchPathAssembly(applyUpdates: applyUpdates)
        rebuilt.ensureSlots(slots)
        for index in enteredSamples {
            let sample = trace.samples[index]
            if let slot = slots.slot(of: sample.touchID), rebuilt.appendSample(sample, slot: slot) != nil {
                work.pointsRecomputed += 1
            }
        }
        for index in deliveredUpdates {
            let applied = rebuilt.applyUpdate(trace.updates[index]) != nil
            if applied { work.pointsRecomputed += 1 }
            if callback.updates.contains(index) {
                if applied { counts.updatesApplied += 1 } else { counts.updatesDiscarded += 1 }
            }
        }
        if !applyUpdates { counts.updatesDiscarded += callback.updates.count }
        if usesPredictions {
            for prediction in callback.predictions {
                if let slot = slots.slot(of: prediction.touchID), rebuilt.appendPrediction(prediction, slot: slot) != nil {
                    counts.predictionsUsed += 1
                    work.pointsRecomputed += 1
                }
            }
        }
        assembly = rebuilt
        for (slot, path) in assembly.paths.enumerated() {
            work.bytesAllocated += path.samples.capacity * MemoryLayout<TouchSample>.stride
            let change = SequenceChange(
                touchID: path.touchID, firstChanged: 0,
                previousCount: slot < previousCounts.count ? previousCounts[slot] : 0,
                count: path.samples.count, status: path.status
            )
            work.elementsEmitted += change.count
            changes.append(SlotChange(slot: slot, change: change))
        }
    }
}
