/// Douglas–Peucker simplification, naively: simplifies every chunk of the whole polyline into a
/// fresh array on every callback. Work: `pointsRecomputed` counts points measured against a
/// chord (Douglas–Peucker's own unit of work).
package struct NaiveDouglasPeuckerStage: GeometryStage {
    private var kernel: DouglasPeuckerKernel
    private var kept: [[InkPoint]] = []

    package init(epsilon: Double, chunking: DouglasPeuckerChunking) {
        kernel = DouglasPeuckerKernel(epsilon: epsilon, chunking: chunking)
    }

    package var name: String { "douglas-peucker" }
    package var slotCount: Int { kept.count }
    package mutating func appendSlot() { kept.append([]) }
    package func output(at slot: Int) -> [InkPoint] { kept[slot] }

    package mutating func process(slot: Int, input: [InkPoint], change: SequenceChange, work: inout StageWork) -> SequenceChange {
        let previousCount = kept[slot].count
        var fresh: [InkPoint] = []
        if let first = input.first {
            fresh.append(first)
            work.pointsRecomputed += kernel.simplify(input, after: 0)
            for index in kernel.keptIndices { fresh.append(input[index]) }
        }
        work.elementsEmitted += fresh.count
        work.bytesAllocated += fresh.capacity * MemoryLayout<InkPoint>.stride
        kept[slot] = fresh
        return SequenceChange(touchID: change.touchID, firstChanged: 0, previousCount: previousCount, count: fresh.count, status: change.status)
    }
}
