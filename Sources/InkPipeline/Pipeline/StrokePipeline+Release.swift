/// Freeing the geometry of completed strokes, for a simulation whose renderer has drawn them
/// into its cached layer and never reads them again.
extension StrokePipeline {
    /// Frees every stage's data of the strokes that are complete (ended, every expected update
    /// applied: nothing about them changes any more) or cancelled: their samples, polylines,
    /// filter outputs and Bézier elements. What stays per touch: its slot, status and real
    /// sample count (`realSampleCount(ofTouch:)`), and the end of its last element
    /// (`inkEnd(for:)`). Afterwards `elements(for:)`, `polyline(for:)`, … of those touches are
    /// empty. Only incremental geometry releases anything: naive stages rebuild every stroke
    /// from its samples on every callback, so they keep them all.
    ///
    /// Call it only when nothing will read those strokes' geometry again, e.g. after a render
    /// of a renderer that has drawn them into its finished layer (`IncrementalRenderer`).
    /// Memory then grows with the strokes in flight, not with the ink on the page.
    package mutating func releaseCompletedStrokes() {
        guard configuration.geometry == .incremental else { return }
        while released.nextSlot < touchPaths.slotCount {
            released.pending.append(released.nextSlot)
            released.nextSlot += 1
        }
        var kept = 0
        for slot in released.pending {
            let path = touchPaths.path(at: slot)
            switch path.status {
            case .complete, .cancelled:
                released.inkEnds[path.touchID] = smoother.output(at: slot).last?.end
                touchPaths.releasePath(at: slot)
                polylines.releaseOutput(at: slot)
                for index in filters.indices { filters[index].releaseOutput(at: slot) }
                smoother.releaseOutput(at: slot)
            case .live, .awaitingUpdates:
                released.pending[kept] = slot
                kept += 1
            }
        }
        released.pending.removeLast(released.pending.count - kept)
    }

    /// The end of the last Bézier element of `touchID`'s stroke (the drawn tip, predicted tail
    /// included), also after the stroke was released; nil for a touch without ink.
    package func inkEnd(for touchID: Int) -> InkPoint? {
        if let end = released.inkEnds[touchID] { return end }
        return elements(for: touchID)?.last?.end
    }
}
