import InkModel

/// Touch paths → polylines, incrementally: keeps each polyline and reconverts only the samples
/// from the change's first changed index on, in place.
/// Work: `pointsRecomputed` counts points converted.
public struct IncrementalPolylineStage: GeometryStage {
    private var polylines: [[InkPoint]] = []

    public init() {}

    public var name: String { "polylines" }
    public var slotCount: Int { polylines.count }
    public mutating func appendSlot() { polylines.append([]) }
    public func output(at slot: Int) -> [InkPoint] { polylines[slot] }
    public mutating func releaseOutput(at slot: Int) { polylines[slot] = [] }

    public mutating func process(slot: Int, input: TouchPath, change: SequenceChange, work: inout StageWork) -> SequenceChange {
        let previousCount = polylines[slot].count
        let capacity = polylines[slot].capacity
        let first = min(change.firstChanged, previousCount, input.samples.count)
        polylines[slot].removeLast(previousCount - first)
        for index in first..<input.samples.count {
            polylines[slot].append(InkPoint(input.samples[index], isPredicted: index >= input.realCount))
        }
        let count = input.samples.count
        work.pointsRecomputed += count - first
        work.elementsEmitted += count - first
        work.countGrowth(of: polylines[slot], from: capacity)
        return SequenceChange(touchID: input.touchID, firstChanged: first, previousCount: previousCount, count: count, status: input.status)
    }
}
