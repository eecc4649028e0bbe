/// A rectangle of whole pixels on a canvas: columns `minX..<maxX`, rows `minY..<maxY` (px,
/// origin top-left). Empty when either range is empty.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var minX: Int
    public var minY: Int
    public var maxX: Int
    public var maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The empty rectangle: the identity of `union`.
    public static let empty = PixelRect(minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)

    @inlinable public var isEmpty: Bool { minX >= maxX || minY >= maxY }
    @inlinable public var width: Int { isEmpty ? 0 : maxX - minX }
    @inlinable public var height: Int { isEmpty ? 0 : maxY - minY }
    /// Pixels inside, px².
    @inlinable public var area: Int { width * height }

    /// The smallest rectangle holding both (an empty side is ignored).
    @inlinable
    public func union(_ other: PixelRect) -> PixelRect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        return PixelRect(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The pixels in both (possibly empty).
    @inlinable
    public func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    /// True when the two share at least one pixel.
    @inlinable
    public func intersects(_ other: PixelRect) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// True when pixel (`x`, `y`) lies inside.
    @inlinable
    public func contains(x: Int, y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }

    public var description: String { isEmpty ? "empty" : "[\(minX),\(minY) \(width)×\(height) px]" }
}
