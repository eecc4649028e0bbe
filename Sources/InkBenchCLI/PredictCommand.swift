import ArgumentParser
import Foundation
import InkExternal
import InkFormats
import InkIO
import InkMetrics
import InkModel
import InkPipeline
import InkPredict
import InkReport
import InkRun

/// `inkbench predict`: predictors head to head on traces, per horizon bucket; or `--sweep`, the
/// Kalman parameter search on synthesized training traces.
struct Predict: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "predict",
        abstract: "Evaluate touch predictors head to head: error per horizon bucket, at the same callbacks and target times.",
        discussion: """
            For a recording with the platform's predictions (Inkable files), every predictor is \
            asked for exactly the times UIKit predicted, in the same callbacks, so 'recorded' \
            (UIKit's own) and ours compare like for like; the truth is the real samples, \
            interpolated linearly. Other traces are cut at the display rate and every predictor \
            is asked for newest sample + each --horizon; the truth of a synthesized trace is its \
            ground truth. Targets after pen-up are reported as overshoot and left out of the \
            error statistics. Errors in points and mm; along-track + means ahead of the pen. \
            "eff." counts an abstention as showing the newest sample; the score is the median \
            of that over all targets.

            A predictor is a name (see 'inkbench list predictors') or name:key=value,…, e.g. \
            kalman-ca:process-noise=0.1,turn-threshold=15.

            --sweep without traces searches a grid of Kalman settings on synthesized training \
            traces (handwriting, scribble and spiral, seeds 101–110; never the real recordings) \
            and prints the best, scored by the mean of the median and the 90th percentile of the \
            error at 8–24 ms. --sweep with traces and one --predictor tunes that predictor on \
            your own recordings: its grid (--grid, or a built-in one) is scored on a training \
            part and a held-out part (--split file|stroke, --seed, --held-out), the best on \
            training is chosen, and --out DIR writes it with its held-out score to DIR/sweep.json.

            Examples:
              inkbench predict ../shared/datasets/inkable/events.json
              inkbench predict handwriting --predictor linear --predictor kalman-ca --horizon 8 --horizon 16
              inkbench predict scribble-fast spiral-long --out results/
              inkbench predict --sweep
              inkbench predict --sweep --predictor kalman-adaptive my-strokes/*.json --split stroke --out tuned/
            """
    )

    @Argument(help: ArgumentHelp("Trace files or built-in dataset names.", valueName: "trace"))
    var traces: [String] = []

    @Option(name: .customLong("predictor"), help: ArgumentHelp("A predictor (repeatable; default: all).", valueName: "name[:key=value,…]"))
    var predictors: [String] = []

    @Option(name: .customLong("horizon"), parsing: .unconditionalSingleValue, help: ArgumentHelp("A horizon in ms (repeatable; default 4 8 12 16 24 32).", valueName: "ms"))
    var horizons: [Double] = []

    @Option(help: ArgumentHelp(
        "Write a report folder: predictions.json, predictions.csv, summary.md, charts/ (prediction error vs horizon) and index.html.",
        valueName: "dir"
    ))
    var out: String?

    @Flag(help: "Print every statistic per horizon bucket (wide tables) instead of one compact median/p90 table per target kind.")
    var wide = false

    @Flag(help: "Search Kalman settings on synthesized training traces, or with traces and one --predictor, tune it with a held-out check.")
    var sweep = false

    @Option(name: .customLong("grid"), help: ArgumentHelp("A parameter's values for --sweep (repeatable).", valueName: "key=v1,v2,…"))
    var grid: [String] = []

    @Option(help: ArgumentHelp("What --sweep holds out: whole files or single strokes (default: file with two or more traces, else stroke).", valueName: "file|stroke"))
    var split: HeldOutSweep.Split?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seed of the --sweep split (default 1).", valueName: "n"))
    var seed: UInt64 = 1

    @Option(name: .customLong("held-out"), parsing: .unconditional, help: ArgumentHelp("Share of the files or strokes --sweep holds out, 0–1 (default 0.5).", valueName: "share"))
    var heldOut = 0.5

    @OptionGroup var device: ProfileOptions

    @OptionGroup var reading: TraceReadOptions

    @OptionGroup var parallel: JobsOption

    @OptionGroup var sharding: ShardOption

    @Option(name: .customLong("max-seconds"), parsing: .unconditional, help: ArgumentHelp(
        "Longest wall time the evaluation may take, seconds: one estimated (from a pilot on the first callbacks) to take longer is refused before it starts, and one that passes it stops with nothing written (default 600).",
        valueName: "s"
    ))
    var maxSeconds: Double = 600

    @Option(name: .customLong("external-timeout"), parsing: .unconditional, help: ArgumentHelp(
        "Seconds an external predictor (exec:…) may take to answer one request (default 10).", valueName: "s"
    ))
    var externalTimeout: Double?

    /// `--horizon` in seconds, or the one default set (`PredictionHorizons.defaults`).
    private var horizonSeconds: [Double] { horizons.isEmpty ? PredictionHorizons.defaults : horizons.map { $0 / 1000 } }

    func validate() throws {
        if traces.isEmpty && !sweep { throw ValidationError("give at least one trace file or dataset name (or --sweep)") }
        if sweep && !traces.isEmpty && predictors.count != 1 {
            throw ValidationError("--sweep with traces tunes one predictor: give exactly one --predictor")
        }
        if sweep && traces.isEmpty && !predictors.isEmpty {
            throw ValidationError("--sweep --predictor needs your traces to tune on (without traces it searches the Kalman grids on synthesized ones)")
        }
        if !sweep && (!grid.isEmpty || split != nil) { throw ValidationError("--grid and --split only apply with --sweep") }
        if !(heldOut > 0 && heldOut < 1) { throw CommandFailure("--held-out \(heldOut): must lie strictly between 0 and 1") }
        let timeouts = ExternalPipelineSpec.timeoutRange
        if let externalTimeout, !timeouts.contains(externalTimeout) {
            throw CommandFailure("--external-timeout must be seconds in \(timeouts.lowerBound)…\(Int(timeouts.upperBound))")
        }
        if !(maxSeconds > 0 && maxSeconds.isFinite) { throw CommandFailure("--max-seconds must be a positive number") }
        if let bad = horizons.first(where: { !($0 > 0 && $0 <= 1000) }) {
            throw CommandFailure("--horizon \(bad): must be more than 0 and at most 1000 ms")
        }
    }

    func run() throws {
        let shard = try sharding.resolved()
        if shard != nil && out == nil { throw ValidationError("--shard writes a shard folder: give --out DIR") }
        if shard != nil && sweep && traces.isEmpty {
            throw ValidationError("--shard applies to predict on traces and to --sweep with traces; the Kalman grid search on synthesized traces runs on one machine")
        }
        if sweep && traces.isEmpty {
            try KalmanSweepRun.run(out: out, jobs: parallel.count)
            return
        }
        let specs = try predictors.map { text in
            do { return try ComponentSpec(parsing: text, role: "predictor") } catch { throw CommandFailure("\(error)") }
        }
        let catalog = externalTimeout.map { ActiveComponents.current.predictors.withExternalTimeout($0) } ?? ActiveComponents.current.predictors
        let inputProfiles = try TraceInput.profilesNamed(device.profile, by: traces, reading: reading)
        if sweep, let base = specs.first {
            let loaded = try traces.map { (name: $0, trace: try TraceInput.load($0, profile: device, reading: reading, inputProfiles: inputProfiles)) }
            let sweepRun = try HeldOutSweepRun(
                base: base, grid: grid, split: split, seed: seed, heldOutShare: heldOut,
                horizons: horizonSeconds, shard: shard, catalog: catalog, jobs: parallel.count
            )
            try HeldOutSweepConsole.run(sweepRun, traces: loaded, out: out, shardSettings: device.shardSettings)
            return
        }
        let run = PredictionRun(
            inputs: traces.map { input in
                RunInput(name: input) { [device, reading] in try TraceInput.load(input, profile: device, reading: reading, inputProfiles: inputProfiles) }
            },
            predictors: specs, horizons: horizonSeconds, catalog: catalog, jobs: parallel.count,
            maxSeconds: maxSeconds, shard: shard
        )
        let subject = specs.first?.description ?? PredictorCatalog.shippedDefault
        var printed = false
        let output = try run.evaluate { result in
            if printed { print("") }
            printed = true
            for line in PredictionConsoleTables.lines(result, wide: wide, subject: subject) { print(line) }
        }
        if let part = output.shard, let out {
            try part.write(output.results, horizons: run.horizons, settings: device.shardSettings, tool: "inkbench \(InkBenchVersion.current)", to: out)
            print("\nshard \(part.shard): \(output.results.count) of \(traces.count) traces evaluated; merge every shard's folder with: inkbench merge")
            return
        }
        if let out {
            let outcome = try run.writeReport(output.results, to: out)
            print("")
            ChartSummary.print(outcome, folder: out)
            print("report: \((out as NSString).appendingPathComponent("index.html")) (with predictions.json, predictions.csv, summary.md and charts/)")
        }
    }
}
