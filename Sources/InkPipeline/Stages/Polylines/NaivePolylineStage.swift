import InkModel

/// Touch paths → polylines, naively: converts every sample of the path into a fresh array of
/// `InkPoint`s on every callback (predicted samples become predicted points).
/// Work: `pointsRecomputed` counts points converted.
public struct NaivePolylineStage: GeometryStage {
    private var polylines: [[InkPoint]] = []

    public init() {}

    public var name: String { "polylines" }
    public var slotCount: Int { polylines.count }
    public mutating func appendSlot() { polylines.append([]) }
    public func output(at slot: Int) -> [InkPoint] { polylines[slot] }

    public mutating func process(slot: Int, input: TouchPath, change: SequenceChange, work: inout StageWork) -> SequenceChange {
        let previousCount = polylines[slot].count
        var fresh: [InkPoint] = []
        for (index, sample) in input.samples.enumerated() {
            fresh.append(InkPoint(sample, isPredicted: index >= input.realCount))
        }
        work.pointsRecomputed += fresh.count
        work.elementsEmitted += fresh.count
        work.bytesAllocated += fresh.capacity * MemoryLayout<InkPoint>.stride
        polylines[slot] = fresh
        return SequenceChange(touchID: input.touchID, firstChanged: 0, previousCount: previousCount, count: fresh.count, status: input.status)
    }
}
