/// Distance thinning, naively: thins the whole polyline into a fresh array on every callback.
///
/// The rule (shared with the incremental variant): keep the first point; keep each later point
/// whose distance from the previously kept point is at least `distance` (points); finally keep
/// the last point if the rule dropped it, so the ink reaches the tip. Work: `pointsRecomputed`
/// counts points tested.
package struct NaiveDistanceThinningStage: GeometryStage {
    private let distance: Double
    private var kept: [[InkPoint]] = []

    package init(distance: Double) {
        self.distance = distance
    }

    package var name: String { "distance-thinning" }
    package var slotCount: Int { kept.count }
    package mutating func appendSlot() { kept.append([]) }
    package func output(at slot: Int) -> [InkPoint] { kept[slot] }

    package mutating func process(slot: Int, input: [InkPoint], change: SequenceChange, work: inout StageWork) -> SequenceChange {
        let previousCount = kept[slot].count
        var fresh: [InkPoint] = []
        if let head = input.first {
            fresh.append(head)
            var lastKept = 0
            for index in input.indices.dropFirst()
            where input[index].location.distance(to: input[lastKept].location) >= distance {
                fresh.append(input[index])
                lastKept = index
            }
            if lastKept != input.count - 1 { fresh.append(input[input.count - 1]) }
            work.pointsRecomputed += input.count - 1
        }
        work.elementsEmitted += fresh.count
        work.bytesAllocated += fresh.capacity * MemoryLayout<InkPoint>.stride
        kept[slot] = fresh
        return SequenceChange(touchID: change.touchID, firstChanged: 0, previousCount: previousCount, count: fresh.count, status: change.status)
    }
}
