import CCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Cairo ARGB32 image surface (premultiplied alpha, 4 bytes a pixel) with its drawing
/// context, starting fully transparent. A reference type because it owns native memory, freed
/// on deinit; not shared across threads.
public final class RenderSurface {
    /// Width and height, px.
    public let width: Int
    public let height: Int
    let surface: OpaquePointer
    /// The drawing context; its transformation is the identity (device pixels) between uses.
    let context: OpaquePointer

    /// A transparent surface of `width`×`height` px.
    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "a surface needs at least one pixel")
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        context = cairo_create(surface)
        precondition(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "Cairo could not allocate a \(width)×\(height) px surface")
        // Write every page now: a new surface's memory is mapped only when first written, and
        // those page faults would otherwise be timed inside the first renders of a measured run.
        if let data = cairo_image_surface_get_data(surface) {
            memset(data, 0, Int(cairo_image_surface_get_stride(surface)) * height)
            cairo_surface_mark_dirty(surface)
        }
    }

    /// A surface the size of `geometry`'s canvas.
    public convenience init(geometry: CanvasGeometry) {
        self.init(width: geometry.pixelWidth, height: geometry.pixelHeight)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Every pixel, px.
    public var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) }

    /// Makes the pixels of `rect` fully transparent.
    public func clear(_ rect: PixelRect) {
        fill(rect, operator: CAIRO_OPERATOR_CLEAR)
    }

    /// Paints the whole surface with `color` (replacing what was there).
    package func fill(with color: RGBAColor) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        fill(bounds, operator: CAIRO_OPERATOR_SOURCE)
    }

    /// Replaces the pixels of `rect` with `source`'s pixels at the same place (an exact copy).
    public func copy(_ rect: PixelRect, from source: RenderSurface) {
        cairo_set_source_surface(context, source.surface, 0, 0)
        fill(rect, operator: CAIRO_OPERATOR_SOURCE)
    }

    /// Composites all of `source` over this surface (Porter–Duff OVER), pixel for pixel.
    package func composite(_ source: RenderSurface, within rect: PixelRect? = nil) {
        cairo_set_source_surface(context, source.surface, 0, 0)
        fill(rect ?? bounds, operator: CAIRO_OPERATOR_OVER)
    }

    /// Composites all of `source` over this surface with its top-left corner at row `offsetY`.
    package func composite(_ source: RenderSurface, offsetY: Int) {
        cairo_set_source_surface(context, source.surface, 0, Double(offsetY))
        fill(PixelRect(minX: 0, minY: offsetY, maxX: source.width, maxY: offsetY + source.height), operator: CAIRO_OPERATOR_OVER)
    }

    /// The premultiplied ARGB value of pixel (`x`, `y`) (alpha in the top byte).
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(bounds.contains(x: x, y: y), "pixel (\(x), \(y)) is outside the \(width)×\(height) px surface")
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    /// Calls `body` with each row's pixels (premultiplied ARGB, native-endian UInt32), top first.
    package func withRows<Result>(_ body: (_ rows: (Int) -> UnsafeBufferPointer<UInt32>) throws -> Result) rethrows -> Result {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try body { row in
            UnsafeBufferPointer(start: data.advanced(by: row * stride).assumingMemoryBound(to: UInt32.self), count: self.width)
        }
    }

    private func fill(_ rect: PixelRect, operator drawing: cairo_operator_t) {
        let clipped = rect.intersection(bounds)
        guard !clipped.isEmpty else { return }
        cairo_save(context)
        cairo_set_operator(context, drawing)
        cairo_rectangle(context, Double(clipped.minX), Double(clipped.minY), Double(clipped.width), Double(clipped.height))
        cairo_fill(context)
        cairo_restore(context)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
    }
}
