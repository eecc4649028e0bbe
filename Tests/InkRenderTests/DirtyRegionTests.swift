import InkRender
import Testing

/// Dirty rectangles merge when they overlap or touch, stay apart otherwise, and collapse into
/// their bounding box beyond the capacity.
struct DirtyRegionTests {
    static func rect(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelRect {
        PixelRect(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    @Test func overlappingRectanglesMergeTransitively() {
        var region = DirtyRegion()
        region.add(Self.rect(0, 0, 10, 10))
        region.add(Self.rect(30, 0, 10, 10))
        #expect(region.rects.count == 2)
        region.add(Self.rect(5, 5, 30, 2))
        #expect(region.rects == [Self.rect(0, 0, 40, 10)])
        region.add(.empty)
        #expect(region.rects.count == 1)
        region.add(Self.rect(40, 0, 5, 5))
        #expect(region.rects == [Self.rect(0, 0, 45, 10)], "touching edges merge")
    }

    @Test func tooManySeparateRectanglesCollapseIntoTheirBoundingBox() {
        var region = DirtyRegion()
        for index in 0..<DirtyRegion.capacity { region.add(Self.rect(index * 20, 0, 5, 5)) }
        #expect(region.rects.count == DirtyRegion.capacity)
        region.add(Self.rect(0, 100, 5, 5))
        #expect(region.rects == [Self.rect(0, 0, 20 * (DirtyRegion.capacity - 1) + 5, 105)])
        region.removeAll()
        #expect(region.isEmpty)
    }

    @Test func pixelRectangleArithmetic() {
        let a = Self.rect(0, 0, 10, 10), b = Self.rect(10, 0, 5, 5)
        #expect(!a.intersects(b), "half-open: column 10 is outside a")
        #expect(a.intersection(b).isEmpty && a.intersection(b).area == 0)
        #expect(a.union(b) == Self.rect(0, 0, 15, 10))
        #expect(a.union(.empty) == a && PixelRect.empty.union(a) == a)
        #expect(a.contains(x: 9, y: 9) && !a.contains(x: 10, y: 9))
    }
}
