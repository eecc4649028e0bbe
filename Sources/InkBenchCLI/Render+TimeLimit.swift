import Foundation
import InkMetrics
import InkModel
import InkBench
import InkPipeline
import InkRender
import InkRun
import InkSim

extension Render {
    /// Refuses, before replaying, a picture whose replay (every callback up to the moment,
    /// rendered with Cairo) is estimated to take longer than `--max-seconds`, with the estimate
    /// `inkbench run` makes (a work model fitted on a pilot replay and the calibration's
    /// coefficients). Without a readable calibration only the deadline bounds the replay.
    func checkEstimatedTime(_ trace: Trace, configuration: PipelineConfiguration, kind: RendererKind) throws {
        guard let path = try? CalibrationLocation.resolve(nil), let file = try? CalibrationLocation.load(path) else { return }
        let replayed = Self.cut(trace, at: at)
        guard !replayed.samples.isEmpty else { return }
        var estimated = configuration
        estimated.renderer = kind == .naive ? .naive : .incremental
        let components = self.components
        let work = try BenchmarkRun.pilotWorkModel(
            replayed, configuration: estimated, rendering: CairoRunRendering(components: components), predictors: components.predictors
        )
        let estimate = RunCostEstimate(
            trace: replayed, profile: replayed.header.profile, configuration: estimated, work: work, coefficients: file.coefficients
        )
        let seconds = estimate.wallSeconds(rendersExecute: true)
        guard seconds > maxSeconds else { return }
        throw CommandFailure(
            "\(self.trace): replaying \(configuration.name) to the moment would take about \(RunTimeFormat.duration(seconds)) (estimated from \(path)); "
                + "use --max-seconds \(RunTimeFormat.suggestedLimit(seconds)) to draw it anyway, or an earlier --at"
        )
    }

    /// The one-line failure of a replay stopped at `--max-seconds`: nothing is written.
    func exceeded(after error: RenderError) -> CommandFailure {
        CommandFailure("\(trace): the replay passed --max-seconds \(RunTimeFormat.number(maxSeconds)) (\(error.description)); "
            + "stopped, nothing written (raise --max-seconds or draw an earlier --at)")
    }

    /// The samples up to `moment` seconds after the first (all of them when nil), with the
    /// updates and callbacks up to then.
    private static func cut(_ trace: Trace, at moment: Double?) -> Trace {
        guard let moment, let first = trace.samples.first?.timestamp else { return trace }
        let end = first + moment
        let count = trace.samples.firstIndex { $0.timestamp > end } ?? trace.samples.count
        guard count < trace.samples.count else { return trace }
        return Trace(
            header: trace.header, samples: Array(trace.samples[..<count]), updates: trace.updates.filter { $0.arrival <= end },
            callbacks: trace.callbacks.filter { $0.time <= end }
        )
    }
}
