import Foundation
import InkMetrics

/// The answer a report opens with: how one configuration did on one trace against the frame
/// budget of the trace's profile (one display refresh: 8.33 ms at 120 Hz, 16.7 ms at 60 Hz).
/// Computed from report.json's fields alone, so old reports get a verdict too. With repetitions
/// every number is the pooled run's (`ConfigurationResult.pooledRun`), or for a report without
/// one the median over the runs.
package struct FrameBudgetVerdict: Sendable {
    /// How a configuration fared, worst first.
    package enum Status: String, Sendable {
        /// The p99 callback cost (handler + render) exceeds the frame budget.
        case overBudget = "over budget"
        /// Samples were dropped.
        case dropsSamples = "drops samples"
        /// Vsyncs passed with input waiting and no new frame.
        case missesFrames = "misses frames"
        /// Within the budget, no drops, no missed frames.
        case fits = "fits"
    }

    package var trace: String
    package var configuration: String
    /// One display refresh, seconds.
    package var budgetSeconds: Double
    /// 1 − callback cost p99 / budget, a fraction (negative: over budget); nil without callbacks.
    package var headroomP99: Double?
    /// Missed frames, a fraction of the vsyncs of the run.
    package var missedFrames: Double
    /// Dropped samples, a fraction of the samples.
    package var droppedSamples: Double
    /// Touch-to-display lag, seconds.
    package var lagP50: Double?
    package var lagP99: Double?
    /// Effective lag p50 (how old the true pen position shown at the tip is), seconds.
    package var effectiveLagP50: Double?
    /// Distance from the drawn tip to the true pen position, p50, millimetres.
    package var tipGapP50MM: Double?
    /// Where the costs came from (`CostKind`: modelled, measured, reported, …).
    package var costSource: String
    /// The platform's floor (`ConfigurationResult.lagFloor`) and what the configuration adds
    /// over it (`lagAdded`), seconds; nil for results without a floor.
    package var lagFloor: RunReport.LagPercentiles?
    package var lagAdded: RunReport.LagPercentiles?
    /// For a browser run whose replay was late (a run's dispatch lateness p99 above one sample
    /// interval): the largest such p99 and the sample interval, seconds; nil otherwise.
    package var lateReplay: (p99: Double, sampleInterval: Double)?

    /// The verdict of `result` on `trace`.
    package init(trace: RunReport.TraceResult, result: RunReport.ConfigurationResult) {
        self.trace = trace.input
        configuration = result.configuration
        let budget = 1 / trace.profile.displayHz
        budgetSeconds = budget
        let costP99 = result.headlineMedian(\.callbackCost.p99)
        headroomP99 = costP99.map { 1 - $0 / budget }
        missedFrames = result.headlineMedian { $0.missedFrames.rate } ?? 0
        droppedSamples = result.headlineMedian { $0.droppedSamples.rate } ?? 0
        lagP50 = result.headlineMedian(\.lag.p50)
        lagP99 = result.headlineMedian(\.lag.p99)
        effectiveLagP50 = result.headlineMedian(\.effectiveLag.p50)
        tipGapP50MM = result.headlineMedian(\.tipGapMM.p50)
        costSource = result.runs[result.representativeRun].costKind.rawValue
        lagFloor = result.lagFloor
        lagAdded = result.lagAdded
        if let late = result.browser?.filter(\.isReplayLate).max(by: { $0.dispatchLatenessP99 < $1.dispatchLatenessP99 }) {
            lateReplay = (late.dispatchLatenessP99, late.sampleInterval)
        }
    }

    /// What the configuration adds over the platform's floor, e.g. `adds 0.0 ms at p50 /
    /// 4.2 ms at p99 over the platform's 28.7 ms / 37.0 ms` (the floor's p50 / p99); nil
    /// without a floor.
    package var lagAddedText: String? {
        guard let lagFloor, let lagAdded else { return nil }
        let signed = { (seconds: Double?) in seconds.map { Self.milli(abs($0) < 0.05e-3 ? 0 : $0) } ?? "n/a" }
        return "adds \(signed(lagAdded.p50)) ms at p50 / \(signed(lagAdded.p99)) ms at p99 "
            + "over the platform's \(Self.milli(lagFloor.p50)) ms / \(Self.milli(lagFloor.p99)) ms"
    }

    /// The worst thing that happened.
    package var status: Status {
        if let headroomP99, headroomP99 < 0 { return .overBudget }
        if droppedSamples > 0 { return .dropsSamples }
        if missedFrames > 0 { return .missesFrames }
        return .fits
    }

    /// The frame budget, e.g. `8.33 ms (120 Hz)`.
    package var budgetText: String {
        String(format: "%.2f ms (%.0f Hz)", budgetSeconds * 1e3, 1 / budgetSeconds)
    }

    /// The cells of the verdict tables, in `columns` order.
    package var cells: [String] {
        [
            configuration, status.rawValue + (lateReplay == nil ? "" : " (replay late)"), headroomP99.map { String(format: "%.0f%%", $0 * 100) } ?? "n/a",
            String(format: "%.1f%%", missedFrames * 100), String(format: "%.1f%%", droppedSamples * 100), Self.milli(lagP50), Self.milli(lagP99),
            Self.milli(effectiveLagP50), tipGapP50MM.map { String(format: "%.2f", $0) } ?? "n/a", costSource,
        ]
    }

    /// Column titles of `cells`.
    package static let columns = [
        "configuration", "verdict", "headroom p99", "missed frames", "dropped", "lag p50 ms", "lag p99 ms", "eff. lag p50 ms", "tip gap p50 mm", "cost",
    ]

    /// One line per column saying what it means, shown under the verdict tables.
    package static let explanations = [
        "verdict: fits = p99 cost within the frame budget, no dropped samples, no missed frames; otherwise the worst of over budget, drops samples, misses frames.",
        "headroom p99: share of the frame budget (one display refresh) left at the 99th percentile of callback cost (handler + render); negative means over budget.",
        "missed frames: vsyncs with input waiting and no new frame, % of the vsyncs of the run.",
        "dropped: samples never delivered to the handler, % of the samples.",
        "lag p50/p99: touch-to-display lag of each shown sample, from its touch to the vsync that showed it.",
        "eff. lag p50: how old the true pen position drawn at the tip is; prediction makes it smaller than lag (negative: ahead of the pen).",
        "tip gap p50: distance from the drawn tip to where the pen really is when the frame is shown, millimetres.",
        "adds … over the platform's …: the platform's floor is the lag p50 / p99 of the same trace through a zero-cost pipeline of the same redraw mode on the same profile; a configuration adds its own lag minus the floor, percentile by percentile.",
        "cost: where the callback and render costs came from: modelled (the calibration's model of the work counters), measured (CPU time on this machine), reported (durations the pipeline reported), device (durations recorded on a device).",
    ]

    /// The configuration with the lowest lag p50 among those that fit, and every configuration
    /// tied with it (same lag p50 to 0.1 ms); empty when none fits.
    package static func best(_ verdicts: [FrameBudgetVerdict]) -> [FrameBudgetVerdict] {
        let fitting = verdicts.filter { $0.status == .fits && $0.lagP50 != nil }
        guard let lowest = fitting.compactMap(\.lagP50).min() else { return [] }
        return fitting.filter { abs(($0.lagP50 ?? .infinity) - lowest) < 0.05e-3 }
    }

    /// A few sentences for one trace's verdicts: how many fit, the best configuration (or the
    /// tie) by lag p50, the lowest effective lag among those that fit, and those that do not fit.
    package static func headline(_ verdicts: [FrameBudgetVerdict]) -> String {
        guard !verdicts.isEmpty else { return "No results." }
        let fitting = verdicts.filter { $0.status == .fits }
        let winners = best(verdicts)
        var parts = ["\(fitting.count) of \(verdicts.count) fit."]
        switch winners.count {
        case 0: parts.append("None is best: every configuration is over budget, drops samples or misses frames.")
        case 1: parts.append("Best: \(winners[0].configuration), lowest lag p50 (\(milli(winners[0].lagP50)) ms).")
        default: parts.append("Tie for lowest lag p50 (\(milli(winners[0].lagP50)) ms): " + winners.map(\.configuration).joined(separator: ", ") + ".")
        }
        let effective = fitting.compactMap { verdict in verdict.effectiveLagP50.map { (verdict.configuration, $0) } }
        if let lowest = effective.map(\.1).min(), let highest = effective.map(\.1).max(), highest - lowest >= 0.05e-3 {
            let names = effective.filter { abs($0.1 - lowest) < 0.05e-3 }.map(\.0)
            parts.append("Lowest effective lag p50: \(milli(lowest)) ms (\(names.joined(separator: ", "))) against up to \(milli(highest)) ms.")
        }
        let failing = verdicts.filter { $0.status != .fits }.map { "\($0.configuration) (\($0.status.rawValue))" }
        if !failing.isEmpty { parts.append("Not fitting: " + failing.joined(separator: ", ") + ".") }
        for verdict in verdicts {
            guard let late = verdict.lateReplay else { continue }
            parts.append(
                "Replay late for \(verdict.configuration): input events were sent up to \(milli(late.p99)) ms after their samples (p99), more than "
                    + "the \(milli(late.sampleInterval)) ms sample interval, so its lag and coalescing are overstated."
            )
        }
        return parts.joined(separator: " ")
    }

    /// Every trace's verdicts, in report order.
    package static func all(_ report: RunReport) -> [(trace: String, verdicts: [FrameBudgetVerdict])] {
        report.traces.map { trace in (trace.input, trace.results.map { FrameBudgetVerdict(trace: trace, result: $0) }) }
    }

    static func milli(_ seconds: Double?) -> String { seconds.map { String(format: "%.1f", $0 * 1e3) } ?? "n/a" }
}
