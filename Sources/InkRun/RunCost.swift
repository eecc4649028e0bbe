import InkFormats
import InkModel
import InkPipeline
import InkReport
import InkSim

/// Where a benchmark run's costs on the virtual clock come from, and what report.json records
/// about them: the cost source, the CPU scale it applies, the calibration of a modelled run and
/// the timer overhead. `estimateCalibration` (optional) lets the run refuse, before it starts, a
/// run estimated to pass `RunSettings.maxSeconds`.
public struct RunCost: Sendable {
    /// Prices every callback and frame.
    public var source: any CostSource
    /// What the source declares (`CostSourceComponent.capabilities`), read by the run: one
    /// repetition when `deterministic`, counted frames when `countsRenders`, `--jobs` when
    /// `parallelSafe`, streamed traces when `streamable`.
    public var capabilities: ComponentCapabilities
    /// The factor every cost was multiplied by (recorded; the source applies it).
    public var cpuScale: Double
    /// The calibration a modelled run's costs come from (report.json `cost.calibration`).
    public var calibration: RunReport.CalibrationRecord?
    /// What one timing adds to a step on the source's clock (`CostSource.clock`), seconds
    /// (recorded; the source subtracts it).
    public var timerOverheadSeconds: Double
    /// What one timing adds to a step on the wall clock, seconds (recorded for measured runs).
    package var wallTimerOverheadSeconds: Double
    /// The calibration the wall-time estimates come from; nil: no estimate, the limit is only
    /// checked while running.
    package var estimateCalibration: RunEstimateCalibration?

    /// Whether the same run gives the same costs (`capabilities` has `deterministic`): such a
    /// run needs one repetition; any other is timed, its repetitions pooled
    /// (`MeasuredCostTable`) and the machine's load recorded.
    package var isDeterministic: Bool { capabilities.contains(.deterministic) }

    /// Whether a run accepts `scale` as its CPU scale: in (0, 1000] (a device up to 1000 times
    /// slower than the calibration machine).
    public static func accepts(cpuScale scale: Double) -> Bool {
        ValueRange.cpuScale.contains(scale)
    }

    /// Any cost source, with what it declares; `estimateCalibration` defaults to `calibration`.
    public init(
        source: any CostSource, capabilities: ComponentCapabilities, cpuScale: Double = 1, calibration: RunReport.CalibrationRecord? = nil, timerOverheadSeconds: Double = 0,
        wallTimerOverheadSeconds: Double? = nil, estimateCalibration: RunEstimateCalibration? = nil
    ) {
        self.source = source
        self.capabilities = capabilities
        self.cpuScale = cpuScale
        self.calibration = calibration
        self.timerOverheadSeconds = timerOverheadSeconds
        self.wallTimerOverheadSeconds = wallTimerOverheadSeconds ?? timerOverheadSeconds
        self.estimateCalibration = estimateCalibration ?? calibration.map { RunEstimateCalibration(path: $0.path, coefficients: $0.coefficients) }
    }

    /// Modelled costs (deterministic): the linear model of the calibration file at `path`
    /// (`CalibrationLocation.resolve` finds the shipped one) times `cpuScale`.
    public static func modelled(calibrationPath path: String, cpuScale: Double = 1, timerOverheadNanoseconds: UInt64) throws -> RunCost {
        let file = try CalibrationLocation.load(path)
        return RunCost(
            source: ModelledCost(calibration: file, cpuScale: cpuScale), capabilities: CostSourceComponent.modelled.capabilities, cpuScale: cpuScale,
            calibration: RunReport.CalibrationRecord(path: path, machineKind: file.machineKind, coefficients: file.coefficients),
            timerOverheadSeconds: Double(timerOverheadNanoseconds) / 1e9
        )
    }

    /// Measured costs: this machine's thread CPU time of each call, less `timerOverheadNanoseconds`
    /// (`StepTimer.overhead()`'s CPU time), times `cpuScale`. `estimateCalibrationPath`: a
    /// calibration file for the wall-time estimate (ignored when it cannot be read).
    public static func measured(cpuScale: Double = 1, timerOverheadNanoseconds: UInt64, estimateCalibrationPath: String? = nil) -> RunCost {
        let estimate = estimateCalibrationPath.flatMap { path in
            (try? CalibrationLocation.load(path)).map { RunEstimateCalibration(path: path, coefficients: $0.coefficients) }
        }
        return RunCost(
            source: MeasuredCost(timerOverheadNanoseconds: timerOverheadNanoseconds, cpuScale: cpuScale),
            capabilities: CostSourceComponent.measured.capabilities, cpuScale: cpuScale,
            timerOverheadSeconds: Double(timerOverheadNanoseconds) / 1e9, estimateCalibration: estimate
        )
    }
}

/// A calibration's coefficients used to estimate a run's wall time before it starts, and the
/// file they came from (named in the refusal).
public struct RunEstimateCalibration: Sendable {
    public var path: String
    public var coefficients: CostCoefficients

    public init(path: String, coefficients: CostCoefficients) {
        self.path = path
        self.coefficients = coefficients
    }
}
