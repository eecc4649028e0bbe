import InkBenchCore

extension BenchmarkRun {
    /// A run that draws with Cairo (`CairoRunRendering`), as `inkbench run` does.
    public init(
        inputs: [RunInput], configurations: [PipelineConfiguration], cost: RunCost, settings: RunSettings = RunSettings(),
        thresholds: RunReport.ThresholdRecord? = nil
    ) {
        self.init(inputs: inputs, configurations: configurations, cost: cost, settings: settings, thresholds: thresholds, rendering: CairoRunRendering())
    }

    /// A run that draws with Cairo, builds the renderers and predictors its configurations name
    /// from `components` (built-in or registered) and computes its registered metrics, as
    /// `inkbench run` does.
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
