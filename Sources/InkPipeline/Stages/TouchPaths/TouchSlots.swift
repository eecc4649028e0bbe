/// The pipeline's per-touch slots: slot k is the k-th touch whose first sample entered the
/// pipeline. Every stage stores its per-touch output at the same slot; a cancelled touch keeps
/// its slot (with empty outputs), so slots never move.
struct TouchSlots: Hashable, Sendable {
    private(set) var touchIDs: [Int] = []
    private var slotByTouch: [Int: Int] = [:]

    var count: Int { touchIDs.count }

    func slot(of touchID: Int) -> Int? { slotByTouch[touchID] }

    /// The slot of `touchID`, appending a new one for a touch not seen before.
    mutating func slotCreating(_ touchID: Int) -> Int {
        if let slot = slotByTouch[touchID] { return slot }
        let slot = touchIDs.count
        touchIDs.append(touchID)
        slotByTouch[touchID] = slot
        return slot
    }
}
