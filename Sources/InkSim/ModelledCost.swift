import InkPipeline

/// Modelled costs: the linear model of `CostCoefficients` over the work counters, so a run is
/// deterministic (same trace, configuration and calibration → same numbers everywhere).
/// Optionally scaled by `cpuScale` like measured costs.
///
/// One step (a callback or a render) costs at most `maximumStepSeconds`: work counters beyond
/// what a calibration can price (an external pipeline's reply claiming billions of points)
/// would otherwise make a single callback hold the simulated main thread for days. A step that
/// reaches the cap fails the run after its simulation (`problem(pricing:)`), naming it.
public struct ModelledCost: CostSource {
    public var coefficients: CostCoefficients
    public var cpuScale: Double

    public init(coefficients: CostCoefficients, cpuScale: Double = 1) {
        self.coefficients = coefficients
        self.cpuScale = cpuScale
    }

    public init(calibration: CalibrationFile, cpuScale: Double = 1) {
        self.init(coefficients: calibration.coefficients, cpuScale: cpuScale)
    }

    public var kind: CostKind { .modelled }

    /// The most one callback or render may cost, seconds: the longest duration an external
    /// pipeline may report for one step (10⁹ µs).
    package static let maximumStepSeconds = 1000.0

    public func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double {
        let c = coefficients
        let cost = (c.perCallback + c.perSample * Double(work.samplesAccepted)
            + c.perPointRecomputed * Double(work.total.pointsRecomputed)) * cpuScale
        return min(cost, Self.maximumStepSeconds)
    }

    public func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double {
        let cost = (coefficients.perRender + coefficients.perPixel * Double(work.pixelsTouched) + coefficients.perElementStroked * Double(work.elementsStroked)) * cpuScale
        return min(cost, Self.maximumStepSeconds)
    }

    /// The first callback or render of `record` priced at the cap, as one line.
    public func problem(pricing record: SimulationRecord) -> String? {
        let cap = Self.maximumStepSeconds
        if let callback = record.callbacks.first(where: { $0.handlerCost >= cap }) {
            return "callback \(callback.index): its modelled cost reached the \(Int(cap)) s one step may cost (\(callback.pointsRecomputed) points recomputed): its work is beyond what the calibration prices"
        }
        if let frame = record.frames.first(where: { $0.renderCost >= cap }) {
            return "render \(frame.index): its modelled cost reached the \(Int(cap)) s one step may cost (\(frame.work.pixelsTouched) pixels, \(frame.work.elementsStroked) elements): its work is beyond what the calibration prices"
        }
        return nil
    }
}
