import InkPipeline

/// Modelled costs: the linear model of `CostCoefficients` over the work counters, so a run is
/// deterministic (same trace, configuration and calibration → same numbers everywhere).
/// Optionally scaled by `cpuScale` like measured costs.
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

    public func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double {
        let c = coefficients
        return (c.perCallback + c.perSample * Double(work.samplesAccepted)
            + c.perPointRecomputed * Double(work.total.pointsRecomputed)) * cpuScale
    }

    public func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double {
        (coefficients.perRender + coefficients.perPixel * Double(work.pixelsTouched) + coefficients.perElementStroked * Double(work.elementsStroked)) * cpuScale
    }
}
