/// What a one-pass check of a trace remembers per touch, in compact form: the touch's latest
/// timestamp (s), whether it has ended, and its rank in the order of first samples.
///
/// Touch IDs that follow on from each other in order of first appearance (1, 2, 3, … as the
/// synthesizer numbers touches) are kept in an array of 16-byte entries; any other ID falls back
/// to a dictionary. `count` is the number of distinct touches (`Trace.touchIDs.count`).
struct TouchTable {
    /// One touch's state.
    struct Entry {
        /// Timestamp of the touch's latest sample, seconds.
        var lastTime: Double
        /// 0 for the touch whose first sample came first, 1 for the next, …
        var rank: Int32
        /// True once a sample ended or cancelled the touch.
        var ended: Bool
    }

    private var firstDenseID = 0
    private var dense: [Entry] = []
    private var sparse: [Int: Entry] = [:]

    /// Distinct touches seen.
    var count: Int { dense.count + sparse.count }

    /// The state of touch `id`, or nil before its first sample.
    func entry(_ id: Int) -> Entry? {
        if let slot = denseSlot(id) { return dense[slot] }
        return sparse.isEmpty ? nil : sparse[id]
    }

    /// Stores `entry` as the state of touch `id`.
    mutating func set(_ id: Int, _ entry: Entry) {
        if let slot = denseSlot(id) {
            dense[slot] = entry
        } else if dense.isEmpty {
            firstDenseID = id
            dense.append(entry)
        } else {
            let (next, overflow) = firstDenseID.addingReportingOverflow(dense.count)
            if !overflow && id == next && sparse[id] == nil {
                dense.append(entry)
            } else {
                sparse[id] = entry
            }
        }
    }

    /// The rank of a new touch: the number of touches seen before it.
    var nextRank: Int32 { Int32(truncatingIfNeeded: count) }

    private func denseSlot(_ id: Int) -> Int? {
        let (offset, overflow) = id.subtractingReportingOverflow(firstDenseID)
        return !overflow && offset >= 0 && offset < dense.count ? offset : nil
    }
}
