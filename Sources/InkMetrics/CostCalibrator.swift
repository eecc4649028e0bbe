import InkModel
import InkPipeline
import InkSim

/// Fits the modelled cost (`CostCoefficients`) from measured runs on this machine
/// (`inkbench calibrate`), every step timed on the thread's CPU clock (`StepTimer`; steps that
/// other work may have inflated, `StepTiming.isDisturbed`, are kept, marked, and left out of the
/// fits):
/// - per callback, per sample entered and per point recomputed: least squares (coefficients
///   ≥ 0) of each callback's time (less the timer overhead) on its work counters, over replays of
///   the geometry pipeline cut at the digitizer rate divided by 1, 2, 4 and 8 — one, two, four and
///   eight samples per callback, so that the per-sample cost varies apart from the per-callback
///   one (replays at the display rate alone carry two samples in nearly every callback, and the
///   two terms cannot be told apart) — weighted by 1 / (time + 100 ns)² so that the fit minimizes
///   *relative* error: costs span four orders of magnitude (a few incremental points to a naive
///   rebuild of 10,000) and an unweighted fit would be decided by the largest callbacks alone;
/// - per pixel and per element stroked: ordinary least squares (full redraws cost 0.5–50 ms,
///   a narrow enough range) of each full redraw's time on its counters (pixels cleared +
///   composited, elements stroked), over simulations with the Cairo naive renderer
///   (`addRenders(from:fullRedraws: true)`; its pixels are the whole canvas every frame, so per
///   pixel is its fixed clear cost spread over the canvas);
/// - per render: the median of what the dirty-rectangle renders cost beyond that
///   (`addRenders(from:fullRedraws: false)`), at least 0 — the fixed cost of a small frame,
///   which a joint fit cannot separate from per-element cost.
/// Every coefficient comes with its bootstrap uncertainty and whether the data identify it
/// (`CalibrationTerm`, `CoefficientUncertainty`).
package struct CostCalibrator {
    /// Callbacks gathered so far: (1, samples entered, points recomputed) → seconds.
    package private(set) var rows: [(x: [Double], y: Double)] = []
    /// Full redraws gathered so far: (pixels touched, elements stroked) → seconds.
    package private(set) var fullRedrawRows: [(x: [Double], y: Double)] = []
    /// Dirty-rectangle renders gathered so far: (pixels touched, elements stroked) → seconds.
    package private(set) var dirtyRectangleRows: [(x: [Double], y: Double)] = []
    /// Per row of `rows`, `fullRedrawRows` and `dirtyRectangleRows`: whether it was disturbed.
    private var rowDisturbed: [Bool] = [], fullRedrawDisturbed: [Bool] = [], dirtyRectangleDisturbed: [Bool] = []

    /// Steps timed, and those disturbed (left out of the fits).
    package var timedSteps: Int { rows.count + renderCount }
    package var disturbedSteps: Int {
        rowDisturbed.count(where: { $0 }) + fullRedrawDisturbed.count(where: { $0 }) + dirtyRectangleDisturbed.count(where: { $0 })
    }

    /// Renders gathered so far.
    package var renderCount: Int { fullRedrawRows.count + dirtyRectangleRows.count }
    /// CPU time one timing adds to a step, nanoseconds (`StepTimer.overhead()`).
    package let timerOverheadNanoseconds: UInt64
    /// How many samples each callback of the replays carries: the schedules cut at the
    /// digitizer rate divided by each.
    package static let samplesPerCallback = [1, 2, 4, 8]

    package init(timerOverheadNanoseconds: UInt64) {
        self.timerOverheadNanoseconds = timerOverheadNanoseconds
    }

    /// Share of the timed steps left out as disturbed, 0…1.
    package var disturbedShare: Double { timedSteps > 0 ? Double(disturbedSteps) / Double(timedSteps) : 0 }

    /// Replays `trace` through `configuration` `repetitions` times per schedule
    /// (`samplesPerCallback`) and keeps every undisturbed callback.
    package mutating func measure(_ configuration: PipelineConfiguration, on trace: Trace, repetitions: Int = 1) {
        let digitizerHz = trace.header.profile.digitizerHz
        for samples in Self.samplesPerCallback {
            let schedule = CallbackSchedule.displayRate(trace, hz: digitizerHz / Double(samples))
            for _ in 0..<max(repetitions, 1) {
                let result = PipelineReplay.run(configuration, on: trace, schedule: schedule, timerOverhead: timerOverheadNanoseconds, clock: .threadCPU)
                for callback in result.callbacks {
                    rows.append((
                        x: [1, Double(callback.work.samplesAccepted), Double(callback.work.total.pointsRecomputed)],
                        y: seconds(callback.elapsedNanoseconds)
                    ))
                    rowDisturbed.append(callback.isDisturbed)
                }
            }
        }
    }

    /// Keeps every frame render of a simulation with measured costs, as full redraws (the naive
    /// renderer) or dirty-rectangle renders (the incremental one).
    package mutating func addRenders(from record: SimulationRecord, fullRedraws: Bool) {
        for frame in record.frames {
            let row = (x: [Double(frame.work.pixelsTouched), Double(frame.work.elementsStroked)], y: seconds(frame.renderElapsedNanoseconds))
            if fullRedraws {
                fullRedrawRows.append(row)
                fullRedrawDisturbed.append(frame.renderDisturbed)
            } else {
                dirtyRectangleRows.append(row)
                dirtyRectangleDisturbed.append(frame.renderDisturbed)
            }
        }
    }

    /// The rows not marked disturbed.
    private static func undisturbed(_ rows: [(x: [Double], y: Double)], _ disturbed: [Bool]) -> [(x: [Double], y: Double)] {
        zip(rows, disturbed).filter { !$0.1 }.map(\.0)
    }

    /// `elapsed` less the timer overhead (never below 0), seconds.
    private func seconds(_ elapsed: UInt64) -> Double {
        Double(elapsed > timerOverheadNanoseconds ? elapsed - timerOverheadNanoseconds : 0) / 1e9
    }

    /// The fitted coefficients, fit quality and terms (bootstrap seeded with `seed`), or nil when
    /// there are too few callbacks or renders.
    package func fit(seed: UInt64 = 1) -> CostCalibration? {
        let rows = Self.undisturbed(rows, rowDisturbed), fullRedrawRows = Self.undisturbed(fullRedrawRows, fullRedrawDisturbed)
        guard let (callbacks, callbackTerms) = CoefficientUncertainty.fit(
            names: ["perCallback", "perSample", "perPointRecomputed"], rows: rows, weights: Self.relativeWeights(rows), seed: seed,
            fitter: { rows, _, excluded in LeastSquaresFit(rows: rows, weights: Self.relativeWeights(rows), excluded: excluded) }
        ), let (renders, renderTerms) = CoefficientUncertainty.fit(
            names: ["perPixel", "perElementStroked"], rows: fullRedrawRows, weights: nil, seed: seed &+ 1,
            fitter: { rows, _, excluded in LeastSquaresFit(rows: rows, excluded: excluded) }
        ) else { return nil }
        let perPixel = renders.coefficients[0], perElement = renders.coefficients[1]
        let beyond = Self.undisturbed(dirtyRectangleRows, dirtyRectangleDisturbed).map { $0.y - perPixel * $0.x[0] - perElement * $0.x[1] }
        let excess = DistributionSummary.exactPercentile(50, of: beyond) ?? 0
        let coefficients = CostCoefficients(
            perCallback: callbacks.coefficients[0], perSample: callbacks.coefficients[1], perPointRecomputed: callbacks.coefficients[2],
            perRender: max(0, excess), perPixel: perPixel, perElementStroked: perElement
        )
        let terms = callbackTerms + [perRenderTerm(beyond: beyond, excess: excess, seed: seed &+ 2)] + renderTerms
        return CostCalibration(
            coefficients: coefficients, rSquared: callbacks.rSquared, rows: callbacks.rows, renderRSquared: renders.rSquared,
            renderRows: fullRedrawRows.count + beyond.count,
            terms: terms
        )
    }

    /// perRender: the median of the dirty-rectangle renders' excess, with its bootstrap interval.
    private func perRenderTerm(beyond: [Double], excess: Double, seed: UInt64) -> CalibrationTerm {
        var draws: [Double] = []
        if !beyond.isEmpty {
            var generator = SeededGenerator(seed: seed)
            var resample = beyond
            for _ in 0..<CoefficientUncertainty.resamples {
                for index in resample.indices { resample[index] = beyond[generator.nextIndex(below: beyond.count)] }
                draws.append(max(0, DistributionSummary.exactPercentile(50, of: resample) ?? 0))
            }
        }
        let identified = beyond.count >= 10
        let note = !identified ? "not identified: too few dirty-rectangle renders (\(beyond.count))"
            : excess < 0 ? "the dirty-rectangle renders' median excess over per-pixel and per-element cost is below 0: kept at 0"
            : "the dirty-rectangle renders' median excess over per-pixel and per-element cost"
        return CoefficientUncertainty.term("perRender", value: max(0, excess), draws: &draws, inflation: nil, identified: identified, note: note)
    }

    /// Weights 1 / (time + 100 ns)² (relative error).
    private static func relativeWeights(_ rows: [(x: [Double], y: Double)]) -> [Double] {
        rows.map { 1 / (($0.y + 1e-7) * ($0.y + 1e-7)) }
    }
}

/// A fitted calibration: the coefficients, the fits' quality and rows, and every coefficient's
/// uncertainty (`CostCalibrator.fit`).
package struct CostCalibration: Sendable {
    package var coefficients: CostCoefficients
    /// R² and rows of the callback fit and of the full-redraw fit (renders: every undisturbed
    /// render measured).
    package var rSquared: Double
    package var rows: Int
    package var renderRSquared: Double
    package var renderRows: Int
    /// perCallback, perSample, perPointRecomputed, perRender, perPixel, perElementStroked.
    package var terms: [CalibrationTerm]
}
