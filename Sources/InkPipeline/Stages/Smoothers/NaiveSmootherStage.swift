/// A smoother (polyline → Bézier elements), naively: computes every element of the stroke into
/// a fresh array on every callback. Work: `pointsRecomputed` counts elements computed.
public struct NaiveSmootherStage<Shape: CurveShape>: GeometryStage {
    private let shape: Shape
    private var elements: [[BezierElement]] = []

    public init(shape: Shape) {
        self.shape = shape
    }

    public var name: String { shape.name }
    public var slotCount: Int { elements.count }
    public mutating func appendSlot() { elements.append([]) }
    public func output(at slot: Int) -> [BezierElement] { elements[slot] }

    public mutating func process(slot: Int, input: [InkPoint], change: SequenceChange, work: inout StageWork) -> SequenceChange {
        let previousCount = elements[slot].count
        var fresh: [BezierElement] = []
        for index in 0..<shape.elementCount(points: input.count, ended: change.status.hasEnded) {
            fresh.append(shape.element(index, of: input))
        }
        work.pointsRecomputed += fresh.count
        work.elementsEmitted += fresh.count
        work.bytesAllocated += fresh.capacity * MemoryLayout<BezierElement>.stride
        elements[slot] = fresh
        return SequenceChange(touchID: change.touchID, firstChanged: 0, previousCount: previousCount, count: fresh.count, status: change.status)
    }
}
