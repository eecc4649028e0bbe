import InkModel
import InkPipeline

/// Everything one simulated run recorded: the probes of every callback and frame and, per
/// sample and update, where it went. Metrics (InkMetrics) are computed from it alone.
public struct SimulationRecord: Sendable {
    public var configuration: PipelineConfiguration
    /// The profile the platform was simulated with.
    public var profile: DeviceProfile
    package var costKind: CostKind
    /// The clock the callbacks and renders were timed with (`CostSource.clock`).
    public var clock: StepClock = .monotonic
    /// The renderer's name (`FrameRenderer.name`).
    public var renderer: String
    /// The prediction provider's name, or nil without prediction.
    public var predictor: String?
    public var callbacks: [CallbackProbe] = []
    /// Every render in order (superseded ones included).
    public var frames: [FrameProbe] = []
    /// Per trace sample: the callback that delivered it (−1 when never delivered).
    package var sampleCallback: [Int32]
    /// Per trace sample: whether it entered the pipeline.
    package var sampleEntered: [Bool]
    /// Per trace update: the callback that delivered it (−1 when never delivered).
    package var updateCallback: [Int32]
    /// Thread CPU time of the whole run, nanoseconds (read once before and once after).
    package var threadCPUNanoseconds: UInt64 = 0
    /// An external handler's start-up before the first callback (`ExternalInkHandler.startup`),
    /// never billed to a callback; nil for the built-in pipeline or when unknown.
    package var handlerStartup: StepTiming?

    public init(configuration: PipelineConfiguration, profile: DeviceProfile, costKind: CostKind, renderer: String, predictor: String?, sampleCount: Int, updateCount: Int) {
        self.configuration = configuration
        self.profile = profile
        self.costKind = costKind
        self.renderer = renderer
        self.predictor = predictor
        sampleCallback = Array(repeating: -1, count: sampleCount)
        sampleEntered = Array(repeating: false, count: sampleCount)
        updateCallback = Array(repeating: -1, count: updateCount)
    }

    /// When sample `index` of `trace` became available to the app: `t_i + inputLatency`.
    package func availability(ofSample index: Int, in trace: Trace) -> Double {
        trace.samples[index].timestamp + profile.inputLatency
    }
}
