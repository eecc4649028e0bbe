import InkModel

/// Decides which of a callback's samples enter the pipeline (the configuration's `coalesced`).
package struct CoalescingPolicy: Sendable {
    /// True when every carried sample enters; false for the live sample of each touch only.
    package let coalesced: Bool
    /// Touch IDs already seen in the backward scan (reused; holds a few entries).
    private var seen: Set<Int> = []

    package init(coalesced: Bool) {
        self.coalesced = coalesced
    }

    /// Fills `accepted` (cleared first, capacity kept) with the trace indices of the samples of
    /// `range` that enter, in time order: all of them when coalesced samples are used, otherwise
    /// only the newest sample of each touch (the callback's live touches).
    package mutating func acceptedSamples(in range: Range<Int>, of trace: Trace, into accepted: inout [Int]) {
        accepted.removeAll(keepingCapacity: true)
        if coalesced {
            accepted.append(contentsOf: range)
            return
        }
        seen.removeAll(keepingCapacity: true)
        for index in range.reversed() where seen.insert(trace.samples[index].touchID).inserted {
            accepted.append(index)
        }
        accepted.reverse()
    }
}
