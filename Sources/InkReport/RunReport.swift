import InkMetrics
import InkModel
import InkPipeline
import InkSim

/// The document `inkbench run` writes as `report.json` (schema: docs/report-schema.md).
public struct RunReport: Sendable, Codable {
    /// Bumped on any incompatible change of the schema.
    public static let currentSchemaVersion = 1

    /// The major version of the schema; readers reject a major version they do not know.
    public var schemaVersion = currentSchemaVersion
    public var tool: String
    public var environment: RunEnvironment
    public var cost: CostSettings
    /// The profile named by --profile or the configuration set, nil when each trace keeps its own.
    public var profileOverride: String?
    /// The --set KEY=VALUE overrides applied to every trace's profile.
    public var profileSettings: [String]
    public var configurations: [ConfigurationRecord]
    public var traces: [TraceResult]
    /// The configuration set's `thresholds:` for `inkbench compare`; nil when it has none.
    public var thresholds: ThresholdRecord?
    /// The debug pictures drawn into `renders/`; nil when the run drew none (`--no-renders`).
    public var renders: [DebugRender]?
    /// The registered metrics the run computed besides the built-in ones (each run keeps their
    /// values under `registered`), in registration order; nil when there are none.
    public var metrics: [MetricDeclaration]?

    /// How costs on the virtual clock were obtained.
    public struct CostSettings: Sendable, Codable {
        public var mode: CostKind
        public var cpuScale: Double
        /// Simulation runs per trace and configuration (1 for modelled costs).
        public var repetitions: Int
        /// Median cost of one monotonic-clock timing, seconds.
        public var timerOverheadSeconds: Double
        public var calibration: CalibrationRecord?
        public var commitLeadSeconds: Double
        /// The external-pipeline protocol's round-trip overhead, for runs whose external
        /// pipelines have measured costs; nil otherwise (omitted from report.json).
        public var externalOverhead: ProtocolOverheadRecord?
        /// How measured costs were timed and how busy the machine was; nil for deterministic
        /// cost sources (omitted from report.json).
        public var measurement: MeasurementRecord?
        /// The browser a browser run (`inkbench web`, mode `browser`) measured in; nil otherwise
        /// (omitted from report.json).
        public var browser: BrowserRecord?

        /// `timerOverheadSeconds` and `commitLeadSeconds` in seconds.
        public init(
            mode: CostKind, cpuScale: Double, repetitions: Int, timerOverheadSeconds: Double, calibration: CalibrationRecord?,
            commitLeadSeconds: Double
        ) {
            self.mode = mode
            self.cpuScale = cpuScale
            self.repetitions = repetitions
            self.timerOverheadSeconds = timerOverheadSeconds
            self.calibration = calibration
            self.commitLeadSeconds = commitLeadSeconds
        }
    }

    /// The calibration a modelled run used.
    public struct CalibrationRecord: Sendable, Codable {
        public var path: String
        public var machineKind: String
        public var coefficients: CostCoefficients

        public init(path: String, machineKind: String, coefficients: CostCoefficients) {
            self.path = path
            self.machineKind = machineKind
            self.coefficients = coefficients
        }
    }

    /// One configuration as run.
    public struct ConfigurationRecord: Sendable, Codable {
        public var name: String
        public var summary: String
        public var description: String
        public var geometry: String
        public var filters: [String]
        public var smoother: String
        public var coalesced: Bool
        public var updates: Bool
        public var prediction: String
        /// Prediction horizon, seconds; nil: the predictor's own cap. With
        /// `predictionHorizonToPresentation`, the most a callback's horizon may be.
        public var predictionHorizonSeconds: Double?
        /// True for `prediction-horizon: auto`: each callback's predictions reach the presentation
        /// the simulator expects for its frame; nil (omitted) otherwise.
        public var predictionHorizonToPresentation: Bool?
        public var redraw: String
        public var renderer: String
        /// The pipeline's program and how its costs were priced, for an external pipeline; nil
        /// for a built-in one (omitted from report.json).
        public var external: ExternalRecord?

        public init(_ configuration: PipelineConfiguration) {
            name = configuration.name
            summary = configuration.summary
            description = configuration.description
            geometry = configuration.geometry.rawValue
            filters = configuration.filters.map(\.summary)
            smoother = configuration.smoother.summary
            coalesced = configuration.coalesced
            updates = configuration.updates
            prediction = configuration.prediction.description
            predictionHorizonSeconds = configuration.predictsToPresentation
                ? configuration.predictionHorizon ?? PipelineConfiguration.defaultPresentationHorizonCap : configuration.predictionHorizon
            predictionHorizonToPresentation = configuration.predictsToPresentation ? true : nil
            redraw = configuration.redraw.rawValue
            renderer = configuration.renderer.rawValue
            external = configuration.external.map { ExternalRecord(command: $0.arguments) }
            if external != nil {
                // Its own program computes and draws the ink: no built-in geometry, stages or renderer.
                geometry = "external"
                filters = []
                smoother = "external"
                renderer = "external"
            }
        }
    }

