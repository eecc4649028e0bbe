import InkModel
import InkSim

/// Every metric (docs/report-schema.md) of one simulated run (one trace × one configuration), as stored in
/// `report.json`, computed by the run's measure (`RunMeasure`) from its chunks. The counts of
/// callbacks, frames, samples and work are the built-in registered metrics (`MetricRegistry.builtIn`).
/// Times in seconds; distances in points (`…Points`) and millimetres (`…MM`).
public struct SimulationMetrics: Sendable, Codable {
    public var configuration: String
    public var costKind: CostKind
    public var renderer: String
    public var predictor: String?
    public var callbacks: Int
    /// Callbacks that ran later than due because the main thread was busy.
    public var deferredCallbacks: CountAndRate
    /// Renders, shown or not.
    public var frames: Int
    /// Renders that missed the commit deadline of their target vsync and slipped.
    public var lateFrames: CountAndRate
    /// Renders superseded by a later one committed for the same vsync (never shown).
    public var supersededFrames: Int
    /// Vsyncs with input waiting and no new frame, out of the vsyncs of the run.
    public var missedFrames: CountAndRate
    public var droppedSamples: CountAndRate
    public var staleProperties: CountAndRate
    /// Real samples per callback.
    public var samplesPerCallback: DistributionDigest
    /// Handler cost per callback (with the bootstrap interval of the mean).
    public var handlerCost: DistributionDigest
    /// Render cost per render.
    public var renderCost: DistributionDigest
    /// Handler plus following render, per callback.
    public var callbackCost: DistributionDigest
    /// (Handler + following render) / samples carried, per callback carrying samples.
    public var costPerSample: DistributionDigest
    /// Log-log slope of median callback cost against the points already in the stroke.
    public var costGrowth: GrowthExponent?
    /// Touch-to-display lag per shown sample.
    public var lag: DistributionDigest
    /// Lag and missed frames in the first and last third of the trace.
    public var alongStroke: AlongStrokeGrowth
    public var tipGapPoints: DistributionDigest
    public var tipGapMM: DistributionDigest
    public var effectiveLag: SignedDistributionDigest
    /// How far ahead of the newest sample each callback's predictions were asked (its newest
    /// touch's horizon, `CallbackProbe.predictionHorizon`): the configured horizon, or with
    /// `prediction-horizon: auto` the time to the expected presentation. Nil without prediction.
    public var predictionHorizon: DistributionDigest?
    /// Where the lag goes: the mean time of the shown samples in each stage from touch to display,
    /// adding up to the mean lag (`LagBudget`); nil without a shown sample, or when the run does
    /// not know every stage's boundaries (browser runs).
    public var lagBudget: LagBudget?
    /// Points recomputed by the geometry stages over the run.
    public var pointsRecomputed: Int
    /// Pixels cleared or composited by the renders over the run (device pixels).
    public var pixelsTouched: Int
    /// Thread CPU time of the simulation run (the metrics not included), seconds.
    public var threadCPUSeconds: Double
    /// The metrics of a streamed run that are estimates (report keys, e.g. `lag`): taken from a
    /// seeded sample of `RunMeasure.exactValueCap` values because the run had more
    /// (`RunApproximations`); nil when every metric is exact, as for every run read whole.
    public var estimatedFromSample: [String]?
    /// The values of the registered metrics that are not built in (`MetricRegistry.added`), by
    /// name; nil when there are none (omitted from report.json).
    public var registered: [String: MetricValue]?

    /// The metrics a run's measure computed (`RunMeasure.finish`), field by field.
    init(
        configuration: String, costKind: CostKind, renderer: String, predictor: String?, callbacks: Int, deferredCallbacks: CountAndRate,
        frames: Int, lateFrames: CountAndRate, supersededFrames: Int, missedFrames: CountAndRate, droppedSamples: CountAndRate,
        staleProperties: CountAndRate, samplesPerCallback: DistributionDigest, handlerCost: DistributionDigest, renderCost: DistributionDigest,
        callbackCost: DistributionDigest, costPerSample: DistributionDigest, costGrowth: GrowthExponent?, lag: DistributionDigest,
        alongStroke: AlongStrokeGrowth, tipGapPoints: DistributionDigest, tipGapMM: DistributionDigest, effectiveLag: SignedDistributionDigest,
        pointsRecomputed: Int, pixelsTouched: Int, threadCPUSeconds: Double, predictionHorizon: DistributionDigest? = nil
    ) {
        self.configuration = configuration
        self.costKind = costKind
        self.renderer = renderer
        self.predictor = predictor
        self.callbacks = callbacks
        self.deferredCallbacks = deferredCallbacks
        self.frames = frames
        self.lateFrames = lateFrames
        self.supersededFrames = supersededFrames
        self.missedFrames = missedFrames
        self.droppedSamples = droppedSamples
        self.staleProperties = staleProperties
        self.samplesPerCallback = samplesPerCallback
        self.handlerCost = handlerCost
        self.renderCost = renderCost
        self.callbackCost = callbackCost
        self.costPerSample = costPerSample
        self.costGrowth = costGrowth
        self.lag = lag
        self.alongStroke = alongStroke
        self.tipGapPoints = tipGapPoints
        self.tipGapMM = tipGapMM
        self.effectiveLag = effectiveLag
        self.predictionHorizon = predictionHorizon
        self.pointsRecomputed = pointsRecomputed
        self.pixelsTouched = pixelsTouched
        self.threadCPUSeconds = threadCPUSeconds
    }
}
