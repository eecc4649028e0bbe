import InkReport

/// The table `inkbench run` prints per trace: a heading (the trace, its profile and the cost
/// settings; the canvas shift when its ink was moved), the verdict against the frame budget
/// (`FrameBudgetVerdict`), and one row per configuration. The default table keeps to 100
/// columns for configuration names up to 29 characters: the verdict and the numbers it rests on,
/// with a legend; `wide` prints every column of the representative run.
public enum RunTable {
    /// Widest line of the default table for configuration names up to 29 characters.
    package static let narrowWidth = 100

    /// The table's lines, without line ends; `wide` for every column.
    public static func lines(_ result: RunReport.TraceResult, cost: RunReport.CostSettings, wide: Bool = false) -> [String] {
        let formatted = TextColumns.number
        var lines: [String] = []
        let profile = result.profile
        var costText = "\(cost.mode.rawValue) cost"
        if cost.cpuScale != 1 { costText += " × \(formatted(cost.cpuScale))" }
        if cost.mode == .measured {
            costText += ", \(cost.repetitions) runs, timer overhead \(formatted(cost.timerOverheadSeconds * 1e9)) ns"
        }
        lines.append("== \(result.input): \(result.samples) samples, \(result.strokes) strokes, \(formatted(result.durationSeconds)) s")
        lines.append("   on \(profile.name) (\(Int(profile.digitizerHz)) Hz pen, \(Int(profile.displayHz)) Hz display), \(costText)")
        if let offset = result.canvasOffset {
            lines.append("moved by (\(formatted(offset.x)), \(formatted(offset.y))) pt to lie on the \(formatted(profile.canvasWidthPoints)) × \(formatted(profile.canvasHeightPoints)) pt canvas")
        }
        let verdicts = result.results.map { FrameBudgetVerdict(trace: result, result: $0) }
        lines += wrapped("verdict (frame budget \(verdicts.first?.budgetText ?? "n/a")): " + FrameBudgetVerdict.headline(verdicts))
        for verdict in verdicts {
            if let added = verdict.lagAddedText { lines += wrapped("- \(verdict.configuration) \(added)") }
        }
        let otherCosts = verdicts.filter { $0.costSource != cost.mode.rawValue }.map { "\($0.configuration) \($0.costSource)" }
        if !otherCosts.isEmpty { lines += wrapped("cost: " + otherCosts.joined(separator: ", ") + "; the others \(cost.mode.rawValue)") }
        let horizons = result.results.compactMap { PredictionHorizonSummary(configuration: $0.configuration, run: $0.runs[$0.representativeRun]) }
        let horizonLines = horizons.isEmpty ? [] : ["prediction horizon asked, and the lag it hides:"] + horizons.map { "  " + $0.line }
        guard wide else { return lines + narrow(verdicts) + horizonLines }
        let rows = zip(result.results, verdicts).map { entry, verdict -> [String] in
            let run = entry.runs[entry.representativeRun]
            return [
                entry.configuration, verdict.status.rawValue, verdict.cells[2], percent(verdict.missedFrames), "\(run.callbacks)", "\(run.deferredCallbacks.count)", percent(run.droppedSamples.rate),
                "\(run.missedFrames.count)", "\(run.staleProperties.count)",
                milli(run.lag.p50), milli(run.lag.p99), decimal(run.tipGapMM.p50), milli(run.effectiveLag.p50),
                micro(run.callbackCost.p50), micro(run.callbackCost.p99),
                run.costGrowth.map { String(format: "%.2f", $0.slope) } ?? "n/a",
                milli(run.alongStroke.lagP50FirstThird) + " → " + milli(run.alongStroke.lagP50LastThird),
                "\(run.alongStroke.missedFramesFirstThird.count) → \(run.alongStroke.missedFramesLastThird.count)",
            ]
        }
        return lines + horizonLines + TextColumns.lines(
            header: ["configuration", "verdict", "headroom p99", "missed %", "callbacks", "deferred", "dropped", "missed frames", "stale", "lag p50 ms", "lag p99 ms",
                     "tip gap p50 mm", "eff. lag p50 ms", "cost p50 µs", "cost p99 µs", "growth",
                     "lag p50 ⅓→⅓ ms", "missed ⅓→⅓"],
            rows: rows
        )
    }

    /// The 100-column table and its legend.
    private static func narrow(_ verdicts: [FrameBudgetVerdict]) -> [String] {
        let rows = verdicts.map { verdict -> [String] in
            [
                verdict.configuration, verdict.status.word, verdict.cells[2], percent(verdict.missedFrames), percent(verdict.droppedSamples), milli(verdict.lagP50),
                milli(verdict.lagP99), milli(verdict.effectiveLagP50), decimal(verdict.tipGapP50MM),
            ]
        }
        return TextColumns.lines(
            header: ["configuration", "verdict", "headroom", "miss%", "drop%", "lag p50", "lag p99", "eff lag", "tip gap"], rows: rows
        ) + [
            "verdict: fits, or the worst of over (budget), drops (samples), misses (frames).",
            "headroom: frame budget left at p99 cost; miss%: of vsyncs; drop%: of samples;",
            "lag p50/p99, eff lag p50: ms; tip gap p50: mm. --wide: every column.",
        ]
    }

    /// `text` cut at spaces into lines of at most `narrowWidth` characters.
    private static func wrapped(_ text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > narrowWidth {
                lines.append(line)
                line = "  " + word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        return line.isEmpty ? lines : lines + [line]
    }

    private static func percent(_ rate: Double) -> String { String(format: "%.1f%%", rate * 100) }
    private static func milli(_ seconds: Double?) -> String { seconds.map { String(format: "%.1f", $0 * 1e3) } ?? "n/a" }
    private static func micro(_ seconds: Double?) -> String { seconds.map { String(format: "%.1f", $0 * 1e6) } ?? "n/a" }
    private static func decimal(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "n/a" }
}
