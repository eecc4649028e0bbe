/// Why a trace cannot be placed on a canvas: its ink is larger than the canvas. Sizes in points.
package struct CanvasFitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Width and height of the ink's bounding box, points.
    package var inkSize: Size
    package var canvasSize: Size

    package init(inkSize: Size, canvasSize: Size) {
        self.inkSize = inkSize
        self.canvasSize = canvasSize
    }

    package var description: String {
        "the ink spans \(Self.points(inkSize.width)) × \(Self.points(inkSize.height)) pt, larger than the "
            + "\(Self.points(canvasSize.width)) × \(Self.points(canvasSize.height)) pt canvas"
    }

    /// One decimal, no trailing ".0".
    private static func points(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths))" : "\(tenths)"
    }
}

extension Trace {
    /// The bounding box of the real ink, points: every sample's location and every late
    /// location update (predicted touches and ground truth are not drawn as real ink); nil
    /// without samples.
    package var inkBounds: (minimum: Point, maximum: Point)? {
        guard let first = samples.first?.location else { return nil }
        var bounds = PointBounds(first)
        for sample in samples { bounds.include(sample.location) }
        for update in updates { if let location = update.location { bounds.include(location) } }
        return (bounds.minimum, bounds.maximum)
    }

    /// The shift (points) that puts the ink on a canvas of `canvas` points — (0, 0) when it lies
    /// inside already, else the smallest shift along each axis that moves its bounding box
    /// inside (physical sizes and speeds are kept: nothing is scaled). Throws when the ink is
    /// wider or taller than the canvas: moving cannot fit it and scaling would change every
    /// millimetre the metrics report.
    package func canvasOffset(for canvas: Size) throws(CanvasFitError) -> Point {
        try Self.canvasOffset(inkBounds: inkBounds, for: canvas)
    }

    /// `canvasOffset(for:)` of any trace whose `inkBounds` are `inkBounds` (points), e.g. from a
    /// one-pass summary of a file too long to hold: (0, 0) for nil bounds.
    package static func canvasOffset(inkBounds: (minimum: Point, maximum: Point)?, for canvas: Size) throws(CanvasFitError) -> Point {
        guard let bounds = inkBounds else { return .zero }
        let size = Size(width: bounds.maximum.x - bounds.minimum.x, height: bounds.maximum.y - bounds.minimum.y)
        guard size.width <= canvas.width, size.height <= canvas.height else {
            throw CanvasFitError(inkSize: size, canvasSize: canvas)
        }
        func shift(_ low: Double, _ high: Double, _ extent: Double) -> Double {
            low < 0 ? -low : (high > extent ? extent - high : 0)
        }
        return Point(x: shift(bounds.minimum.x, bounds.maximum.x, canvas.width), y: shift(bounds.minimum.y, bounds.maximum.y, canvas.height))
    }

    /// This trace with every location moved by `offset` points: samples, location updates,
    /// ground truth and recorded predictions.
    package func translated(by offset: Point) -> Trace {
        guard offset != .zero else { return self }
        var moved = self
        for index in moved.samples.indices { moved.samples[index].location = moved.samples[index].location + offset }
        for index in moved.updates.indices { moved.updates[index].location = moved.updates[index].location.map { $0 + offset } }
        for index in moved.groundTruth.indices { moved.groundTruth[index].location = moved.groundTruth[index].location + offset }
        for index in moved.callbacks.indices {
            for prediction in moved.callbacks[index].predictions.indices {
                moved.callbacks[index].predictions[prediction].location = moved.callbacks[index].predictions[prediction].location + offset
            }
        }
        return moved
    }
}
