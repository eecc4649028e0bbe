import InkModel

/// An axis-aligned rectangle given by its extreme coordinates (units of whatever it bounds:
/// millimetres while planning, points on the canvas).
struct Bounds: Hashable, Sendable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// The smallest rectangle holding `point`.
    init(point: Point) {
        minX = point.x
        maxX = point.x
        minY = point.y
        maxY = point.y
    }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
    var center: Point { Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }

    /// Grows the rectangle to hold `point`.
    mutating func include(_ point: Point) {
        minX = Swift.min(minX, point.x)
        maxX = Swift.max(maxX, point.x)
        minY = Swift.min(minY, point.y)
        maxY = Swift.max(maxY, point.y)
    }

    /// The smallest rectangle holding both.
    func union(_ other: Bounds) -> Bounds {
        Bounds(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY)
        )
    }

    /// The rectangle moved by `offset`.
    func offset(by offset: Point) -> Bounds {
        Bounds(minX: minX + offset.x, minY: minY + offset.y, maxX: maxX + offset.x, maxY: maxY + offset.y)
    }

    /// True when `other` lies wholly inside this rectangle, allowing `tolerance` of overhang.
    func contains(_ other: Bounds, tolerance: Double = 1e-9) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }
}
