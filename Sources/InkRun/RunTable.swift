import InkReport

/// The table `inkbench run` prints per trace: a heading (the trace, its profile and the cost
/// settings; the canvas shift when its ink was moved) and one row per configuration with the
/// representative run's headline metrics.
public enum RunTable {
    /// The table's lines, without line ends.
    public static func lines(_ result: RunReport.TraceResult, cost: RunReport.CostSettings) -> [String] {
        let formatted = TextColumns.number
        var lines: [String] = []
        let profile = result.profile
        var costText = "\(cost.mode.rawValue) cost"
        if cost.cpuScale != 1 { costText += " × \(formatted(cost.cpuScale))" }
        if cost.mode == .measured {
            costText += ", \(cost.repetitions) runs, timer overhead \(formatted(cost.timerOverheadSeconds * 1e9)) ns"
        }
        lines.append("== \(result.input): \(result.samples) samples, \(result.strokes) strokes, \(formatted(result.durationSeconds)) s on \(profile.name) "
            + "(\(Int(profile.digitizerHz)) Hz pen, \(Int(profile.displayHz)) Hz display), \(costText)")
        if let offset = result.canvasOffset {
            lines.append("moved by (\(formatted(offset.x)), \(formatted(offset.y))) pt to lie on the \(formatted(profile.canvasWidthPoints)) × \(formatted(profile.canvasHeightPoints)) pt canvas")
        }
        let rows = result.results.map { entry -> [String] in
            let run = entry.runs[entry.representativeRun]
            return [
                entry.configuration, "\(run.callbacks)", "\(run.deferredCallbacks.count)", percent(run.droppedSamples.rate),
                "\(run.missedFrames.count)", "\(run.staleProperties.count)",
                milli(run.lag.p50), milli(run.lag.p99), decimal(run.tipGapMM.p50), milli(run.effectiveLag.p50),
                micro(run.callbackCost.p50), micro(run.callbackCost.p99),
                run.costGrowth.map { String(format: "%.2f", $0.slope) } ?? "n/a",
                milli(run.alongStroke.lagP50FirstThird) + " → " + milli(run.alongStroke.lagP50LastThird),
                "\(run.alongStroke.missedFramesFirstThird.count) → \(run.alongStroke.missedFramesLastThird.count)",
            ]
        }
        return lines + TextColumns.lines(
            header: ["configuration", "callbacks", "deferred", "dropped", "missed frames", "stale", "lag p50 ms", "lag p99 ms",
                     "tip gap p50 mm", "eff. lag p50 ms", "cost p50 µs", "cost p99 µs", "growth",
                     "lag p50 ⅓→⅓ ms", "missed ⅓→⅓"],
            rows: rows
        )
    }

    private static func percent(_ rate: Double) -> String { String(format: "%.1f%%", rate * 100) }
    private static func milli(_ seconds: Double?) -> String { seconds.map { String(format: "%.1f", $0 * 1e3) } ?? "n/a" }
    private static func micro(_ seconds: Double?) -> String { seconds.map { String(format: "%.1f", $0 * 1e6) } ?? "n/a" }
    private static func decimal(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "n/a" }
}
