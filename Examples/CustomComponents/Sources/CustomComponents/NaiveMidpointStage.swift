import InkBench

/// The midpoint smoother, naively: every element of the stroke into a fresh array on every
/// callback. Work: `pointsRecomputed` counts elements computed.
struct NaiveMidpointStage: GeometryStage {
    private var elements: [[BezierElement]] = []

    var name: String { "midpoint" }
    var slotCount: Int { elements.count }
    mutating func appendSlot() { elements.append([]) }
    func output(at slot: Int) -> [BezierElement] { elements[slot] }

    mutating func process(slot: Int, input: [InkPoint], change: SequenceChange, work: inout StageWork) -> SequenceChange {
        let previousCount = elements[slot].count
        let fresh = input.indices.map { MidpointCurve.element($0, of: input) }
        work.pointsRecomputed += fresh.count
        work.elementsEmitted += fresh.count
        work.bytesAllocated += fresh.capacity * MemoryLayout<BezierElement>.stride
        elements[slot] = fresh
        return SequenceChange(touchID: change.touchID, firstChanged: 0, previousCount: previousCount, count: fresh.count, status: change.status)
    }
}
