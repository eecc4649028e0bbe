/// Douglas–Peucker simplification, incrementally, per chunk (`DouglasPeuckerChunking`).
///
/// For each kept point the stage remembers its input index. When inputs change from index j,
/// every kept point up to the chunk boundary s = L·⌊(j−1)/L⌋ stays (its chunk lies wholly
/// before j); the kept points after s are dropped and the chunks from s to the end are
/// simplified again — at most L + (n − j) points. With `chunk: whole-stroke` s is always 0:
/// the whole stroke is simplified again and the stage reports `forcedFullRebuild`.
/// Work: `pointsRecomputed` counts points measured against a chord.
package struct IncrementalDouglasPeuckerStage: GeometryStage {
    private var kernel: DouglasPeuckerKernel
    private var kept: [[InkPoint]] = []
    /// Per slot: the input index of each kept point.
    private var sources: [[Int]] = []

    package init(epsilon: Double, chunking: DouglasPeuckerChunking) {
        kernel = DouglasPeuckerKernel(epsilon: epsilon, chunking: chunking)
    }

    package var name: String { "douglas-peucker" }
    package var slotCount: Int { kept.count }
    package mutating func appendSlot() {
        kept.append([])
        sources.append([])
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
        var start = 0
        if changedFrom >= 1 && !kept[slot].isEmpty {
            start = kernel.stableBoundary(before: changedFrom)
            while let last = sources[slot].last, last > start {
                sources[slot].removeLast()
                kept[slot].removeLast()
            }
            if kernel.chunkLength == Int.max && changedFrom > 1 { work.forcedFullRebuild = true }
        } else {
            kept[slot].removeAll(keepingCapacity: true)
            sources[slot].removeAll(keepingCapacity: true)
        }
        let first = kept[slot].count
        if let head = input.first, kept[slot].isEmpty {
            kept[slot].append(head)
            sources[slot].append(0)
        }
        if !input.isEmpty {
            work.pointsRecomputed += kernel.simplify(input, after: start)
            for index in kernel.keptIndices {
                kept[slot].append(input[index])
                sources[slot].append(index)
            }
        }
        work.elementsEmitted += kept[slot].count - first
        work.countGrowth(of: kept[slot], from: capacity.0)
        work.countGrowth(of: sources[slot], from: capacity.1)
        return SequenceChange(touchID: change.touchID, firstChanged: first, previousCount: previousCount, count: kept[slot].count, status: change.status)
    }
}
