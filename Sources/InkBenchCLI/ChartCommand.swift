import ArgumentParser
import Foundation
import InkFormats
import InkReport

/// `inkbench chart`: re-plots the charts of a report.
struct Chart: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Re-plot the charts of a report.json or predictions.json with gnuplot (SVG and PNG, each with its .gp script and data).",
        discussion: """
            Reads REPORT and, when present, data/samples.csv, data/frames.csv and data/callbacks.csv \
            beside it (lag CDF and lag over time from every sample, tip gap over time, callback cost \
            vs points in the stroke), and writes OUT/charts and OUT/index.html (default: the \
            report's folder), which keeps showing the run's debug renders in OUT/renders. Prediction error vs horizon comes from the report itself. Without \
            gnuplot on PATH the scripts and data are still written and the skipped charts are listed.
            A predictions.json written by 'inkbench predict --out' re-plots its prediction error vs \
            horizon charts into OUT/charts (index.html unchanged: the names are the same).
            Examples:
              inkbench chart reports/run/report.json
              inkbench chart results/predictions.json
            """
    )

    @Argument(help: ArgumentHelp("A report.json written by inkbench run, or a predictions.json by inkbench predict --out.", valueName: "report.json"))
    var report: String

    @Option(help: ArgumentHelp("Folder to write charts/ into (default: the report's folder).", valueName: "dir"))
    var out: String?

    func run() throws {
        let parent = (report as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        let target = out ?? folder
        if (report as NSString).lastPathComponent == "predictions.json" {
            let predictions = try PredictionReportFiles.load(predictionsJSON: report)
            let lock = try OutputFolder(target, subfolders: ["charts"])
            ChartSummary.print(try withExtendedLifetime(lock) { try PredictionReportFiles.replot(predictions, into: target) }, folder: target)
            return
        }
        let loaded = try RunReport.load(path: report)
        let lock = try OutputFolder(target, subfolders: ["charts", "data", "renders"])
        let shown = loaded.keepingRenders(presentIn: target)
        ChartSummary.print(try withExtendedLifetime(lock) { try ReportCharts.render(shown, outputFolder: target, dataFolder: folder) }, folder: target)
    }
}
