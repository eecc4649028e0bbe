import InkBench

/// The midpoint smoother, incrementally: when points change from index j, only elements from
/// j − 1 on are recomputed, in place (element i reads points up to i + 1, and the last element's
/// form depends on the count). Work: `pointsRecomputed` counts elements computed.
struct IncrementalMidpointStage: GeometryStage {
    private var elements: [[BezierElement]] = []

    var name: String { "midpoint" }
    var slotCount: Int { elements.count }
    mutating func appendSlot() { elements.append([]) }
    func output(at slot: Int) -> [BezierElement] { elements[slot] }

    mutating func process(slot: Int, input: [InkPoint], change: SequenceChange, work: inout StageWork) -> SequenceChange {
        let previousCount = elements[slot].count
        let capacity = elements[slot].capacity
        let first = min(max(0, change.firstChanged - 1), previousCount, input.count)
        elements[slot].removeLast(previousCount - first)
        for index in first..<input.count {
            elements[slot].append(MidpointCurve.element(index, of: input))
        }
        work.pointsRecomputed += input.count - first
        work.elementsEmitted += input.count - first
        work.countGrowth(of: elements[slot], from: capacity)
        return SequenceChange(touchID: change.touchID, firstChanged: first, previousCount: previousCount, count: input.count, status: change.status)
    }
}