    /// One trace and every configuration's results on it.
    public struct TraceResult: Sendable, Codable {
        /// The trace as given (a path or a built-in dataset's name): its display name.
        public var input: String
        /// What the trace's records hold (`TraceContentHash`, 16 hex digits): the key `compare`
        /// matches traces by, whatever path or name each report gave; nil in reports written
        /// before it existed (matched by `input` then).
        public var contentHash: String?
        public var sourceKind: String
        public var source: String
        public var recipe: String?
        public var seed: UInt64?
        public var samples: Int
        public var strokes: Int
        public var updates: Int
        public var durationSeconds: Double
        /// Whether tip gap and effective lag use ground truth (else the real samples).
        public var truthFromGroundTruth: Bool
        public var profile: ProfileRecord
        /// How far the trace was moved to lie on the profile's canvas before it ran, points;
        /// nil when its ink lay inside already.
        public var canvasOffset: CanvasOffset?
        public var results: [ConfigurationResult]
        /// One line when the trace is a recording whose sample or frame rate is not its
        /// profile's (it ran on another device than the one that made it); nil otherwise
        /// (omitted from report.json).
        public var profileWarning: String?

        /// `durationSeconds` in seconds.
        public init(
            input: String, sourceKind: String, source: String, recipe: String?, seed: UInt64?, samples: Int, strokes: Int, updates: Int,
            durationSeconds: Double, truthFromGroundTruth: Bool, profile: ProfileRecord, canvasOffset: CanvasOffset? = nil,
            contentHash: String? = nil, results: [ConfigurationResult]
        ) {
            self.input = input
            self.contentHash = contentHash
            self.sourceKind = sourceKind
            self.source = source
            self.recipe = recipe
            self.seed = seed
            self.samples = samples
            self.strokes = strokes
            self.updates = updates
            self.durationSeconds = durationSeconds
            self.truthFromGroundTruth = truthFromGroundTruth
            self.profile = profile
            self.canvasOffset = canvasOffset
            self.results = results
        }
    }

    /// A shift of every location of a trace, points.
    public struct CanvasOffset: Hashable, Sendable, Codable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// The runs of one configuration on one trace.
    public struct ConfigurationResult: Sendable, Codable {
        public var configuration: String
        /// The run shown in tables: the pooled run when there is one, else the one whose median
        /// callback cost is the median of the runs.
        public var representativeRun: Int
        public var runs: [SimulationMetrics]
        /// With measured costs and repetitions: the index of the run priced by each callback's
        /// pooled time over the repetitions (`MeasuredCostTable`), the last one; the other runs
        /// are the repetitions themselves. Nil otherwise (omitted from report.json).
        public var pooledRun: Int?
        /// What the repetitions measured beyond their metrics (disturbed steps, recurring
        /// spikes); nil for deterministic cost sources (omitted from report.json).
        public var measurement: ConfigurationMeasurement?
        /// An external pipeline's start-up per run; nil for built-in pipelines and programs
        /// speaking protocol 1 (omitted from report.json).
        public var startup: StartupRecord?
        /// Spread over the repetitions (measured costs only; equal bounds for one run).
        public var spread: Spread
        /// Error of the predicted points the representative run showed, per horizon bucket
        /// (points; `ShownPredictionStream`); nil for a configuration without prediction.
        public var predictionError: [PredictionBucketSummary]?
        /// The platform's floor: touch-to-display lag of the same trace through a zero-cost
        /// pipeline of the same redraw mode on the same profile (`recordLagFloor(_:)`); nil for
        /// reports made before it existed (omitted from report.json).
        public var lagFloor: LagPercentiles?
        /// What this configuration adds to the floor: its lag (the headline runs', as in the
        /// verdict) minus `lagFloor`, percentile by percentile; nil when `lagFloor` is.
        public var lagAdded: LagPercentiles?
        /// What each run of a browser run measured beyond the metrics (replay fidelity, frame
        /// clock, stages); nil for a simulated run (omitted from report.json).
        public var browser: [BrowserRunRecord]?

        public init(
            configuration: String, representativeRun: Int, runs: [SimulationMetrics], spread: Spread,
            predictionError: [PredictionBucketSummary]? = nil
        ) {
            self.configuration = configuration
            self.representativeRun = representativeRun
            self.runs = runs
            self.spread = spread
            self.predictionError = predictionError
        }
    }

    /// Minimum and maximum over repetitions of the headline numbers, seconds.
    public struct Spread: Sendable, Codable {
        public var callbackCostP50: Range
        public var callbackCostP99: Range
        public var lagP50: Range
        public var missedFrames: Range

        /// The least and greatest of one number over the runs; nil when no run has it.
        public struct Range: Sendable, Codable {
            public var min: Double?
            public var max: Double?

            public init(_ values: [Double?]) {
                let present = values.compactMap { $0 }
                min = present.min()
                max = present.max()
            }
        }

        public init(_ runs: [SimulationMetrics]) {
            callbackCostP50 = Range(runs.map(\.callbackCost.p50))
            callbackCostP99 = Range(runs.map(\.callbackCost.p99))
            lagP50 = Range(runs.map(\.lag.p50))
            missedFrames = Range(runs.map { Double($0.missedFrames.count) })
        }
    }

    /// The device profile values the simulation used.
    public struct ProfileRecord: Sendable, Codable {
        public var name: String
        public var digitizerHz: Double
        public var displayHz: Double
        public var inputLatencySeconds: Double
        public var compositorFrames: Int
        public var scanoutLatencySeconds: Double
        public var pointsPerMM: Double
        public var pixelScale: Double
        public var canvasWidthPoints: Double
        public var canvasHeightPoints: Double

        public init(_ profile: DeviceProfile) {
            name = profile.name
            digitizerHz = profile.digitizerHz
            displayHz = profile.displayHz
            inputLatencySeconds = profile.inputLatency
            compositorFrames = profile.compositorFrames
            scanoutLatencySeconds = profile.scanoutLatency
            pointsPerMM = profile.pointsPerMM
            pixelScale = profile.pixelScale
            canvasWidthPoints = profile.canvasSize.width
            canvasHeightPoints = profile.canvasSize.height
        }
    }
}
