/// Savitzky–Golay smoothing, naively: smooths every point of the polyline into a fresh array on
/// every callback. Work: `pointsRecomputed` counts points smoothed.
public struct NaiveSavitzkyGolayStage: GeometryStage {
    private let kernel: SavitzkyGolayKernel
    private var smoothed: [[InkPoint]] = []

    public init(window: Int, order: Int) {
        kernel = SavitzkyGolayKernel(window: window, order: order)
    }

    public var name: String { "savitzky-golay" }
    public var slotCount: Int { smoothed.count }
    public mutating func appendSlot() { smoothed.append([]) }
    public func output(at slot: Int) -> [InkPoint] { smoothed[slot] }

    public mutating func process(slot: Int, input: [InkPoint], change: SequenceChange, work: inout StageWork) -> SequenceChange {
        let previousCount = smoothed[slot].count
        var fresh: [InkPoint] = []
        for index in input.indices {
            fresh.append(kernel.smoothed(at: index, in: input))
        }
        work.pointsRecomputed += fresh.count
        work.elementsEmitted += fresh.count
        work.bytesAllocated += fresh.capacity * MemoryLayout<InkPoint>.stride
        smoothed[slot] = fresh
        return SequenceChange(touchID: change.touchID, firstChanged: 0, previousCount: previousCount, count: fresh.count, status: change.status)
    }
}
