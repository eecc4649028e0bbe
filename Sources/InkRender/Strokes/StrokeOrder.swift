import InkPipeline

/// The order strokes are painted in, which both renderers share so that overlapping ink
/// composes the same way: finished strokes in the order they completed (the order they enter
/// the incremental renderer's cached layer), then unfinished strokes (live, or awaiting late
/// property updates) in the order they first appeared. Predicted ink goes on top of all.
///
/// Learned from the pipeline's change records, so it must see every callback's changes
/// (`note`); cancelled strokes drop out.
package struct StrokeOrder: Hashable, Sendable {
    /// Completed strokes, in completion order.
    package private(set) var finished: [Int] = []
    /// Strokes still changing, in order of first appearance.
    package private(set) var unfinished: [Int] = []

    package init() {}

    /// What happened to `change.touchID`'s stroke in one callback.
    package enum Transition: Hashable, Sendable {
        /// Still unfinished (possibly new).
        case changed
        /// It completed in this callback and moved to `finished`.
        case completed
        /// It was cancelled (or finished earlier and is unaffected).
        case removed
    }

    /// Records one change; returns what became of the stroke.
    @discardableResult
    package mutating func note(_ change: SequenceChange) -> Transition {
        let id = change.touchID
        switch change.status {
        case .cancelled:
            if let index = unfinished.firstIndex(of: id) { unfinished.remove(at: index) }
            return .removed
        case .complete:
            if let index = unfinished.firstIndex(of: id) {
                unfinished.remove(at: index)
            } else if finished.contains(id) {
                return .removed
            }
            finished.append(id)
            return .completed
        case .live, .awaitingUpdates:
            if !unfinished.contains(id) { unfinished.append(id) }
            return .changed
        }
    }
}
