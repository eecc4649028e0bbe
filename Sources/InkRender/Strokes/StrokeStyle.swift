/// How ink is drawn: colour and width. Round caps and joins, anti-aliased, always.
///
/// Widths are in points. `constant` ink is `width` wide everywhere. `forceTapered` ink is
/// `width × force` wide, clamped to `minimumWidth…maximumWidth`, where force is the pipeline's
/// perpendicular force (along-axis force / sin(altitude), clamped to the maximum possible force;
/// 1.0 = an average touch); a point without force gets `width`.
public struct StrokeStyle: Hashable, Sendable {
    /// How the width follows the pen.
    public enum WidthMode: String, Hashable, Sendable, CaseIterable {
        case constant
        case forceTapered = "force-tapered"
    }

    public var widthMode: WidthMode
    /// Width at force 1 (or everywhere, when constant), points.
    public var width: Double
    /// Narrowest tapered width, points.
    public var minimumWidth: Double
    /// Widest tapered width, points.
    public var maximumWidth: Double
    /// Ink colour, straight (not premultiplied) RGBA components in 0…1.
    public var color: RGBAColor

    public init(
        widthMode: WidthMode = .forceTapered, width: Double = 2.5, minimumWidth: Double = 0.75,
        maximumWidth: Double = 8, color: RGBAColor = .ink
    ) {
        precondition(minimumWidth > 0 && minimumWidth <= maximumWidth, "widths must satisfy 0 < minimum ≤ maximum")
        self.widthMode = widthMode
        self.width = min(max(width, minimumWidth), maximumWidth)
        self.minimumWidth = minimumWidth
        self.maximumWidth = maximumWidth
        self.color = color
    }

    /// The widest ink this style can draw, points: what dirty rectangles are expanded by.
    public var widestWidth: Double { widthMode == .constant ? width : maximumWidth }

    /// The width at a point with `force` (nil: no force reported), points.
    @inlinable
    public func width(force: Double?) -> Double {
        guard widthMode == .forceTapered, let force, force.isFinite else { return width }
        return min(max(width * force, minimumWidth), maximumWidth)
    }
}

/// A colour as straight RGBA components in 0…1.
public struct RGBAColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Dark blue-black ink.
    public static let ink = RGBAColor(red: 0.08, green: 0.09, blue: 0.2)
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
}
