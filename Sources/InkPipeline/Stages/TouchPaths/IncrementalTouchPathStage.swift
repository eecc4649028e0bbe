import InkModel

/// Events → touch paths, incrementally: keeps every path and changes it in place — removes the
/// previous callback's predictions, appends the accepted samples, applies the updates, appends
/// the new predictions — and reports for each changed path the first index that changed.
///
/// Work: `pointsRecomputed` counts samples written (appended, updated, predicted);
/// `elementsEmitted` the samples in the changed suffixes.
public struct IncrementalTouchPathStage: TouchPathStage {
    private var slots = TouchSlots()
    private var assembly: TouchPathAssembly
    private var coalescing: CoalescingPolicy
    private let usesPredictions: Bool
    /// Slots whose paths carry a predicted tail from the previous callback.
    private var predictedSlots: [Int] = []
    /// Per slot: first index changed this callback (`Int.max` when unchanged) and the sample
    /// count before the callback.
    private var firstChanged: [Int] = []
    private var countBefore: [Int] = []
    /// Slots changed this callback, in the order they first changed.
    private var changedSlots: [Int] = []
    private var accepted: [Int] = []

    public init(configuration: PipelineConfiguration) {
        assembly = TouchPathAssembly(applyUpdates: configuration.updates)
        coalescing = CoalescingPolicy(coalesced: configuration.coalesced)
        usesPredictions = configuration.prediction != .none
    }

    public var slotCount: Int { slots.count }
    public func touchID(at slot: Int) -> Int { slots.touchIDs[slot] }
    public func slot(of touchID: Int) -> Int? { slots.slot(of: touchID) }
    public func path(at slot: Int) -> TouchPath { assembly.paths[slot] }
    public mutating func releasePath(at slot: Int) { assembly.releaseSamples(slot: slot) }

    public mutating func process(
        _ callback: RecordedCallback, in trace: Trace,
        changes: inout [SlotChange], work: inout StageWork, counts: inout CallbackWork
    ) {
        for slot in predictedSlots {
            willChange(slot)
            assembly.removePredictions(slot: slot)
            didChange(slot, from: assembly.paths[slot].realCount)
        }
        predictedSlots.removeAll(keepingCapacity: true)

        coalescing.acceptedSamples(in: callback.samples, of: trace, into: &accepted)
        counts.samplesDropped += callback.samples.count - accepted.count
        for index in accepted {
            let sample = trace.samples[index]
            let slot = slots.slotCreating(sample.touchID)
            if slot == firstChanged.count {
                firstChanged.append(Int.max)
                countBefore.append(0)
                assembly.ensureSlots(slots)
            }
            let capacity = assembly.paths[slot].samples.capacity
            willChange(slot)
            if let written = assembly.appendSample(sample, slot: slot) {
                didChange(slot, from: written)
                work.pointsRecomputed += 1
            }
            work.countGrowth(of: assembly.paths[slot].samples, from: capacity)
        }
        for index in callback.updates {
            if let landed = assembly.applyUpdate(trace.updates[index]) {
                willChange(landed.slot)
                didChange(landed.slot, from: landed.index)
                counts.updatesApplied += 1
                work.pointsRecomputed += 1
            } else {
                counts.updatesDiscarded += 1
            }
        }
        if usesPredictions {
            for prediction in callback.predictions {
                guard let slot = slots.slot(of: prediction.touchID) else { continue }
                let capacity = assembly.paths[slot].samples.capacity
                willChange(slot)
                guard let written = assembly.appendPrediction(prediction, slot: slot) else { continue }
                if written == assembly.paths[slot].realCount { predictedSlots.append(slot) }
                didChange(slot, from: written)
                counts.predictionsUsed += 1
                work.pointsRecomputed += 1
                work.countGrowth(of: assembly.paths[slot].samples, from: capacity)
            }
        }
        for slot in changedSlots {
            let path = assembly.paths[slot]
            let change = SequenceChange(
                touchID: path.touchID, firstChanged: min(firstChanged[slot], path.samples.count),
                previousCount: countBefore[slot], count: path.samples.count, status: path.status
            )
            work.elementsEmitted += change.changedRange.count
            changes.append(SlotChange(slot: slot, change: change))
            firstChanged[slot] = Int.max
        }
        changedSlots.removeAll(keepingCapacity: true)
    }

    /// Remembers the path's sample count before its first change in this callback; call it
    /// before every mutation (it is a no-op once the path has changed).
    private mutating func willChange(_ slot: Int) {
        if firstChanged[slot] == Int.max { countBefore[slot] = assembly.sampleCount(slot: slot) }
    }

    /// Records that the path at `slot` changed from `index` on.
    private mutating func didChange(_ slot: Int, from index: Int) {
        if firstChanged[slot] == Int.max { changedSlots.append(slot) }
        firstChanged[slot] = min(firstChanged[slot], index)
    }
}
