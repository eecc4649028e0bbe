import Foundation

/// The tables a browser run (`inkbench web`) adds to summary.md, index.html and the console:
/// how faithfully each run replayed its trace and what the browser's frames did, and the
/// simulator's model of each run against the measurement. Times in milliseconds.
package enum BrowserRunTables {
    /// Column titles of `replayRows`.
    package static let replayHeader = [
        "trace", "configuration", "run", "replay", "late p50 ms", "late p99 ms", "late max ms", "sample interval ms", "frame interval ms",
        "dropped frames", "main frame p50 ms", "main frame p99 ms", "merged events", "handler at end ms", "handler growth", "tip marks", "browser trace",
    ]

    /// One row per browser run of `report` (none for a simulated run).
    package static func replayRows(_ report: RunReport) -> [[String]] {
        runs(report).map { trace, configuration, run, record in
            [
                trace, configuration, "\(run + 1)", record.isReplayLate ? "late" : "on time", milli(record.dispatchLatenessP50),
                milli(record.dispatchLatenessP99), milli(record.dispatchLatenessMax), milli(record.sampleInterval), String(format: "%.3f", record.frameInterval * 1e3),
                "\(record.droppedFrames)", record.mainFrameP50.map(milli) ?? "n/a", record.mainFrameP99.map(milli) ?? "n/a", "\(record.mergedEvents)",
                record.handlerCostAtEnd.map(milli) ?? "n/a", record.handlerGrowth.map { String(format: "%.2f", $0.slope) } ?? "n/a",
                "\(record.tipMarks)", record.traceFile,
            ]
        }
    }

    /// Column titles of `modelRows`.
    package static let modelHeader = [
        "trace", "configuration", "run", "lag p50 ms measured / model (Δ)", "lag p90 ms measured / model (Δ)", "lag p99 ms measured / model (Δ)",
        "missed frames measured / model", "dropped % measured / model", "model input latency ms", "model present delay ms",
    ]

    /// One row per browser run with a model, and for a fitted one a second row (configuration
    /// `NAME (fitted)`) with the fitted model.
    package static func modelRows(_ report: RunReport) -> [[String]] {
        runs(report).flatMap { trace, configuration, run, record -> [[String]] in
            guard let model = record.model else { return [] }
            var rows = [row(trace, configuration, run, model.measured, model.modelled, latency: model.inputLatency, delay: model.presentDelay)]
            if let fit = model.fitted {
                rows.append(row(trace, configuration + " (fitted)", run, model.measured, fit.modelled, latency: fit.inputLatency, delay: fit.presentDelay))
            }
            return rows
        }
    }

    /// Lines saying what the tables mean, for under them.
    package static let explanations = [
        "replay: each sample's input event is sent at the sample's time; late = sent after it (p99 above one sample interval: the page got its input later and burstier than the trace has it, so lag and coalescing are overstated).",
        "dropped frames: frames the page's compositor dropped; main frame: the page's main-thread work per frame (rAF callbacks, style, layout, paint, commit); merged events: input events the browser merged into an earlier one.",
        "handler at end: the page's handler cost per callback in the last 5% of the stroke; handler growth: log-log slope of the median handler cost against the points already in the stroke over its last decade (≈ 1: every event redoes the whole stroke; ≈ 0: constant work).",
        "model: the same trace through the simulated platform with the browser's frame rate, input latency and presentation delay, each frame costing what the browser's frame cost; Δ = model − measured.",
    ]

    /// Every browser run of `report`: trace, configuration, run index and its record.
    private static func runs(_ report: RunReport) -> [(String, String, Int, BrowserRunRecord)] {
        report.traces.flatMap { trace in
            trace.results.flatMap { result in
                (result.browser ?? []).enumerated().map { (trace.input, result.configuration, $0.offset, $0.element) }
            }
        }
    }

    private static func row(
        _ trace: String, _ configuration: String, _ run: Int, _ measured: BrowserModelRecord.Outcome, _ modelled: BrowserModelRecord.Outcome,
        latency: Double, delay: Double
    ) -> [String] {
        [
            trace, configuration, "\(run + 1)", pair(measured.lagP50, modelled.lagP50), pair(measured.lagP90, modelled.lagP90),
            pair(measured.lagP99, modelled.lagP99), "\(measured.missedFrames) / \(modelled.missedFrames)",
            String(format: "%.1f / %.1f", measured.droppedRate * 100, modelled.droppedRate * 100), milli(latency), milli(delay),
        ]
    }

    private static func pair(_ measured: Double?, _ modelled: Double?) -> String {
        guard let measured, let modelled else { return "\(measured.map(milli) ?? "n/a") / \(modelled.map(milli) ?? "n/a")" }
        return "\(milli(measured)) / \(milli(modelled)) (\(String(format: "%+.2f", (modelled - measured) * 1e3)))"
    }

    private static func milli(_ seconds: Double) -> String {
        String(format: "%.2f", seconds * 1e3)
    }
}
