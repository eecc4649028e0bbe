import Foundation
import InkFormats

/// Writes what `inkbench run` leaves in its output folder: `report.json`, `summary.md`,
/// `data/configurations.csv` (one row per trace × configuration × run: the headline metrics) and
/// the per-event tables of `RunDataTables` (streamed during the run, moved into place here). Each
/// file is written to a temporary file and renamed, so an interrupted run leaves the previous files
/// intact.
public enum RunOutputFiles {
    /// Writes every file into `folder` (created if missing); returns the paths written.
    @discardableResult
    public static func write(_ report: RunReport, tables: RunDataTables, to folder: String) throws -> [String] {
        let data = (folder as NSString).appendingPathComponent("data")
        do {
            try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        } catch {
            throw ReportError("\(data): cannot create the output folder")
        }
        let files: [(String, String)] = [
            ("summary.md", RunSummaryMarkdown.render(report)),
            ("data/configurations.csv", configurationsCSV(report)),
        ]
        var written: [String] = []
        for (name, text) in files {
            let path = (folder as NSString).appendingPathComponent(name)
            try AtomicFileWriter.write(text, to: path)
            written.append(path)
        }
        try tables.commit()
        written += ["callbacks", "frames", "samples"].map { (folder as NSString).appendingPathComponent("data/\($0).csv") }
        let reportPath = (folder as NSString).appendingPathComponent("report.json")
        try report.write(to: reportPath)
        return [reportPath] + written
    }

    /// One row per trace × configuration × run; units in the column names.
    static func configurationsCSV(_ report: RunReport) -> String {
        var text = "trace,configuration,run,cost_mode,callbacks,frames,missed_frames,dropped_samples,late_frames,deferred_callbacks,"
            + "lag_p50_s,lag_p99_s,tip_gap_p50_mm,callback_cost_p50_s,callback_cost_p99_s,callback_cost_mean_s,points_recomputed,pixels_touched_px\n"
        let cell = { (value: Double?) in value.map { "\($0)" } ?? "" }
        for trace in report.traces {
            for result in trace.results {
                for (run, metrics) in result.runs.enumerated() {
                    let fields = [
                        RunDataTables.field(trace.input), RunDataTables.field(result.configuration), "\(run)", report.cost.mode.rawValue,
                        "\(metrics.callbacks)", "\(metrics.frames)", "\(metrics.missedFrames.count)", "\(metrics.droppedSamples.count)",
                        "\(metrics.lateFrames.count)", "\(metrics.deferredCallbacks.count)", cell(metrics.lag.p50), cell(metrics.lag.p99),
                        cell(metrics.tipGapMM.p50), cell(metrics.callbackCost.p50), cell(metrics.callbackCost.p99), cell(metrics.callbackCost.mean),
                        "\(metrics.pointsRecomputed)", "\(metrics.pixelsTouched)",
                    ]
                    text += fields.joined(separator: ",") + "\n"
                }
            }
        }
        return text
    }
}
