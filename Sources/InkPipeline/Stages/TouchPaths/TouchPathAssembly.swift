import InkModel

/// The merge rules of the touch-path stage, shared by its naive and incremental variants so both
/// compute the same paths:
/// - a real sample is appended to its touch's path unless the touch already ended;
///   `ended` ends the touch, `cancelled` discards its ink (the path empties, status `cancelled`);
/// - a sample expecting updates is registered under its update index (when updates apply);
/// - an update replaces the values of the registered sample with its index in the same touch
///   (`PropertyUpdate.applied(to:)`); when the update says nothing more is expected the
///   registration ends; updates matching nothing are discarded;
/// - a touch that ended is `complete` once none of its samples expects an update;
/// - predicted touches are appended after the real samples of a live touch and removed at the
///   start of the next callback.
struct TouchPathAssembly: Sendable {
    /// Where a sample still expecting an update lives.
    struct Registration: Hashable, Sendable {
        var slot: Int
        var index: Int
    }

    let applyUpdates: Bool
    private(set) var paths: [TouchPath] = []
    /// Samples still expecting an update, by update index (a few entries: ~25 ms of samples).
    private var registrations: [Int: Registration] = [:]

    init(applyUpdates: Bool) {
        self.applyUpdates = applyUpdates
    }

    /// Adds empty paths until there is one per slot.
    mutating func ensureSlots(_ slots: TouchSlots) {
        while paths.count < slots.count {
            paths.append(TouchPath(touchID: slots.touchIDs[paths.count]))
        }
    }

    /// Appends a real sample to the path at `slot`; returns the index it was written at, or nil
    /// when the touch had already ended (a sample after `ended` is ignored). A cancelled sample
    /// empties the path and returns 0.
    mutating func appendSample(_ sample: TouchSample, slot: Int) -> Int? {
        guard paths[slot].status == .live else { return nil }
        if sample.phase == .cancelled {
            paths[slot].samples.removeAll()
            paths[slot].realCount = 0
            paths[slot].pendingUpdates = 0
            paths[slot].status = .cancelled
            return 0
        }
        let index = paths[slot].realCount
        paths[slot].samples.append(sample)
        paths[slot].realCount += 1
        if applyUpdates, !sample.expectingUpdates.isEmpty, let updateIndex = sample.updateIndex {
            registrations[updateIndex] = Registration(slot: slot, index: index)
            paths[slot].pendingUpdates += 1
        }
        if sample.phase == .ended { settleEndedStatus(slot: slot) }
        return index
    }

    /// Applies `update` if it matches a registered sample of its touch; returns where it landed.
    mutating func applyUpdate(_ update: PropertyUpdate) -> Registration? {
        guard applyUpdates, let registration = registrations[update.updateIndex] else { return nil }
        let slot = registration.slot
        guard paths[slot].touchID == update.touchID else { return nil }
        guard paths[slot].status != .cancelled else {
            registrations[update.updateIndex] = nil
            return nil
        }
        paths[slot].samples[registration.index] = update.applied(to: paths[slot].samples[registration.index])
        if update.stillExpecting.isEmpty {
            registrations[update.updateIndex] = nil
            paths[slot].pendingUpdates -= 1
            if paths[slot].status == .awaitingUpdates { settleEndedStatus(slot: slot) }
        }
        return registration
    }

    /// Appends a predicted touch to a live path; returns its index, or nil when the touch is
    /// not live.
    mutating func appendPrediction(_ prediction: TouchSample, slot: Int) -> Int? {
        guard paths[slot].status == .live else { return nil }
        paths[slot].samples.append(prediction)
        return paths[slot].samples.count - 1
    }

    /// Removes the predicted tail of the path at `slot` (in place, keeping capacity).
    mutating func removePredictions(slot: Int) {
        let realCount = paths[slot].realCount
        if paths[slot].samples.count > realCount {
            paths[slot].samples.removeSubrange(realCount...)
        }
    }

    func sampleCount(slot: Int) -> Int { paths[slot].samples.count }

    /// Frees the samples of the completed path at `slot` (its count and status stay).
    mutating func releaseSamples(slot: Int) {
        paths[slot].samples = []
    }

    private mutating func settleEndedStatus(slot: Int) {
        paths[slot].status = paths[slot].pendingUpdates > 0 ? .awaitingUpdates : .complete
    }
}
