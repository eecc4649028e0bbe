import CCairo
import Foundation
import InkModel
import InkPipeline

/// Draws Bézier elements on a surface, the same way for every renderer, so that a pixel that
/// sees the same sequence of draws gets the same value.
///
/// Real ink is drawn element by element: each element is one anti-aliased stroke with round
/// caps (so consecutive elements meet in round joins), as wide as the style gives for the mean
/// force of its two ends; a dot element is a filled disc. Drawing per element is what lets the
/// incremental renderer redraw only the elements that cross a dirty rectangle and still match
/// a full redraw pixel for pixel. A stroke's predicted tail is drawn as ONE path (round caps and
/// joins, the width of its first point), so each overlay pixel is drawn at most once per stroke.
public struct InkPainter: Sendable {
    public var geometry: CanvasGeometry
    public var style: StrokeStyle

    public init(geometry: CanvasGeometry, style: StrokeStyle) {
        self.geometry = geometry
        self.style = style
    }

    /// Ink radius used for bounds: half the widest width, points.
    public var boundsRadius: Double { style.widestWidth / 2 }

    /// The pixels `element` can touch when drawn by this painter (real or predicted).
    @inlinable
    public func pixelBounds(of element: BezierElement) -> PixelRect {
        let a = element.start.location, b = element.control1, c = element.control2, d = element.end.location
        return geometry.pixelRect(
            minX: min(a.x, b.x, c.x, d.x), minY: min(a.y, b.y, c.y, d.y),
            maxX: max(a.x, b.x, c.x, d.x), maxY: max(a.y, b.y, c.y, d.y),
            radius: boundsRadius
        )
    }

    /// Prepares `surface`'s context for drawing ink in points (call `end` afterwards). Ink is
    /// never clipped: Cairo rasterizes a stroke that crosses a clip edge slightly differently
    /// (up to 12/255 per channel near the edge) from the same stroke unclipped.
    func begin(on surface: RenderSurface) {
        let context = surface.context
        cairo_save(context)
        cairo_scale(context, geometry.pixelScale, geometry.pixelScale)
        cairo_translate(context, -geometry.origin.x, -geometry.origin.y)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        let color = style.color
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// Restores `surface`'s context after `begin`.
    func end(on surface: RenderSurface) {
        cairo_restore(surface.context)
    }

    /// Draws one real element (between `begin` and `end`).
    func draw(_ element: BezierElement, on surface: RenderSurface) {
        let context = surface.context
        let width = (style.width(force: element.start.force) + style.width(force: element.end.force)) / 2
        let a = element.start.location
        if element.isDot {
            cairo_new_path(context)
            cairo_arc(context, a.x, a.y, width / 2, 0, 2 * Double.pi)
            cairo_fill(context)
            return
        }
        cairo_set_line_width(context, width)
        cairo_move_to(context, a.x, a.y)
        cairo_curve_to(
            context, element.control1.x, element.control1.y, element.control2.x, element.control2.y,
            element.end.location.x, element.end.location.y
        )
        cairo_stroke(context)
    }

    /// Draws `elements[range]` as one path (a stroke's predicted tail; between `begin` and `end`).
    func drawTail(_ elements: [BezierElement], _ range: Range<Int>, on surface: RenderSurface) {
        guard let first = range.first else { return }
        let context = surface.context
        let start = elements[first].start
        cairo_set_line_width(context, style.width(force: start.force))
        cairo_new_path(context)
        cairo_move_to(context, start.location.x, start.location.y)
        for index in range {
            let element = elements[index]
            cairo_curve_to(
                context, element.control1.x, element.control1.y, element.control2.x, element.control2.y,
                element.end.location.x, element.end.location.y
            )
        }
        cairo_stroke(context)
    }
}

extension BezierElement {
    /// True for the single-point element of a tap (all four points coincide).
    var isDot: Bool {
        start.location == end.location && control1 == start.location && control2 == start.location
    }
}
