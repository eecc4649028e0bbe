/// The element changes of a naive-geometry pipeline, from an incremental one.
extension StrokePipeline {
    /// The Bézier-element changes a pipeline with naive geometry would report for the callback
    /// just processed: one per touch slot, in slot order, each from index 0, with the slot's
    /// element count before the callback (`previousCounts`, which this updates to the counts after
    /// it) and its status. Naive and incremental geometry compute the same elements, so a replay
    /// can run the cheap incremental pipeline and still show a renderer what the naive one sees.
    package func naiveElementChanges(previousCounts: inout [Int]) -> [SequenceChange] {
        var changes: [SequenceChange] = []
        changes.reserveCapacity(touchPaths.slotCount)
        for slot in 0..<touchPaths.slotCount {
            let count = smoother.output(at: slot).count
            let previous = slot < previousCounts.count ? previousCounts[slot] : 0
            changes.append(SequenceChange(
                touchID: touchPaths.touchID(at: slot), firstChanged: 0, previousCount: previous, count: count,
                status: touchPaths.path(at: slot).status
            ))
            if slot < previousCounts.count { previousCounts[slot] = count } else { previousCounts.append(count) }
        }
        return changes
    }
}
