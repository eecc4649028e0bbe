/// A smoother (polyline → Bézier elements), incrementally: recomputes only the elements a change
/// can reach, in place, and reports which element range changed (for dirty rectangles).
///
/// Element i depends on points i − 1 … i + 2 (i … i + 1 for straight segments) and, at the
/// stroke's tail, on how many points there are and whether the touch ended. When points change
/// from index j, elements from max(0, j − 2) (straight: j − 1) on are recomputed, together with
/// any elements added because the count grew or the stroke ended.
/// Work: `pointsRecomputed` counts elements computed.
public struct IncrementalSmootherStage<Shape: CurveShape>: GeometryStage {
    private let shape: Shape
    private var elements: [[BezierElement]] = []

    public init(shape: Shape) {
        self.shape = shape
    }

    public var name: String { shape.name }
    public var slotCount: Int { elements.count }
    public mutating func appendSlot() { elements.append([]) }
    public func output(at slot: Int) -> [BezierElement] { elements[slot] }
    public mutating func releaseOutput(at slot: Int) { elements[slot] = [] }

    public mutating func process(slot: Int, input: [InkPoint], change: SequenceChange, work: inout StageWork) -> SequenceChange {
        let previousCount = elements[slot].count
        let capacity = elements[slot].capacity
        let count = shape.elementCount(points: input.count, ended: change.status.hasEnded)
        let first = min(max(0, change.firstChanged - shape.reachBack), previousCount, count)
        elements[slot].removeLast(previousCount - first)
        for index in first..<count {
            elements[slot].append(shape.element(index, of: input))
        }
        work.pointsRecomputed += count - first
        work.elementsEmitted += count - first
        work.countGrowth(of: elements[slot], from: capacity)
        return SequenceChange(touchID: change.touchID, firstChanged: first, previousCount: previousCount, count: count, status: change.status)
    }
}
