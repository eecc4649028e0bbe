import InkModel
import InkPipeline
import InkSim

/// Fits the modelled cost (`CostCoefficients`) from measured runs on this machine
/// (`inkbench calibrate`):
/// - per callback, per sample entered and per point recomputed: least squares (coefficients
///   ≥ 0) of each callback's measured time (monotonic clock, less the timer overhead) on its work
///   counters, over replays of the geometry pipeline (display-rate callbacks), weighted by
///   1 / (time + 100 ns)² so that the fit minimizes *relative* error: costs span four orders of
///   magnitude (a few incremental points to a naive rebuild of 10,000) and an unweighted fit
///   would be decided by the largest callbacks alone;
/// - per pixel and per element stroked: ordinary least squares (full redraws cost 0.5–50 ms,
///   a narrow enough range) of each full redraw's measured time on its counters (pixels cleared + composited, elements stroked),
///   over simulations with the Cairo naive renderer (`addRenders(from:fullRedraws: true)`; its
///   pixels are the whole canvas every frame, so per pixel is its fixed clear cost spread over
///   the canvas);
/// - per render: the median of what the dirty-rectangle renders cost beyond that
///   (`addRenders(from:fullRedraws: false)`), at least 0 — the fixed cost of a small frame,
///   which a joint fit cannot separate from per-element cost.
public struct CostCalibrator {
    /// Callbacks gathered so far: (1, samples entered, points recomputed) → seconds.
    public private(set) var rows: [(x: [Double], y: Double)] = []
    /// Full redraws gathered so far: (pixels touched, elements stroked) → seconds.
    public private(set) var fullRedrawRows: [(x: [Double], y: Double)] = []
    /// Dirty-rectangle renders gathered so far: (pixels touched, elements stroked) → seconds.
    public private(set) var dirtyRectangleRows: [(x: [Double], y: Double)] = []

    /// Renders gathered so far.
    public var renderCount: Int { fullRedrawRows.count + dirtyRectangleRows.count }
    public let timerOverheadNanoseconds: UInt64

    public init(timerOverheadNanoseconds: UInt64) {
        self.timerOverheadNanoseconds = timerOverheadNanoseconds
    }

    /// Replays `trace` through `configuration` `repetitions` times and keeps every callback.
    public mutating func measure(_ configuration: PipelineConfiguration, on trace: Trace, repetitions: Int = 1) {
        let schedule = CallbackSchedule.displayRate(trace)
        for _ in 0..<max(repetitions, 1) {
            let result = PipelineReplay.run(configuration, on: trace, schedule: schedule, timerOverhead: timerOverheadNanoseconds)
            for callback in result.callbacks {
                let net = callback.elapsedNanoseconds > timerOverheadNanoseconds ? callback.elapsedNanoseconds - timerOverheadNanoseconds : 0
                rows.append((
                    x: [1, Double(callback.work.samplesAccepted), Double(callback.work.total.pointsRecomputed)],
                    y: Double(net) / 1e9
                ))
            }
        }
    }

    /// Keeps every frame render of a simulation with measured costs, as full redraws (the naive
    /// renderer) or dirty-rectangle renders (the incremental one).
    public mutating func addRenders(from record: SimulationRecord, fullRedraws: Bool) {
        for frame in record.frames {
            let elapsed = frame.renderElapsedNanoseconds
            let net = elapsed > timerOverheadNanoseconds ? elapsed - timerOverheadNanoseconds : 0
            let row = (x: [Double(frame.work.pixelsTouched), Double(frame.work.elementsStroked)], y: Double(net) / 1e9)
            if fullRedraws { fullRedrawRows.append(row) } else { dirtyRectangleRows.append(row) }
        }
    }

    /// The fitted coefficients and fit quality, or nil when there are too few callbacks or renders.
    public func fit() -> (coefficients: CostCoefficients, rSquared: Double, rows: Int, renderRSquared: Double, renderRows: Int)? {
        guard let callbacks = Self.relativeFit(rows), let renders = LeastSquaresFit(rows: fullRedrawRows) else { return nil }
        let perPixel = renders.coefficients[0], perElement = renders.coefficients[1]
        let beyond = dirtyRectangleRows.map { $0.y - perPixel * $0.x[0] - perElement * $0.x[1] }
        return (
            CostCoefficients(
                perCallback: callbacks.coefficients[0], perSample: callbacks.coefficients[1],
                perPointRecomputed: callbacks.coefficients[2], perRender: max(0, DistributionSummary.exactPercentile(50, of: beyond) ?? 0),
                perPixel: perPixel, perElementStroked: perElement
            ),
            callbacks.rSquared, callbacks.rows, renders.rSquared, renderCount
        )
    }

    /// Least squares weighted by 1 / (time + 100 ns)² (relative error).
    private static func relativeFit(_ rows: [(x: [Double], y: Double)]) -> LeastSquaresFit? {
        LeastSquaresFit(rows: rows, weights: rows.map { 1 / (($0.y + 1e-7) * ($0.y + 1e-7)) })
    }
}
