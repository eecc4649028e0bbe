import InkRender

/// The frame check of `RendererEquivalenceTests`: naive and incremental frames equal, except
/// for at most 1/255 per channel on pixels the prediction overlay covers only partly.
enum FrameComparison {
    /// Nil when the frames agree within the tolerance; otherwise what is wrong. Adds the number
    /// of pixels that needed the tolerance to `tolerated`.
    static func problem(_ harness: RenderHarness, tolerated: inout Int) -> String? {
        let diff = PixelDiff(Frames.presented(harness.naive), Frames.presented(harness.incremental))
        guard !diff.isIdentical else { return nil }
        if diff.maxChannelDelta > 1 {
            return "\(diff.count) pixels differ, by up to \(diff.maxChannelDelta)/255"
        }
        let overlay = harness.incremental.predictionOverlay
        for (x, y) in diff.pixels {
            let alpha = overlay.pixel(x: x, y: y) >> 24
            if alpha == 0 || alpha == 255 {
                return "pixel (\(x), \(y)) differs where the prediction overlay's alpha is \(alpha)"
            }
        }
        tolerated += diff.count
        return nil
    }
}
