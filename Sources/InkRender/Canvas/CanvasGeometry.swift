import Foundation
import InkModel

/// Which part of the (point-based) trace plane a canvas shows and at how many pixels per point.
///
/// Point `origin` maps to the top-left pixel corner; a point p maps to pixel coordinates
/// `(p − origin) × pixelScale`. A device canvas (`init(profile:)`) has origin zero and the
/// profile's size and scale: the 12.9″ iPad Pro is 1024×1366 pt × 2 = 2048×2732 px.
public struct CanvasGeometry: Hashable, Sendable {
    /// The trace point at the canvas's top-left corner, points.
    public var origin: Point
    /// Pixels per point.
    public var pixelScale: Double
    /// Canvas width, px.
    public var pixelWidth: Int
    /// Canvas height, px.
    public var pixelHeight: Int

    public init(origin: Point = .zero, pixelScale: Double, pixelWidth: Int, pixelHeight: Int) {
        precondition(pixelScale > 0 && pixelScale.isFinite, "pixel scale must be a positive number")
        precondition(pixelWidth > 0 && pixelHeight > 0, "a canvas needs at least one pixel")
        self.origin = origin
        self.pixelScale = pixelScale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The device's whole screen at `scale` pixels per point (default: the profile's own scale).
    public init(profile: DeviceProfile, scale: Double? = nil) {
        let scale = scale ?? profile.pixelScale
        self.init(
            pixelScale: scale,
            pixelWidth: max(1, Int((profile.canvasSize.width * scale).rounded())),
            pixelHeight: max(1, Int((profile.canvasSize.height * scale).rounded()))
        )
    }

    /// The area from `minimum` to `maximum` (points) plus `margin` points on every side, at the
    /// scale that makes its longer side `longSide` px, clamped to `scaleRange`.
    public static func fitting(
        minimum: Point, maximum: Point, margin: Double, longSide: Double, scaleRange: ClosedRange<Double>
    ) -> CanvasGeometry {
        let origin = Point(x: minimum.x - margin, y: minimum.y - margin)
        let width = max(maximum.x - minimum.x, 0) + 2 * margin
        let height = max(maximum.y - minimum.y, 0) + 2 * margin
        let scale = min(max(longSide / max(width, height, 1), scaleRange.lowerBound), scaleRange.upperBound)
        return CanvasGeometry(
            origin: origin, pixelScale: scale,
            pixelWidth: Self.pixelCount(width * scale), pixelHeight: Self.pixelCount(height * scale)
        )
    }

    /// Every pixel of the canvas.
    public var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: pixelWidth, maxY: pixelHeight) }

    /// Pixels in the canvas, px².
    public var pixelCount: Int { pixelWidth * pixelHeight }

    /// Where `point` (points) lands, in pixel coordinates (fractional).
    @inlinable
    public func pixelLocation(of point: Point) -> (x: Double, y: Double) {
        ((point.x - origin.x) * pixelScale, (point.y - origin.y) * pixelScale)
    }

    /// The pixels any ink within `radius` points of the box `minX…maxX × minY…maxY` (points) can
    /// touch, anti-aliasing included (one extra pixel on every side), clipped to the canvas.
    @inlinable
    public func pixelRect(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double) -> PixelRect {
        let low = pixelLocation(of: Point(x: minX - radius, y: minY - radius))
        let high = pixelLocation(of: Point(x: maxX + radius, y: maxY + radius))
        guard low.x.isFinite, low.y.isFinite, high.x.isFinite, high.y.isFinite else { return .empty }
        let limit = Double(Int32.max)
        let rect = PixelRect(
            minX: Int(max(min(low.x.rounded(.down), limit), -limit)) - 1,
            minY: Int(max(min(low.y.rounded(.down), limit), -limit)) - 1,
            maxX: Int(max(min(high.x.rounded(.up), limit), -limit)) + 1,
            maxY: Int(max(min(high.y.rounded(.up), limit), -limit)) + 1
        )
        return rect.intersection(bounds)
    }

    /// `pixels` rounded up to a whole count of at least 1, saturating at `Int32.max` so that an
    /// absurd extent (e.g. strokes 1e15 pt apart) gives a canvas the caller can refuse instead of
    /// a trap.
    private static func pixelCount(_ pixels: Double) -> Int {
        Int(min(max(pixels.rounded(.up), 1), Double(Int32.max)))
    }
}
