import InkSim

/// How much work one configuration does per callback and per render, as linear functions of
/// what the callback carried and how long the strokes are — the deterministic counters the
/// calibration's cost model (`CostCoefficients`) multiplies. Fitted on a short pilot run, then
/// used by `RunCostEstimate` to extrapolate to a whole trace without running it.
///
/// - Points recomputed by a callback ≈ `pointsPerSampleEntered × k + pointsPerStrokePoint × m`,
///   where k = samples that entered the pipeline and m = real samples in the strokes of the
///   carried touches after the callback. An incremental pipeline has `pointsPerStrokePoint ≈ 0`;
///   a naive one rebuilds each stroke, so its work grows with m (and a long stroke with n²).
/// - Elements stroked by a render ≈ `elementsPerSampleSinceRender × j + elementsPerDeliveredSample × E`,
///   where j = samples that entered since the previous render and E = every sample that entered
///   so far (a naive renderer strokes all the ink every frame).
/// - Pixels touched by a render ≈ `pixelsPerRender` (device pixels; the whole canvas for a naive
///   renderer, dirty rectangles for an incremental one).
public struct PipelineWorkModel: Hashable, Sendable {
    public var pointsPerSampleEntered: Double
    public var pointsPerStrokePoint: Double
    public var elementsPerSampleSinceRender: Double
    public var elementsPerDeliveredSample: Double
    /// Mean device pixels cleared or composited per render, px.
    public var pixelsPerRender: Double

    public init(
        pointsPerSampleEntered: Double, pointsPerStrokePoint: Double, elementsPerSampleSinceRender: Double = 0,
        elementsPerDeliveredSample: Double = 0, pixelsPerRender: Double = 0
    ) {
        self.pointsPerSampleEntered = pointsPerSampleEntered
        self.pointsPerStrokePoint = pointsPerStrokePoint
        self.elementsPerSampleSinceRender = elementsPerSampleSinceRender
        self.elementsPerDeliveredSample = elementsPerDeliveredSample
        self.pixelsPerRender = pixelsPerRender
    }

    /// The model fitted by least squares (coefficients ≥ 0) on the probes of a pilot run; nil
    /// when the pilot has too few callbacks to fit. `redrawsAllInk` says whether the renderer
    /// strokes all the ink every frame (naive); otherwise `elementsPerDeliveredSample` is 0, as a
    /// small spurious slope fitted on a short pilot would grow without bound over a long trace.
    public init?(fitting record: SimulationRecord, redrawsAllInk: Bool) {
        let handlerRows = record.callbacks.map { probe in
            (x: [Double(probe.samplesEntered), Double(probe.pointsInStroke + probe.samplesEntered)], y: Double(probe.pointsRecomputed))
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
        let render = (LeastSquaresFit(rows: renderRows)?.coefficients ?? []) + [0, 0]
        self.init(
            pointsPerSampleEntered: handler.coefficients[0], pointsPerStrokePoint: handler.coefficients[1],
            elementsPerSampleSinceRender: render[0], elementsPerDeliveredSample: render[1],
            pixelsPerRender: record.frames.isEmpty ? 0 : pixels / Double(record.frames.count)
        )
    }

    /// Estimated points recomputed by a callback in which `entered` samples entered and after
    /// which the carried touches' strokes hold `strokePoints` real samples.
    public func pointsRecomputed(entered: Int, strokePoints: Int) -> Double {
        pointsPerSampleEntered * Double(entered) + pointsPerStrokePoint * Double(strokePoints)
    }

    /// Estimated work of a render `sinceRender` samples after the previous one, with `delivered`
    /// samples in the ink.
    public func renderWork(sinceRender: Int, delivered: Int) -> (pixels: Double, elements: Double) {
        (pixelsPerRender, elementsPerSampleSinceRender * Double(sinceRender) + elementsPerDeliveredSample * Double(delivered))
    }
}
