import InkModel

extension CanvasGeometry {
    /// Cairo's largest image surface side, px (the profile field table's bound on a canvas side).
    public static let maximumCairoSide = ProfileField.maximumPixelSide

    /// The area of `trace`'s samples and ground-truth points up to `moment` seconds after the
    /// first sample (all of them without a moment), with a 16-point margin, about 1600 px across
    /// (`minimumScale`…8 px per point: a small minimum keeps any trace about 1600 px across).
    public static func croppedToInk(of trace: Trace, moment: Double?, minimumScale: Double = 0.5) -> CanvasGeometry {
        let cutoff = (trace.samples.first?.timestamp ?? 0) + (moment ?? .infinity)
        var low = Point(x: Double.infinity, y: Double.infinity), high = Point(x: -Double.infinity, y: -Double.infinity)
        let include = { (location: Point) in
            low = Point(x: min(low.x, location.x), y: min(low.y, location.y))
            high = Point(x: max(high.x, location.x), y: max(high.y, location.y))
        }
        for sample in trace.samples where sample.timestamp <= cutoff { include(sample.location) }
        for point in trace.groundTruth where point.time <= cutoff { include(point.location) }
        if !low.x.isFinite, let first = trace.samples.first { include(first.location) }
        if !low.x.isFinite { low = .zero; high = .zero }
        return fitting(minimum: low, maximum: high, margin: 16, longSide: 1600, scaleRange: minimumScale...8)
    }
}
