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
/// - per pixel: the time to fill a canvas-sized 32-bit pixel buffer, divided by its pixels — a
///   measured lower bound of rasterization until a real renderer is calibrated.
public struct CostCalibrator {
    /// Callbacks gathered so far: (1, samples entered, points recomputed) → seconds.
    public private(set) var rows: [(x: [Double], y: Double)] = []
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

    /// Seconds per pixel to fill a buffer of `pixels` 32-bit pixels: the median of `runs` fills.
    /// One pixel of every fill is read back, so no fill can be optimized away.
    public static func measurePixelFill(pixels: Int, runs: Int = 15) -> Double {
        var buffer = [UInt32](repeating: 0, count: max(pixels, 1))
        var times: [Double] = []
        var checksum: UInt32 = 0
        for run in 0..<max(runs, 1) {
            let value = UInt32(truncatingIfNeeded: run) | 0xFF00_0000
            let start = MonotonicClock.now()
            buffer.withUnsafeMutableBufferPointer { $0.update(repeating: value) }
            times.append(Double(MonotonicClock.now() &- start) / 1e9)
            checksum ^= buffer[(run &* 7919) % buffer.count]
        }
        let perPixel = (DistributionSummary.exactPercentile(50, of: times) ?? 0) / Double(buffer.count)
        return checksum == 0 ? 0 : perPixel
    }

    /// The fitted coefficients and fit quality, or nil when there are too few callbacks.
    public func fit(perPixel: Double) -> (coefficients: CostCoefficients, rSquared: Double, rows: Int)? {
        guard let fit = LeastSquaresFit(rows: rows, weights: rows.map { 1 / (($0.y + 1e-7) * ($0.y + 1e-7)) }) else { return nil }
        return (
            CostCoefficients(
                perCallback: fit.coefficients[0], perSample: fit.coefficients[1],
                perPointRecomputed: fit.coefficients[2], perPixel: perPixel
            ),
            fit.rSquared, fit.rows
        )
    }
}
