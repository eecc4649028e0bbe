import InkBenchCore
import InkRender

extension BenchmarkRun {
    /// A run that draws with Cairo (`CairoRunRendering`), builds the renderers and predictors its
    /// configurations name from `components` (`InkBenchComponents.builtIn`, or with yours
    /// registered) and computes its registered metrics, as `inkbench run` does.
    public init(
        inputs: [RunInput], configurations: [PipelineConfiguration], cost: RunCost, settings: RunSettings = RunSettings(),
        thresholds: RunReport.ThresholdRecord? = nil, components: InkBenchComponents
    ) {
        self.init(
            inputs: inputs, configurations: configurations, cost: cost, settings: settings, thresholds: thresholds,
            rendering: CairoRunRendering(components: components), predictors: components.predictors, metrics: components.metrics
        )
    }
}
