import InkModel
import InkPipeline
import InkPredict

/// Every kind of component a run can name, in one value: pipeline stages (filters and smoothers),
/// predictors, cost sources, frame renderers and the metrics every run computes, each kind in its
/// own registry. The built-ins are
/// registered like any custom component; start from `InkBenchComponents.builtIn` (InkRender: the
/// Cairo renderers) and register yours, then pass the value to the run, the CLI entry point, or
/// the loaders below, which then accept your components by name exactly like the built-ins.
///
/// ```swift
/// var components = InkBenchComponents.builtIn
/// try components.register(mySmoother)      // a SmootherComponent
/// try components.register(myPredictor)     // a PredictorCatalog.Entry
/// try components.register(myCostSource)    // a CostSourceComponent
/// try components.register(myMetric)        // a MetricComponent
/// ```
public struct InkBenchComponents: Sendable {
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
        stages: StageRegistry = .builtIn, predictors: PredictorCatalog = .builtIn, costSources: CostSourceRegistry = .builtIn,
        renderers: FrameRendererRegistry, metrics: MetricRegistry = .builtIn
    ) {
        self.stages = stages
        self.predictors = predictors
        self.costSources = costSources
        self.renderers = renderers
        self.metrics = metrics
    }

    /// Registers a filter (`StageRegistry.register`).
    public mutating func register(_ filter: FilterComponent) throws(ComponentRegistryError) { try stages.register(filter) }

    /// Registers a smoother (`StageRegistry.register`).
    public mutating func register(_ smoother: SmootherComponent) throws(ComponentRegistryError) { try stages.register(smoother) }

    /// Registers a predictor (`PredictorCatalog.register`).
    public mutating func register(_ predictor: PredictorCatalog.Entry) throws(ComponentRegistryError) { try predictors.register(predictor) }

    /// Registers a cost source (`CostSourceRegistry.register`).
    public mutating func register(_ costSource: CostSourceComponent) throws(ComponentRegistryError) { try costSources.register(costSource) }

    /// Registers a frame renderer (`FrameRendererRegistry.register`).
    public mutating func register(_ renderer: FrameRendererComponent) throws(ComponentRegistryError) { try renderers.register(renderer) }

    /// Registers a metric (`MetricRegistry.register`).
    public mutating func register(_ metric: MetricComponent) throws(ComponentRegistryError) { try metrics.register(metric) }

    /// The configuration set in the YAML file at `path`, read against these stages and renderers.
    public func loadConfigurationSet(path: String) throws(PipelineConfigurationError) -> PipelineConfigurationSet {
        try PipelineConfigurationSet.load(path: path, stages: stages, renderers: renderers.names)
    }

    /// Every configuration set in `directory`, read against these stages and renderers.
    public func loadCatalog(directory: String) throws(PipelineConfigurationError) -> PipelineCatalog {
        try PipelineCatalog.load(directory: directory, stages: stages, renderers: renderers.names)
    }
}
