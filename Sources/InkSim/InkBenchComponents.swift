import InkFormats
import InkModel
import InkPipeline
import InkPredict

/// Every kind of component a run can name, in one value: trace formats, pipeline stages (filters
/// and smoothers), predictors, cost sources, frame renderers and the metrics every run computes,
/// each kind in its own registry. The built-ins are registered like any custom component; start
/// from `InkBenchComponents.builtIn` (`import InkBench`: with the Cairo renderers;
/// `builtIn(renderers:)` without them) and register yours, then pass the value to the run, the CLI
/// entry point, or the configuration loaders (`loadConfigurationSet(path:)`), which then accept
/// your components by name exactly like the built-ins. Nothing falls back to the built-ins on its
/// own: whatever builds components by name is handed the registries to use.
///
/// ```swift
/// var components = InkBenchComponents.builtIn
/// try components.register(mySmoother)      // a SmootherComponent
/// try components.register(myPredictor)     // a PredictorComponent
/// try components.register(myCostSource)    // a CostSourceComponent
/// try components.register(myMetric)        // a MetricComponent
/// ```
public struct InkBenchComponents: Sendable {
    /// Trace formats, by the name `--format` gives and by file extension.
    public var formats: TraceFormatRegistry
    /// Filters and smoothers, by the `kind:` configurations give.
    public var stages: StageRegistry
    /// Predictors, by the name `prediction:` and `--predictor` give.
    public var predictors: PredictorCatalog
    /// Cost sources, by the name `--cost` gives.
    public var costSources: CostSourceRegistry
    /// Frame renderers, by the name `renderer:` gives.
    public var renderers: FrameRendererRegistry
    /// The metrics every run computes and reports, by report key.
    public var metrics: MetricRegistry

    public init(
        formats: TraceFormatRegistry, stages: StageRegistry, predictors: PredictorCatalog, costSources: CostSourceRegistry, renderers: FrameRendererRegistry,
        metrics: MetricRegistry
    ) {
        self.formats = formats
        self.stages = stages
        self.predictors = predictors
        self.costSources = costSources
        self.renderers = renderers
        self.metrics = metrics
    }

    /// Registers a trace format.
    public mutating func register(_ format: TraceFormat) throws(ComponentRegistryError) { try formats.register(format) }

    /// Registers a filter (`StageRegistry.register`).
    public mutating func register(_ filter: FilterComponent) throws(ComponentRegistryError) { try stages.register(filter) }

    /// Registers a smoother (`StageRegistry.register`).
    public mutating func register(_ smoother: SmootherComponent) throws(ComponentRegistryError) { try stages.register(smoother) }

    /// Registers a predictor (`PredictorCatalog.register`).
    public mutating func register(_ predictor: PredictorComponent) throws(ComponentRegistryError) { try predictors.register(predictor) }

    /// Registers a cost source (`CostSourceRegistry.register`).
    public mutating func register(_ costSource: CostSourceComponent) throws(ComponentRegistryError) { try costSources.register(costSource) }

    /// Registers a frame renderer (`FrameRendererRegistry.register`).
    public mutating func register(_ renderer: FrameRendererComponent) throws(ComponentRegistryError) { try renderers.register(renderer) }

    /// Registers a metric (`MetricRegistry.register`).
    public mutating func register(_ metric: MetricComponent) throws(ComponentRegistryError) { try metrics.register(metric) }
}
