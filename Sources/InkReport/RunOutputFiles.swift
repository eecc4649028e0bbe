import Foundation
import InkIO
import InkMetrics

/// Writes what `inkbench run` leaves in its output folder: `report.json`, `summary.md`,
/// `data/configurations.csv` (one row per trace × configuration × run: the headline metrics, the mean
/// lag and its budget per stage, `LagBudget`) and
/// the per-event tables of `RunDataTables` (streamed during the run) and the debug pictures of
/// `ReportDebugRenders` (drawn during the run). Every file is first written in full to a
/// temporary file beside its destination; then all are renamed in one step
/// (`AtomicFileWriter.commit(_:)`), so a failed or interrupted run leaves the previous
/// report.json, summary.md, tables and renders/ intact and consistent with each other (charts/
/// and index.html are rewritten afterwards). A `predictions.csv` left by an earlier run is removed
/// when no configuration of this one predicts.
package enum RunOutputFiles {
    /// Writes every file into `folder` (created if missing); returns the paths written.
    @discardableResult
    /// `pending`: files already written in full (the debug renders), committed with the rest;
    /// `baseline`: the report summary.md shows the changes against.
    package static func write(
        _ report: RunReport, tables: RunDataTables, pending: [AtomicFileWriter] = [], to folder: String, baseline: RunBaseline? = nil
    ) throws -> [String] {
        let data = (folder as NSString).appendingPathComponent("data")
        do {
            try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        } catch {
            throw ReportError("\(data): cannot create the output folder")
        }
        let files: [(String, [UInt8])] = [
            ("report.json", Array(try report.jsonData()) + [10]),
            ("summary.md", Array(RunSummaryMarkdown.render(report, baseline: baseline).utf8)),
            ("data/configurations.csv", Array(configurationsCSV(report).utf8)),
        ]
        var writers: [AtomicFileWriter] = pending
        do {
            for (name, bytes) in files {
                let writer = try AtomicFileWriter(path: (folder as NSString).appendingPathComponent(name))
                writers.append(writer)
                try writer.write(bytes)
            }
            writers += try tables.finish()
            try AtomicFileWriter.commit(writers)
        } catch {
            for writer in writers { writer.discard() }
            throw error
        }
        if !tables.hasPredictions {
            try? FileManager.default.removeItem(atPath: (data as NSString).appendingPathComponent("predictions.csv"))
        }
        return writers.map(\.path)
    }

    /// One row per trace × configuration × run; units in the column names.
    static func configurationsCSV(_ report: RunReport) -> String {
        var text = "trace,configuration,run,cost_mode,callbacks,frames,missed_frames,dropped_samples,late_frames,deferred_callbacks,"
            + "lag_p50_s,lag_p99_s,tip_gap_p50_mm,callback_cost_p50_s,callback_cost_p99_s,callback_cost_mean_s,points_recomputed,pixels_touched_px,"
            + "lag_mean_s," + LagBudget.stages.map(\.column).joined(separator: ",") + "\n"
        let cell = { (value: Double?) in value.map { "\($0)" } ?? "" }
        for trace in report.traces {
            for result in trace.results {
                for (run, metrics) in result.runs.enumerated() {
                    let fields = [
                        RunDataTables.field(trace.input), RunDataTables.field(result.configuration), "\(run)", report.cost.mode.rawValue,
                        "\(metrics.callbacks)", "\(metrics.frames)", "\(metrics.missedFrames.count)", "\(metrics.droppedSamples.count)",
                        "\(metrics.lateFrames.count)", "\(metrics.deferredCallbacks.count)", cell(metrics.lag.p50), cell(metrics.lag.p99),
                        cell(metrics.tipGapMM.p50), cell(metrics.callbackCost.p50), cell(metrics.callbackCost.p99), cell(metrics.callbackCost.mean),
                        "\(metrics.pointsRecomputed)", "\(metrics.pixelsTouched)", cell(metrics.lag.mean),
                    ] + LagBudget.stages.map { cell(metrics.lagBudget?[keyPath: $0.value]) }
                    text += fields.joined(separator: ",") + "\n"
                }
            }
        }
        return text
    }
}
