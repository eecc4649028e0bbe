import InkSim

/// How much work one configuration does per callback and per render, as linear functions of
/// what the callback carried and how long the strokes are — the deterministic counters the
/// calibration's cost model (`CostCoefficients`) multiplies. Fitted on a short pilot run, then
/// used by `RunCostEstimate` to extrapolate to a whole trace without running it.
///
/// - Points recomputed by a callback ≈ `pointsPerSampleEntered × k + pointsPerStrokePoint × m +
///   pointsPerDeliveredSample × E`, where k = samples that entered the pipeline, m = real samples
///   in the strokes of the carried touches after the callback and E = every sample that entered
///   so far. An incremental pipeline's work follows k (m for stages that rebuild a whole stroke);
///   a naive one rebuilds every stroke on every callback, so its work grows with E (and over a
///   long trace with n²).
/// - Elements stroked by a render ≈ `elementsPerSampleSinceRender × j + elementsPerDeliveredSample × E`,
///   where j = samples that entered since the previous render and E = every sample that entered
///   so far (a naive renderer strokes all the ink every frame).
/// - Pixels touched by a render ≈ `pixelsPerRender` (device pixels; the whole canvas for a naive
///   renderer, dirty rectangles for an incremental one).
package struct PipelineWorkModel: Hashable, Sendable {
    /// Points recomputed per sample entering the pipeline (`a`).
    package var pointsPerSampleEntered: Double
    /// Points recomputed per real sample in the carried strokes (`b`).
    package var pointsPerStrokePoint: Double
    /// Points recomputed per sample entered so far (`g`; ≈ the stages for a naive pipeline).
    package var pointsPerDeliveredSample: Double
    /// Elements stroked per sample entered since the previous render.
    package var elementsPerSampleSinceRender: Double
    /// Elements stroked per sample entered so far (a renderer redrawing all ink).
    package var elementsPerDeliveredSample: Double
    /// Mean device pixels cleared or composited per render, px.
    package var pixelsPerRender: Double

    package init(
        pointsPerSampleEntered: Double, pointsPerStrokePoint: Double, pointsPerDeliveredSample: Double = 0,
        elementsPerSampleSinceRender: Double = 0, elementsPerDeliveredSample: Double = 0, pixelsPerRender: Double = 0
    ) {
        self.pointsPerSampleEntered = pointsPerSampleEntered
        self.pointsPerStrokePoint = pointsPerStrokePoint
        self.pointsPerDeliveredSample = pointsPerDeliveredSample
        self.elementsPerSampleSinceRender = elementsPerSampleSinceRender
        self.elementsPerDeliveredSample = elementsPerDeliveredSample
        self.pixelsPerRender = pixelsPerRender
    }

    /// The model fitted by least squares (coefficients ≥ 0) on the probes of a pilot run; nil
    /// when the pilot has too few callbacks to fit. `rebuildsAllInk` says whether the geometry
    /// rebuilds every stroke on every callback (naive) and `redrawsAllInk` whether the renderer
    /// strokes all the ink every frame (naive). The handler's work is fitted on k and E when the
    /// geometry rebuilds all ink, else on k and m; the render's on j and E for a renderer
    /// redrawing all ink, else on j alone: a small spurious slope on E fitted on a short pilot
    /// would grow without bound over a long trace.
    package init?(fitting record: SimulationRecord, rebuildsAllInk: Bool, redrawsAllInk: Bool) {
        var delivered = 0
        let handlerRows = record.callbacks.map { probe in
            delivered += probe.samplesEntered
            let grows = rebuildsAllInk ? delivered : probe.pointsInStroke + probe.samplesEntered
            return (x: [Double(probe.samplesEntered), Double(grows)], y: Double(probe.pointsRecomputed))
        }
        guard let handler = LeastSquaresFit(rows: handlerRows) else { return nil }
        var entered = 0, sinceRender = 0
        var renderRows: [(x: [Double], y: Double)] = []
        var callback = 0
        var pixels = 0.0
        for frame in record.frames {
            while callback < record.callbacks.count, record.callbacks[callback].samples.upperBound <= frame.contentSamples {
                entered += record.callbacks[callback].samplesEntered
                sinceRender += record.callbacks[callback].samplesEntered
                callback += 1
            }
            renderRows.append((x: redrawsAllInk ? [Double(sinceRender), Double(entered)] : [Double(sinceRender)], y: Double(frame.work.elementsStroked)))
            pixels += Double(frame.work.pixelsTouched)
            sinceRender = 0
        }
        let render = LeastSquaresFit(rows: renderRows)?.coefficients ?? []
        self.init(
            pointsPerSampleEntered: handler.coefficients[0], pointsPerStrokePoint: rebuildsAllInk ? 0 : handler.coefficients[1],
            pointsPerDeliveredSample: rebuildsAllInk ? handler.coefficients[1] : 0,
            elementsPerSampleSinceRender: render.first ?? 0, elementsPerDeliveredSample: render.count > 1 ? render[1] : 0,
            pixelsPerRender: record.frames.isEmpty ? 0 : pixels / Double(record.frames.count)
        )
    }

    /// Estimated points recomputed by a callback in which `entered` samples entered, after which
    /// the carried touches' strokes hold `strokePoints` real samples and the ink `delivered`.
    package func pointsRecomputed(entered: Int, strokePoints: Int, delivered: Int) -> Double {
        pointsPerSampleEntered * Double(entered) + pointsPerStrokePoint * Double(strokePoints) + pointsPerDeliveredSample * Double(delivered)
    }

    /// Estimated work of a render `sinceRender` samples after the previous one, with `delivered`
    /// samples in the ink.
    package func renderWork(sinceRender: Int, delivered: Int) -> (pixels: Double, elements: Double) {
        (pixelsPerRender, elementsPerSampleSinceRender * Double(sinceRender) + elementsPerDeliveredSample * Double(delivered))
    }
}
