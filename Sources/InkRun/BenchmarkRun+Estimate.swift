import Foundation
import InkMetrics
import InkModel
import InkPipeline
import InkPredict
import InkReport
import InkSim

extension BenchmarkRun {
    /// Wall time of rendering one chart (SVG and PNG with gnuplot), seconds: about what the
    /// charts of a quick run took on the 2-core calibration machine, rounded up.
    static let secondsPerChart = 0.5

    /// Refuses, before simulating `trace` (read from `input`), when the estimated wall time of
    /// its runs, its debug pictures (`drawsPictures`: replays of the picture's configuration
    /// with every frame drawn, to the middle of the longest stroke and to the end) and its charts
    /// (`drawsCharts`), plus the `elapsedSeconds` already spent, would pass `settings.maxSeconds`
    /// (`--max-seconds`).
    ///
    /// `scale` multiplies the simulations' estimates: a streamed trace is estimated from its
    /// first samples (`estimatePrefixSamples`) times its samples over theirs.
    func checkEstimatedTime(
        _ trace: Trace, input: String, elapsedSeconds: Double, calibration: RunEstimateCalibration, drawsPictures: Bool = false,
        drawsCharts: Bool = false, scale: Double = 1
    ) throws {
        let runs = settings.repetitions
        let maxSeconds = settings.maxSeconds
        var estimates: [(name: String, seconds: Double)] = []
        for configuration in configurations where configuration.external == nil {
            let work = try Self.pilotWorkModel(trace, configuration: configuration, rendering: rendering, predictors: predictors)
            let estimate = RunCostEstimate(
                trace: trace, profile: trace.header.profile, configuration: configuration, work: work, coefficients: calibration.coefficients,
                cpuScale: cost.cpuScale
            )
            let rendersExecute = cost.source.kind != .modelled
            estimates.append((configuration.name, estimate.wallSeconds(rendersExecute: rendersExecute) * Double(runs) * scale))
        }
        let builtIn = configurations.filter { $0.external == nil }
        if drawsPictures, let pictured = builtIn.first(where: { $0.prediction != .none }) ?? builtIn.first {
            var drawn = pictured
            drawn.renderer = .incremental
            let work = try Self.pilotWorkModel(trace, configuration: drawn, rendering: rendering, predictors: predictors)
            let estimate = RunCostEstimate(
                trace: trace, profile: trace.header.profile, configuration: drawn, work: work, coefficients: calibration.coefficients
            )
            // The mid-stroke picture replays about half the trace, the end picture all of it.
            estimates.append(("debug pictures", estimate.wallSeconds(rendersExecute: true) * 1.5))
        }
        if drawsCharts { estimates.append(("charts", Double(ReportCharts.kinds.count + metrics.added.count) * Self.secondsPerChart)) }
        let total = estimates.reduce(0) { $0 + $1.seconds }
        guard elapsedSeconds + total > maxSeconds, let slowest = estimates.max(by: { $0.seconds < $1.seconds }) else { return }
        let what: String
        if estimates.count > configurations.count {
            let parts = estimates.map { entry in
                (configurations.contains { $0.name == entry.name } ? "configuration '\(entry.name)'" : entry.name) + " \(RunTimeFormat.duration(entry.seconds))"
            }
            what = "the run would take about \(RunTimeFormat.duration(total)) (\(parts.joined(separator: ", ")))"
        } else if slowest.seconds > maxSeconds - elapsedSeconds || estimates.count == 1 {
            what = "configuration '\(slowest.name)' would take about \(RunTimeFormat.duration(slowest.seconds))"
        } else {
            what = "the \(estimates.count) configurations would take about \(RunTimeFormat.duration(total)) together"
        }
        let runsNote = runs > 1 ? " (\(runs) runs each)" : ""
        throw RunError(
            "\(what) on \(input)\(runsNote) (estimated from \(calibration.path)); "
                + "use --max-seconds \(RunTimeFormat.suggestedLimit(elapsedSeconds + total)) to run it anyway, or a shorter trace"
        )
    }

    /// Samples of the pilot run that `pilotWorkModel` fits the work model on.
    package static let pilotSamples = 2000

    /// The configuration's work model, fitted on a zero-cost simulation of the trace's first
    /// `pilotSamples` samples with `rendering`'s frame renderers (counting allowed: naive
    /// renders counted, incremental ones drawn) and the configuration's predictor from `predictors`.
    package static func pilotWorkModel(
        _ trace: Trace, configuration: PipelineConfiguration, rendering: any RunRendering, predictors: PredictorCatalog = .builtIn
    ) throws -> PipelineWorkModel {
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
        let predictor = try predictionProvider(for: configuration, trace: pilot, profile: profile, predictors: predictors)
        let renderer = rendering.frameRenderer(for: configuration, profile: profile, countsSuffice: true)
        let record = zeroCostRecord(pilot, configuration: configuration, renderer: renderer, predictor: predictor)
        return PipelineWorkModel(
            fitting: record, rebuildsAllInk: configuration.geometry == .naive, redrawsAllInk: configuration.renderer == .naive
        ) ?? PipelineWorkModel(pointsPerSampleEntered: 0, pointsPerStrokePoint: 0)
    }

    private static func zeroCostRecord(
        _ trace: Trace, configuration: PipelineConfiguration, renderer: some FrameRenderer, predictor: (any PredictionProvider)?
    ) -> SimulationRecord {
        PlatformSimulator.run(trace: trace, configuration: configuration, cost: ConstantCost.zero, renderer: renderer, predictor: predictor)
    }
}
