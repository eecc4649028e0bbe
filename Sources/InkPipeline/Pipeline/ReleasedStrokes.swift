/// The bookkeeping of `StrokePipeline.releaseCompletedStrokes`: which slots may still need
/// releasing and, per released touch, the end of its last Bézier element (the tip a frame
/// shows when that touch holds the newest delivered sample).
struct ReleasedStrokes: Sendable {
    /// Slots not released yet (live, awaiting updates, or added since the last release), in
    /// slot order; slots from `nextSlot` on have not been looked at.
    var pending: [Int] = []
    /// The first slot not yet added to `pending`.
    var nextSlot = 0
    /// Per released touch ID: the end of its last element, nil when it had none.
    var inkEnds: [Int: InkPoint?] = [:]
}
