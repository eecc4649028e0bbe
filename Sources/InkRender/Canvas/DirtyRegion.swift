/// The pixels an incremental render must redraw: a few rectangles, merged whenever two overlap
/// (or touch), so no pixel is redrawn twice.
///
/// Adding a rectangle merges it with every rectangle it overlaps, repeatedly, until none
/// overlap. More than `capacity` separate rectangles collapse into their bounding box. The
/// storage keeps its capacity across frames: steady-state use allocates nothing.
package struct DirtyRegion: Hashable, Sendable {
    /// Separate rectangles beyond which the region becomes one bounding box.
    package static let capacity = 16

    /// The rectangles, pairwise disjoint.
    package private(set) var rects: [PixelRect] = []

    package init() {
        rects.reserveCapacity(Self.capacity + 1)
    }

    package var isEmpty: Bool { rects.isEmpty }

    /// The bounding box of every rectangle.
    package var bounds: PixelRect { rects.reduce(.empty) { $0.union($1) } }

    /// Adds `rect`, merging as described on the type.
    package mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var merged = rect
        var index = 0
        while index < rects.count {
            let other = rects[index]
            if Self.touches(merged, other) {
                merged = merged.union(other)
                rects.swapAt(index, rects.count - 1)
                rects.removeLast()
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(merged)
        if rects.count > Self.capacity {
            let box = bounds
            rects.removeAll(keepingCapacity: true)
            rects.append(box)
        }
    }

    /// Empties the region, keeping its storage.
    package mutating func removeAll() {
        rects.removeAll(keepingCapacity: true)
    }

    private static func touches(_ a: PixelRect, _ b: PixelRect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }
}
