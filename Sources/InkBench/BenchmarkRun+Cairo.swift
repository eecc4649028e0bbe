import InkBenchCore

extension BenchmarkRun {
    /// A run that draws with Cairo (`CairoRunRendering`), as `inkbench run` does.
    public init(
        inputs: [RunInput], configurations: [PipelineConfiguration], cost: RunCost, settings: RunSettings = RunSettings(),
        thresholds: RunReport.ThresholdRecord? = nil
    ) {
        self.init(inputs: inputs, configurations: configurations, cost: cost, settings: settings, thresholds: thresholds, rendering: CairoRunRendering())
    }
}
