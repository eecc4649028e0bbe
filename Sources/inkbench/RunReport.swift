import InkMetrics
import InkModel
import InkPipeline
import InkSim

/// The document `inkbench run` writes as `report.json` (schema: docs/report-schema.md).
struct RunReport: Codable {
    /// Bumped on any incompatible change of the schema.
    static let currentSchemaVersion = 1

    var schemaVersion = currentSchemaVersion
    var tool: String
    var environment: RunEnvironment
    var cost: CostSettings
    /// The profile named by --profile or the configuration set, nil when each trace keeps its own.
    var profileOverride: String?
    /// The --set KEY=VALUE overrides applied to every trace's profile.
    var profileSettings: [String]
    var configurations: [ConfigurationRecord]
    var traces: [TraceResult]

    /// How costs on the virtual clock were obtained.
    struct CostSettings: Codable {
        var mode: CostKind
        var cpuScale: Double
        /// Simulation runs per trace and configuration (1 for modelled costs).
        var repetitions: Int
        /// Median cost of one monotonic-clock timing, seconds.
        var timerOverheadSeconds: Double
        var calibration: CalibrationRecord?
        var commitLeadSeconds: Double
    }

    /// The calibration a modelled run used.
    struct CalibrationRecord: Codable {
        var path: String
        var machineKind: String
        var coefficients: CostCoefficients
    }

    /// One configuration as run.
    struct ConfigurationRecord: Codable {
        var name: String
        var summary: String
        var description: String
        var geometry: String
        var filters: [String]
        var smoother: String
        var coalesced: Bool
        var updates: Bool
        var prediction: String
        /// Prediction horizon, seconds; nil: the predictor's own cap.
        var predictionHorizonSeconds: Double?
        var redraw: String
        var renderer: String

        init(_ configuration: PipelineConfiguration) {
            name = configuration.name
            summary = configuration.summary
            description = configuration.description
            geometry = configuration.geometry.rawValue
            filters = configuration.filters.map(\.summary)
            smoother = configuration.smoother.summary
            coalesced = configuration.coalesced
            updates = configuration.updates
            prediction = configuration.prediction.description
            predictionHorizonSeconds = configuration.predictionHorizon
            redraw = configuration.redraw.rawValue
            renderer = configuration.renderer.rawValue
        }
    }

    /// One trace and every configuration's results on it.
    struct TraceResult: Codable {
        var input: String
        var sourceKind: String
        var source: String
        var recipe: String?
        var seed: UInt64?
        var samples: Int
        var strokes: Int
        var updates: Int
        var durationSeconds: Double
        /// Whether tip gap and effective lag use ground truth (else the real samples).
        var truthFromGroundTruth: Bool
        var profile: ProfileRecord
        var results: [ConfigurationResult]
    }

    /// The runs of one configuration on one trace.
    struct ConfigurationResult: Codable {
        var configuration: String
        /// The run shown in tables: the one whose median callback cost is the median of the runs.
        var representativeRun: Int
        var runs: [SimulationMetrics]
        /// Spread over the runs (measured costs only; equal bounds for one run).
        var spread: Spread
    }

    /// Minimum and maximum over repetitions of the headline numbers, seconds.
    struct Spread: Codable {
        var callbackCostP50: Range
        var callbackCostP99: Range
        var lagP50: Range
        var missedFrames: Range

        struct Range: Codable {
            var min: Double?
            var max: Double?

            init(_ values: [Double?]) {
                let present = values.compactMap { $0 }
                min = present.min()
                max = present.max()
            }
        }

        init(_ runs: [SimulationMetrics]) {
            callbackCostP50 = Range(runs.map(\.callbackCost.p50))
            callbackCostP99 = Range(runs.map(\.callbackCost.p99))
            lagP50 = Range(runs.map(\.lag.p50))
            missedFrames = Range(runs.map { Double($0.missedFrames.count) })
        }
    }

    /// The device profile values the simulation used.
    struct ProfileRecord: Codable {
        var name: String
        var digitizerHz: Double
        var displayHz: Double
        var inputLatencySeconds: Double
        var compositorFrames: Int
        var scanoutLatencySeconds: Double
        var pointsPerMM: Double
        var pixelScale: Double
        var canvasWidthPoints: Double
        var canvasHeightPoints: Double

        init(_ profile: DeviceProfile) {
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
