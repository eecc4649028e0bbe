import Foundation
import InkMetrics
import InkModel
import InkPipeline
import InkRender
import InkSim

extension Run {
    /// The calibration the time estimates come from: the run's own for modelled costs, else the
    /// one `--calibration` / `$INKBENCH_CALIBRATION` / the shipped file names, if it can be read
    /// (without one, measured runs are bounded by `--max-seconds` while running only).
    struct EstimateCalibration {
        var path: String
        var coefficients: CostCoefficients
    }

    func estimateCalibration(_ setup: CostSetup) -> EstimateCalibration? {
        if let record = setup.record { return EstimateCalibration(path: record.path, coefficients: record.coefficients) }
        guard let path = try? CalibrationLocation.resolve(calibration), let file = try? CalibrationLocation.load(path) else { return nil }
        return EstimateCalibration(path: path, coefficients: file.coefficients)
    }

    /// Refuses, before simulating `trace` (read from `input`), when the estimated wall time of
    /// its runs plus the `elapsedSeconds` already spent would pass `--max-seconds`.
    func checkEstimatedTime(
        _ trace: Trace, input: String, configurations: [PipelineConfiguration], runs: Int, elapsedSeconds: Double,
        calibration: EstimateCalibration
    ) throws {
        var estimates: [(name: String, seconds: Double)] = []
        for configuration in configurations {
            let work = try Self.pilotWorkModel(trace, configuration: configuration)
            let estimate = RunCostEstimate(
                trace: trace, profile: trace.header.profile, coalesced: configuration.coalesced, work: work,
                coefficients: calibration.coefficients, cpuScale: cpuScale
            )
            let rendersExecute = !(configuration.renderer == .naive && cost == .modelled)
            estimates.append((configuration.name, estimate.wallSeconds(rendersExecute: rendersExecute) * Double(runs)))
        }
        let total = estimates.reduce(0) { $0 + $1.seconds }
        guard elapsedSeconds + total > maxSeconds, let slowest = estimates.max(by: { $0.seconds < $1.seconds }) else { return }
        let what = slowest.seconds > maxSeconds - elapsedSeconds || estimates.count == 1
            ? "configuration '\(slowest.name)' would take about \(RunTimeFormat.duration(slowest.seconds))"
            : "the \(estimates.count) configurations would take about \(RunTimeFormat.duration(total)) together"
        let runsNote = runs > 1 ? " (\(runs) runs each)" : ""
        throw CommandFailure(
            "\(what) on \(input)\(runsNote) (estimated from \(calibration.path)); "
                + "use --max-seconds \(RunTimeFormat.suggestedLimit(elapsedSeconds + total)) to run it anyway, or a shorter trace"
        )
    }

    /// Samples of the pilot run that `pilotWorkModel` fits the work model on.
    static let pilotSamples = 2000

    /// The configuration's work model, fitted on a zero-cost simulation of the trace's first
    /// `pilotSamples` samples (naive renders counted, incremental ones drawn).
    static func pilotWorkModel(_ trace: Trace, configuration: PipelineConfiguration) throws -> PipelineWorkModel {
        let count = min(trace.samples.count, pilotSamples)
        let pilot: Trace
        if count == trace.samples.count {
            pilot = trace
        } else {
            let end = trace.samples[count - 1].timestamp
            pilot = Trace(
                header: trace.header, samples: Array(trace.samples[..<count]), updates: trace.updates.filter { $0.arrival <= end },
                callbacks: trace.callbacks.filter { $0.time <= end }
            )
        }
        let profile = pilot.header.profile
        let predictor = try predictionProvider(for: configuration, trace: pilot, profile: profile)
        let record: SimulationRecord
        if configuration.renderer == .naive {
            record = PlatformSimulator.run(
                trace: pilot, configuration: configuration, cost: ConstantCost.zero, renderer: NaiveRenderCount(profile: profile), predictor: predictor
            )
        } else {
            record = PlatformSimulator.run(
                trace: pilot, configuration: configuration, cost: ConstantCost.zero,
                renderer: CairoFrameRenderer(kind: .incremental, profile: profile), predictor: predictor
            )
        }
        return PipelineWorkModel(
            fitting: record, rebuildsAllInk: configuration.geometry == .naive, redrawsAllInk: configuration.renderer == .naive
        ) ?? PipelineWorkModel(pointsPerSampleEntered: 0, pointsPerStrokePoint: 0)
    }
}
