import ArgumentParser
import Foundation
import InkReport
import InkRun

/// `inkbench merge SHARD-DIR… --out DIR`: the shard folders of a run, prediction evaluation or
/// sweep computed with `--shard K/N` made into the folder one machine would have written.
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the shard folders of 'run', 'predict' or 'predict --sweep' with --shard K/N into the folder one machine would write.",
        discussion: """
            Give every shard's folder (any order). The shards must come from the same inkbench, \
            inputs, configurations or predictors and settings, each shard 1…N exactly once; any \
            other folder is refused in one line naming it. A run's merge writes report.json, \
            summary.md, data/*.csv, renders/, charts/ and index.html, identical to the single \
            run's except the measured fields (environment, timer overhead, thread CPU times); \
            a predict merge writes predictions.json, predictions.csv, summary.md, charts/ and \
            index.html; a sweep's merge chooses exactly as one machine and writes sweep.json.

            Examples:
              inkbench run --dataset handwriting --dataset circle --config default --shard 1/2 --out shards/1
              inkbench run --dataset handwriting --dataset circle --config default --shard 2/2 --out shards/2
              inkbench merge shards/1 shards/2 --out reports/run
            """
    )

    @Argument(help: ArgumentHelp("The shard folders (each with shard.json).", valueName: "shard-dir"))
    var shards: [String] = []

    @Option(help: ArgumentHelp("Output folder (created if missing; not one of the shard folders).", valueName: "dir"))
    var out: String

    @Option(help: ArgumentHelp(
        "For a run's shards: show each verdict's change against this report in summary.md and index.html, as 'inkbench run --baseline' does (a saved baseline NAME or a report.json).",
        valueName: "name|report.json"
    ))
    var baseline: String?

    @Flag(name: .customLong("no-progress"), help: "No progress bar while the charts are drawn.")
    var noProgress = false

    func run() throws {
        if shards.isEmpty { throw ValidationError("give the folders of the shards to merge") }
        let target = URL(fileURLWithPath: out).standardizedFileURL.resolvingSymlinksInPath().path
        if let same = shards.first(where: { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path == target }) {
            throw CommandFailure("--out \(out) is the shard folder \(same); write the merged folder elsewhere")
        }
        let set = try ShardSet(folders: shards)
        if baseline != nil && set.kind != .run { throw ValidationError("--baseline applies to the shards of inkbench run") }
        switch set.kind {
        case .run:
            let shown = try ShownBaseline.load(baseline)
            var console = RunConsole(showsProgress: !noProgress)
            console.runStarted(steps: set.inputs.count * ReportCharts.kinds.count)
            let (report, charts) = try RunShardMerge.merge(set, into: out, baseline: shown) { (chart: String) in console.stepFinished("chart \(chart)") }
            console.progress.clear()
            for (index, trace) in report.traces.enumerated() { console.traceFinished(trace, index: index, cost: report.cost) }
            ChartSummary.print(charts, folder: out)
            print("\nmerged \(set.folders.count) shards: \((out as NSString).appendingPathComponent("report.json")) (with summary.md, data/*.csv, charts/\(report.renders == nil ? "" : ", renders/") and index.html)")
        case .predict:
            let charts = try PredictionShardMerge.merge(set, into: out)
            ChartSummary.print(charts, folder: out)
            print("merged \(set.folders.count) shards: \((out as NSString).appendingPathComponent("index.html")) (with predictions.json, predictions.csv, summary.md and charts/)")
        case .sweep:
            let merged = try SweepShardMerge.merge(set, into: out)
            HeldOutSweepConsole.printOutcome(merged.outcome, base: merged.chosen.predictor.name)
            print("chosen: \(merged.chosen.predictor)")
            print("merged \(set.folders.count) shards: wrote \(merged.path)")
        }
    }
}
