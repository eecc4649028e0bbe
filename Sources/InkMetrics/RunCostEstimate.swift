import InkModel
import InkPipeline
import InkSim

/// The cost of simulating one trace through one configuration, estimated before running it from
/// the calibration's linear model (`CostCoefficients`) and the configuration's `PipelineWorkModel`.
///
/// It is a dry run of the simulator itself (`PlatformSimulator`: the same delivery, callbacks,
/// folding of slow callbacks, redraw mode and renders) in which the pipeline and the renderer are
/// replaced by their work model (`WorkModelHandler`): a callback reports the points the model
/// says it recomputes, a render the pixels and elements, and the calibration's model prices them
/// (`ModelledCost`, × `cpuScale` on the virtual clock). Nothing of the pipeline runs and nothing
/// is drawn or predicted, so the estimate takes time in proportion to the input even where the
/// run itself takes O(n²).
package struct RunCostEstimate: Hashable, Sendable {
    /// Callbacks the estimate expects.
    package var callbacks: Int
    /// Renders the estimate expects.
    package var renders: Int
    /// Sum of the handler costs, seconds on the calibration machine (cpuScale not applied).
    package var handlerSeconds: Double
    /// Sum of the render costs, seconds on the calibration machine (cpuScale not applied).
    package var renderSeconds: Double

    package init(callbacks: Int, renders: Int, handlerSeconds: Double, renderSeconds: Double) {
        self.callbacks = callbacks
        self.renders = renders
        self.handlerSeconds = handlerSeconds
        self.renderSeconds = renderSeconds
    }

    /// Estimates the run of `trace` on `profile` through `configuration` (its input policy and
    /// redraw mode; the work comes from `work`).
    package init(
        trace: Trace, profile: DeviceProfile, configuration: PipelineConfiguration, work: PipelineWorkModel, coefficients: CostCoefficients,
        cpuScale: Double = 1
    ) {
        // The handler never fails and no deadline is set, so the dry run always completes.
        let record = (try? PlatformSimulator.run(
            trace: trace, profile: profile, configuration: configuration, cost: ModelledCost(coefficients: coefficients, cpuScale: cpuScale),
            handler: WorkModelHandler(work: work), predictor: nil
        )) ?? nil
        let callbacks = record?.callbacks ?? [], frames = record?.frames ?? []
        self.init(
            callbacks: callbacks.count, renders: frames.count, handlerSeconds: callbacks.reduce(0) { $0 + $1.handlerCost } / cpuScale,
            renderSeconds: frames.reduce(0) { $0 + $1.renderCost } / cpuScale
        )
    }

    /// Seconds of this machine the run would take when the renders are really drawn
    /// (`rendersExecute`) or only counted.
    package func wallSeconds(rendersExecute: Bool) -> Double {
        handlerSeconds + (rendersExecute ? renderSeconds : 0)
    }
}
