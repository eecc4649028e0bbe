import InkModel

/// The chunked Douglas–Peucker simplification shared by the stage's naive and incremental
/// variants (see `DouglasPeuckerChunking` for the chunks and the bound they give).
///
/// Within a chunk from input index a to b, both ends are kept; recursively, the point between
/// two kept points farthest from the *segment* joining them (the first one on ties) is kept when
/// its distance exceeds ε, and the two halves are simplified in turn. The scratch stack, flags
/// and result indices are reused, so steady-state calls allocate nothing.
struct DouglasPeuckerKernel: Sendable {
    let epsilon: Double
    /// Input intervals per chunk (`Int.max`: the whole stroke is one chunk).
    let chunkLength: Int
    private var stack: [Range<Int>] = []
    private var keep: [Bool] = []
    /// The kept input indices found by the last `simplify` call, increasing.
    private(set) var keptIndices: [Int] = []

    init(epsilon: Double, chunking: DouglasPeuckerChunking) {
        self.epsilon = epsilon
        chunkLength = chunking.length
    }

    /// The chunk boundary at or before the one whose chunk contains the first changed input
    /// index `firstChanged` (≥ 1): outputs up to and including it cannot change.
    func stableBoundary(before firstChanged: Int) -> Int {
        ((firstChanged - 1) / chunkLength) * chunkLength
    }

    /// Simplifies chunk after chunk from `start` (a chunk boundary, itself kept and not
    /// reported) to the last point and leaves every kept input index after `start`, increasing,
    /// in `keptIndices`. Returns the work done: the number of points measured against a chord.
    mutating func simplify(_ points: [InkPoint], after start: Int) -> Int {
        keptIndices.removeAll(keepingCapacity: true)
        var measured = 0
        var chunkStart = start
        let last = points.count - 1
        while chunkStart < last {
            let chunkEnd = chunkStart + min(chunkLength, last - chunkStart)
            measured += simplifyChunk(points, from: chunkStart, to: chunkEnd)
            for index in (chunkStart + 1)..<chunkEnd where keep[index - chunkStart] { keptIndices.append(index) }
            keptIndices.append(chunkEnd)
            chunkStart = chunkEnd
        }
        return measured
    }

    /// Marks in `keep[0...(b − a)]` the interior points of chunk a…b that Douglas–Peucker keeps.
    private mutating func simplifyChunk(_ points: [InkPoint], from a: Int, to b: Int) -> Int {
        keep.removeAll(keepingCapacity: true)
        keep.append(contentsOf: repeatElement(false, count: b - a + 1))
        stack.removeAll(keepingCapacity: true)
        stack.append(a..<b)
        let limit = epsilon * epsilon
        var measured = 0
        while let span = stack.popLast() {
            guard span.count >= 2 else { continue }
            let from = points[span.lowerBound].location, to = points[span.upperBound].location
            var farthest = -1
            var farthestDistance = -1.0
            for index in (span.lowerBound + 1)..<span.upperBound {
                let distance = Self.squaredDistance(of: points[index].location, toSegmentFrom: from, to: to)
                if distance > farthestDistance {
                    farthestDistance = distance
                    farthest = index
                }
            }
            measured += span.count - 1
            if farthestDistance > limit {
                keep[farthest - a] = true
                stack.append(span.lowerBound..<farthest)
                stack.append(farthest..<span.upperBound)
            }
        }
        return measured
    }

    /// Squared distance, points², from `point` to the segment `from`–`to`.
    static func squaredDistance(of point: Point, toSegmentFrom from: Point, to: Point) -> Double {
        let chord = to - from
        let lengthSquared = chord.dot(chord)
        var offset = point - from
        if lengthSquared > 0 {
            let t = min(1, max(0, offset.dot(chord) / lengthSquared))
            offset = point - (from + chord * t)
        }
        return offset.dot(offset)
    }
}
