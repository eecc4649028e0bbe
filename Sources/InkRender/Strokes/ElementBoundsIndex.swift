import InkPipeline

/// The pixel bounds of one stroke's Bézier elements, kept in step with the pipeline's
/// suffix-invalidation changes, with a coarse level (the union of every `blockSize` consecutive
/// elements) so that finding the elements crossing a small rectangle costs
/// O(count / blockSize + hits) rather than a scan of the whole stroke.
///
/// Storage keeps its capacity: updating allocates only when the stroke outgrows it.
package struct ElementBoundsIndex: Hashable, Sendable {
    /// Elements per coarse block.
    package static let blockSize = 32

    /// Bounds of each element, px.
    package private(set) var rects: [PixelRect] = []
    /// Whether each element is (partly) predicted ink.
    package private(set) var predicted: [Bool] = []
    /// Union of `rects` per block of `blockSize` (the last block may be partial).
    private var blocks: [PixelRect] = []

    package init() {}

    package var count: Int { rects.count }

    /// Index of the first predicted element (the predicted tail runs to the end), or `count`.
    package var predictedTailStart: Int {
        var index = rects.count
        while index > 0 && predicted[index - 1] { index -= 1 }
        return index
    }

    /// The union of the bounds of elements `range` that are real (`predicted == false`) or,
    /// with `predicted: true`, predicted.
    package func union(of range: Range<Int>, predicted wanted: Bool) -> PixelRect {
        var result = PixelRect.empty
        for index in range where predicted[index] == wanted { result = result.union(rects[index]) }
        return result
    }

    /// The union of every real element's bounds.
    package var realBounds: PixelRect { union(of: 0..<count, predicted: false) }

    /// Drops elements from `firstChanged` on and appends `elements[firstChanged…]` with their
    /// bounds from `painter`.
    package mutating func replace(from firstChanged: Int, with elements: [BezierElement], painter: InkPainter) {
        let keep = min(firstChanged, rects.count)
        rects.removeSubrange(keep...)
        predicted.removeSubrange(keep...)
        for index in keep..<elements.count {
            rects.append(painter.pixelBounds(of: elements[index]))
            predicted.append(elements[index].isPredicted)
        }
        let firstBlock = keep / Self.blockSize
        blocks.removeSubrange(min(firstBlock, blocks.count)...)
        var start = firstBlock * Self.blockSize
        while start < rects.count {
            var box = PixelRect.empty
            for index in start..<min(start + Self.blockSize, rects.count) { box = box.union(rects[index]) }
            blocks.append(box)
            start += Self.blockSize
        }
    }

    /// Calls `body` with the index of every real element whose bounds cross `rect`, in order.
    @inlinable
    package func forEachRealElement(crossing rect: PixelRect, _ body: (Int) -> Void) {
        forEachBlock(crossing: rect) { range in
            for index in range where !predicted[index] && rects[index].intersects(rect) { body(index) }
        }
    }

    @usableFromInline
    func forEachBlock(crossing rect: PixelRect, _ body: (Range<Int>) -> Void) {
        for (block, box) in blocks.enumerated() where box.intersects(rect) {
            let start = block * Self.blockSize
            body(start..<min(start + Self.blockSize, rects.count))
        }
    }
}
