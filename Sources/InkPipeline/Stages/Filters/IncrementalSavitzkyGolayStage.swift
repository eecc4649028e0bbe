/// Savitzky–Golay smoothing, incrementally: re-smooths only the changed range widened by the
/// half window, in place.
///
/// A point's output depends on the inputs within h of it and, through the shrinking end window,
/// on whether it lies within h of the last point. When inputs change from index j (and the
/// count changes, which happens only at or after j), outputs from max(0, j − h) on can change;
/// those are recomputed. Work: `pointsRecomputed` counts points smoothed.
public struct IncrementalSavitzkyGolayStage: GeometryStage {
    private let kernel: SavitzkyGolayKernel
    private var smoothed: [[InkPoint]] = []

    public init(window: Int, order: Int) {
        kernel = SavitzkyGolayKernel(window: window, order: order)
    }

    public var name: String { "savitzky-golay" }
    public var slotCount: Int { smoothed.count }
    public mutating func appendSlot() { smoothed.append([]) }
    public func output(at slot: Int) -> [InkPoint] { smoothed[slot] }
    public mutating func releaseOutput(at slot: Int) { smoothed[slot] = [] }

    public mutating func process(slot: Int, input: [InkPoint], change: SequenceChange, work: inout StageWork) -> SequenceChange {
        let previousCount = smoothed[slot].count
        let capacity = smoothed[slot].capacity
        let first = max(0, min(change.firstChanged, previousCount, input.count) - kernel.halfWidth)
        smoothed[slot].removeLast(previousCount - first)
        for index in first..<input.count {
            smoothed[slot].append(kernel.smoothed(at: index, in: input))
        }
        work.pointsRecomputed += input.count - first
        work.elementsEmitted += input.count - first
        work.countGrowth(of: smoothed[slot], from: capacity)
        return SequenceChange(touchID: change.touchID, firstChanged: first, previousCount: previousCount, count: input.count, status: change.status)
    }
}
