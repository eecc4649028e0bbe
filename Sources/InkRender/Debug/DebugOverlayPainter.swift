import CCairo
import Foundation
import InkModel

/// Draws `DebugMarks` over a presented frame, WWDC 2016 style: live samples black, coalesced
/// samples gray, predicted touches red (the current ones larger, earlier ones small and pale),
/// samples with a still-estimated force blue rings, redrawn rectangles outlined green, and the
/// pen's true position as an orange ring — the gap between it and the ink's tip is the lag.
/// A legend names each mark and gives caption lines, in a band of its own above the canvas.
package struct DebugOverlayPainter {
    package var geometry: CanvasGeometry
    package var caption: [String]

    package init(geometry: CanvasGeometry, caption: [String]) {
        self.geometry = geometry
        self.caption = caption
    }

    static let fontSize = 13.0
    static let lineHeight = 17.0
    static let legendEntries = 6

    /// Height of the legend band above the canvas, px.
    package var legendHeight: Int { Int((Double(caption.count + Self.legendEntries) * Self.lineHeight + 12).rounded(.up)) }

    /// A white image of the canvas with the legend band above it, showing `renderer`'s frame
    /// and `marks`.
    package func image(presenting renderer: any InkRenderer, marks: DebugMarks, truthAvailable: Bool) -> RenderSurface {
        let frame = RenderSurface(geometry: geometry)
        frame.fill(with: .white)
        renderer.present(onto: frame)
        let image = RenderSurface(width: geometry.pixelWidth, height: geometry.pixelHeight + legendHeight)
        image.fill(with: .white)
        image.composite(frame, offsetY: legendHeight)
        draw(marks, truthAvailable: truthAvailable, on: image)
        return image
    }

    /// Marker radius, px: visible at any scale, smaller than the ink is wide.
    var dotRadius: Double { min(max(1.2, geometry.pixelScale * 0.55), 4) }

    static let live = RGBAColor(red: 0, green: 0, blue: 0)
    static let coalesced = RGBAColor(red: 0.55, green: 0.55, blue: 0.55)
    static let predicted = RGBAColor(red: 0.9, green: 0.05, blue: 0.05)
    static let pastPredicted = RGBAColor(red: 0.95, green: 0.45, blue: 0.45, alpha: 0.8)
    static let estimated = RGBAColor(red: 0.1, green: 0.35, blue: 1)
    static let redrawn = RGBAColor(red: 0.1, green: 0.65, blue: 0.2, alpha: 0.9)
    static let truth = RGBAColor(red: 1, green: 0.5, blue: 0)

    /// Draws every mark on `surface` below the legend band, and the legend in it.
    func draw(_ marks: DebugMarks, truthAvailable: Bool, on surface: RenderSurface) {
        let context = surface.context
        cairo_save(context)
        legend(marks, truthAvailable: truthAvailable, context)
        cairo_translate(context, 0, Double(legendHeight))
        cairo_set_line_width(context, 1)
        set(Self.redrawn, context)
        for rect in marks.redrawnRects where !rect.isEmpty {
            cairo_rectangle(context, Double(rect.minX) + 0.5, Double(rect.minY) + 0.5, Double(rect.width - 1), Double(rect.height - 1))
        }
        cairo_stroke(context)
        dots(marks.pastPredictions, radius: dotRadius * 0.6, color: Self.pastPredicted, context)
        dots(marks.coalescedSamples, radius: dotRadius, color: Self.coalesced, context)
        dots(marks.liveSamples, radius: dotRadius, color: Self.live, context)
        rings(marks.estimatedForceSamples, radius: dotRadius * 2, width: max(1, dotRadius * 0.6), color: Self.estimated, context)
        dots(marks.currentPredictions, radius: dotRadius * 1.3, color: Self.predicted, context)
        if let pen = marks.truePenPosition {
            rings([pen], radius: max(7, dotRadius * 4), width: 2.5, color: Self.truth, context)
        }
        cairo_restore(context)
    }

    private func set(_ color: RGBAColor, _ context: OpaquePointer) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    private func dots(_ points: [Point], radius: Double, color: RGBAColor, _ context: OpaquePointer) {
        set(color, context)
        for point in points {
            let p = geometry.pixelLocation(of: point)
            cairo_new_sub_path(context)
            cairo_arc(context, p.x, p.y, radius, 0, 2 * Double.pi)
        }
        cairo_fill(context)
    }

    private func rings(_ points: [Point], radius: Double, width: Double, color: RGBAColor, _ context: OpaquePointer) {
        set(color, context)
        cairo_set_line_width(context, width)
        for point in points {
            let p = geometry.pixelLocation(of: point)
            cairo_new_sub_path(context)
            cairo_arc(context, p.x, p.y, radius, 0, 2 * Double.pi)
        }
        cairo_stroke(context)
    }

    private func legend(_ marks: DebugMarks, truthAvailable: Bool, _ context: OpaquePointer) {
        let size = Self.fontSize, line = Self.lineHeight
        let truth = !truthAvailable ? "true pen position (this trace has no ground truth)"
            : marks.truePenPosition == nil ? "true pen position (the pen is up at this moment)" : "true pen position (ground truth)"
        let entries: [(String, RGBAColor, Bool)] = [
            ("live touch (newest sample of a callback)", Self.live, false),
            ("coalesced samples", Self.coalesced, false),
            (marks.pastPredictions.isEmpty ? "predicted touches (none in this trace/config)" : "predicted touches (large: current)", Self.predicted, false),
            ("force still estimated", Self.estimated, true),
            ("rectangles redrawn by the last \(MomentReplay.recentRenders) renders", Self.redrawn, true),
            (truth, Self.truth, true),
        ]
        cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size)
        cairo_set_source_rgba(context, 0.75, 0.75, 0.75, 1)
        cairo_set_line_width(context, 1)
        cairo_move_to(context, 0, Double(legendHeight) - 0.5)
        cairo_line_to(context, Double(geometry.pixelWidth), Double(legendHeight) - 0.5)
        cairo_stroke(context)
        var y = 2 + line
        set(Self.live, context)
        for text in caption {
            cairo_move_to(context, 12, y)
            cairo_show_text(context, text)
            y += line
        }
        for (text, color, isRing) in entries {
            set(color, context)
            cairo_new_sub_path(context)
            cairo_arc(context, 18, y - size / 3, 4.5, 0, 2 * Double.pi)
            if isRing {
                cairo_set_line_width(context, 2)
                cairo_stroke(context)
            } else {
                cairo_fill(context)
            }
            set(Self.live, context)
            cairo_move_to(context, 32, y)
            cairo_show_text(context, text)
            y += line
        }
    }
}
