/// Distance thinning, incrementally (the rule is on `NaiveDistanceThinningStage`).
///
/// The rule is a greedy scan whose state is the last kept point, so a decision depends only on
/// the points before it. For each kept point the stage remembers its input index and whether it
/// is the forced last point. When inputs change from index j it drops the forced last point and
/// the kept points from j on, resumes the scan at j from the last kept point before j, and adds
/// the forced last point again if needed: n − j points tested.
/// Work: `pointsRecomputed` counts points tested.
package struct IncrementalDistanceThinningStage: GeometryStage {
    private let distance: Double
    private var kept: [[InkPoint]] = []
    /// Per slot: the input index of each kept point.
    private var sources: [[Int]] = []
    /// Per slot: whether the last kept point is there only because it is the last.
    private var hasForcedTail: [Bool] = []

    package init(distance: Double) {
        self.distance = distance
    }

    package var name: String { "distance-thinning" }
    package var slotCount: Int { kept.count }
    package mutating func appendSlot() {
        kept.append([])
        sources.append([])
        hasForcedTail.append(false)
    }
    package func output(at slot: Int) -> [InkPoint] { kept[slot] }
    package mutating func releaseOutput(at slot: Int) {
        kept[slot] = []
        sources[slot] = []
    }

    package mutating func process(slot: Int, input: [InkPoint], change: SequenceChange, work: inout StageWork) -> SequenceChange {
        let previousCount = kept[slot].count
        let capacity = (kept[slot].capacity, sources[slot].capacity)
        let changedFrom = min(change.firstChanged, input.count)
        if hasForcedTail[slot] {
            kept[slot].removeLast()
            sources[slot].removeLast()
            hasForcedTail[slot] = false
        }
        while let last = sources[slot].last, last >= changedFrom {
            sources[slot].removeLast()
            kept[slot].removeLast()
        }
        let first = kept[slot].count
        if let head = input.first {
            var scanFrom = changedFrom
            if kept[slot].isEmpty {
                kept[slot].append(head)
                sources[slot].append(0)
                scanFrom = 1
            }
            var lastKept = sources[slot][sources[slot].count - 1]
            for index in scanFrom..<input.count
            where input[index].location.distance(to: input[lastKept].location) >= distance {
                kept[slot].append(input[index])
                sources[slot].append(index)
                lastKept = index
            }
            if lastKept != input.count - 1 {
                kept[slot].append(input[input.count - 1])
                sources[slot].append(input.count - 1)
                hasForcedTail[slot] = true
            }
            work.pointsRecomputed += input.count - scanFrom
        }
        work.elementsEmitted += kept[slot].count - first
        work.countGrowth(of: kept[slot], from: capacity.0)
        work.countGrowth(of: sources[slot], from: capacity.1)
        return SequenceChange(touchID: change.touchID, firstChanged: first, previousCount: previousCount, count: kept[slot].count, status: change.status)
    }
}
