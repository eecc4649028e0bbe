import ArgumentParser
import Foundation
import InkBench
import InkExternal
import InkFormats
import InkMetrics
import InkModel
import InkPipeline
import InkReport
import InkRun
import InkSim
import InkSynth

/// `inkbench run`: simulates traces through pipeline configurations on the platform model and
/// writes `report.json`.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Simulate traces through pipeline configurations on a device; report cost, drops, missed frames and lag.",
        discussion: """
            Each trace drives the simulated platform: the digitizer makes samples \
            available after the profile's input latency, one callback per display frame carries \
            everything available, the pipeline and the render run for real, and their cost on the \
            virtual clock is modelled (a linear model of the work counters from a calibration file: \
            deterministic, the default for built-in pipelines) or measured (the thread's CPU time × \
            --cpu-scale, --repetitions pooled per callback; docs/measured-costs.md). The profile is \
            --profile (a built-in one, or the one a recording among the inputs names); else a trace file \
            that names its device (a native trace, a web recording) keeps it; else the configuration \
            set's `profile:` (also for a configuration named on its own), else the dataset's or \
            reader's own; --set changes its values. A recording whose sample or frame rate is not \
            its profile's gets one warning line. Writes DIR/report.json (docs/report-schema.md), DIR/summary.md, DIR/data/*.csv (configurations, callbacks, frames, samples), DIR/charts (gnuplot), \
            DIR/renders (the ink of each trace with the debug overlay of `inkbench render --debug`, \
            mid-stroke and at the end, for the first configuration with prediction, else the first; \
            --no-renders skips them) and DIR/index.html, and prints a table per trace. The \
            configuration sets' `thresholds:` are recorded for `inkbench compare`. Frames are rendered by the Cairo renderer the configuration names, on the profile's \
            whole canvas (modelled costs count the renderer's work exactly without drawing; --jobs runs them in parallel); a trace whose \
            ink lies off the canvas is moved onto it (stated in the table and the report), one larger \
            than the canvas is refused. A configuration with `pipeline: {exec: [program, args…]}` runs \
            a pipeline in another program over a JSON Lines protocol, one request per callback \
            (docs/external-protocol.md); by default its cost is measured (the program's CPU time \
            around the round trip less the protocol overhead), or reported when its hello says it \
            reports handler_us; --cost modelled prices the work it reports; --external-timeout \
            bounds each callback.
            Examples:
              inkbench run --dataset handwriting --config default --out reports/run
              inkbench run --dataset handwriting --dataset spiral-long --config wwdc2016 --out reports/wwdc
              inkbench run ../shared/datasets/inkable/events.json --config default --cost measured --repetitions 5 --out reports/real
            """
    )

    @OptionGroup var inputs: ReplayInputOptions

    @OptionGroup var configurations: ConfigurationOptions

    @OptionGroup var device: ProfileOptions

    @Option(help: ArgumentHelp(
        "Cost on the virtual clock: modelled, measured, reported (the durations external pipelines report), device:file=timings.csv (durations recorded on a device), or another registered cost source, as NAME or NAME:key=value (see 'inkbench list costs'). Default: modelled for built-in pipelines; for a pipeline in another program measured, or reported when its hello says it reports handler_us.",
        valueName: "mode"
    ))
    var cost: String?

    @Option(help: ArgumentHelp("Calibration file for modelled costs (default: $INKBENCH_CALIBRATION or the shipped one).", valueName: "file"))
    var calibration: String?

    @Option(name: .customLong("cpu-scale"), parsing: .unconditional, help: ArgumentHelp("Multiply every cost by this (a device N times slower than the calibration machine).", valueName: "x"))
    var cpuScale: Double = 1

    @Option(parsing: .unconditional, help: ArgumentHelp("Repetitions per trace and configuration with measured costs, pooled per callback into the run shown (default 5, 2 with --quick); deterministic costs run once.", valueName: "n"))
    var repetitions: Int?

    @Option(name: .customLong("commit-lead"), parsing: .unconditional, help: ArgumentHelp("Seconds before a vsync by which a frame must be committed.", valueName: "s"))
    var commitLead: Double = 0

    @Flag(help: "Shorter runs: built-in datasets cut to 2 s of pen-down time where their recipe allows, fewer repetitions.")
    var quick = false

    @OptionGroup var output: ReplayReportOptions

    @Flag(name: .customLong("no-renders"), help: "Skip the debug pictures of the ink (DIR/renders, shown in index.html).")
    var noRenders = false

    @Option(name: .customLong("max-seconds"), parsing: .unconditional, help: ArgumentHelp(
        "Longest wall time the run may take, seconds: a run estimated (from the calibration) to take longer is refused before it starts, and one that passes it stops with nothing written (default 600).",
        valueName: "s"
    ))
    var maxSeconds: Double = 600

    @Option(help: ArgumentHelp(
        "When a native .inktrace file is read in pieces, keeping only the input in flight so memory does not grow with the trace: auto (files of 64 MiB or more), always or never. The report is the same either way.",
        valueName: "when"
    ))
    var streaming: StreamingPolicy = .automatic

    @OptionGroup var parallel: JobsOption

    @OptionGroup var sharding: ShardOption

    @Option(name: .customLong("external-timeout"), parsing: .unconditional, help: ArgumentHelp(
        "Seconds an external pipeline (pipeline: {exec: …}) may take to answer one callback, unless its configuration gives 'timeout', and an external predictor (exec:…) one request (default 10).",
        valueName: "s"
    ))
    var externalTimeout: Double?

    @OptionGroup var console: ReplayConsoleOptions

    @Option(help: ArgumentHelp(
        "Show each verdict's change against this report in summary.md and index.html: a baseline saved with 'inkbench compare REPORT --save-baseline NAME', or a report.json.",
        valueName: "name|file"
    ))
    var baseline: String?

    /// The checks of the options' values; whether any trace and --config were given is checked in
    /// `run()`, since the parser reports an unknown option such as `--confg` (with its "did you
    /// mean") only after `validate()` passes.
    func validate() throws {
        if !RunCost.accepts(cpuScale: cpuScale) { throw CommandFailure("--cpu-scale must be a number in (0, 1000]") }
        if let repetitions, repetitions < 1 { throw CommandFailure("--repetitions must be at least 1") }
        let costSpec = try costSpec()
        guard let costSource = ActiveComponents.current.costSources.component(named: costSpec.name) else {
            let known = ActiveComponents.current.costSources.names.joined(separator: ", ")
            throw CommandFailure("--cost \(cost ?? ""): unknown cost source (known: \(known))")
        }
        if let repetitions, repetitions > 1, costSource.capabilities.contains(.deterministic), cost != nil {
            throw ValidationError("--repetitions applies to --cost measured (\(costSpec.name) runs are deterministic)")
        }
        if !RunSettings.commitLeadRange.contains(commitLead) { throw CommandFailure("--commit-lead must be a number of seconds in 0…1") }
        if !(maxSeconds > 0 && maxSeconds.isFinite) { throw CommandFailure("--max-seconds must be a positive number") }
        let timeouts = ExternalPipelineSpec.timeoutRange
        if let externalTimeout, !timeouts.contains(externalTimeout) {
            throw CommandFailure("--external-timeout must be seconds in \(timeouts.lowerBound)…\(Int(timeouts.upperBound))")
        }
    }

    func run() throws {
        let names = try inputs.names()
        if configurations.configs.isEmpty { throw ValidationError("give at least one --config (a name or a YAML file)") }
        if baseline != nil && sharding.shard != nil {
            throw ValidationError("--baseline shows changes in the merged folder: give it to 'inkbench merge', not to each --shard run")
        }
        let shownBaseline = try ShownBaseline.load(baseline)
        let resolver = configurations.resolver
        let sets = try resolver.loadedSets()
        let selection = try resolver.selection(sets)
        let thresholds = try resolver.thresholdRecord(sets)
        let profileOptions = device
        let setProfile = profileOptions.profile == nil ? try selection.profile() : nil
        let reading = output.reading
        let inputProfiles = try TraceInput.profilesNamed(device.profile, by: inputs.traces, reading: reading)
        let overhead = MonotonicClock.measureOverhead()
        var components = ActiveComponents.current
        if let externalTimeout { components.predictors = components.predictors.withExternalTimeout(externalTimeout) }
        let spec = try costSpec()
        let usesCalibration = components.costSources.component(named: spec.name)?.capabilities.contains(.needsCalibration) ?? false
        let runCost = try RunCost.named(
            spec, in: components.costSources,
            calibrationPath: usesCalibration ? try CalibrationLocation.resolve(calibration) : try? CalibrationLocation.resolve(calibration),
            cpuScale: cpuScale, timerOverheadNanoseconds: overhead
        )
        var settings = RunSettings(
            repetitions: repetitions ?? (quick ? 2 : 5), seed: output.seed, commitLeadSeconds: commitLead,
            maxSeconds: maxSeconds, drawsDebugRenders: !noRenders, tool: "inkbench \(InkBenchVersion.current)",
            profileOverride: profileOptions.profile ?? setProfile, profileSettings: profileOptions.overrides, jobs: parallel.count
        )
        settings.external = ExternalRunSettings(timeout: externalTimeout, echoCommand: ExternalEchoSelf.command)
        settings.external.choosesCost = cost == nil
        settings.streaming = streaming
        settings.shard = try sharding.resolved()
        let runInputs = names.map { input in
            RunInput(name: input, streamedFile: TraceInput.streamedFile(input, profile: profileOptions, reading: reading, inputProfiles: inputProfiles)) {
                [self, profileOptions, setProfile, inputProfiles] in try loadTrace(input, profile: profileOptions, setProfile: setProfile, inputProfiles: inputProfiles)
            }
        }
        let benchmark = BenchmarkRun(
            inputs: runInputs, configurations: selection.configurations, cost: runCost, settings: settings, thresholds: thresholds,
            components: components
        )
        let out = output.out
        let written = try console.show { try benchmark.write(to: out, sink: &$0, baseline: shownBaseline) }
        if let shard = settings.shard {
            let computed = written.report.traces.reduce(0) { $0 + $1.results.count }
            print("\nshard \(shard): \(computed) of \(runInputs.count * selection.configurations.count) trace × configuration units in \(out) (with shard.json); merge every shard's folder with: inkbench merge")
            return
        }
        ChartSummary.print(written.charts, folder: out)
        print("\nreport: \(written.reportPath) (with summary.md, data/*.csv, charts/\(noRenders ? "" : ", renders/") and index.html)")
    }

    /// A trace file or dataset; with --quick a dataset is cut to 2 s of pen-down time (kept
    /// whole when its recipe needs more, e.g. many strokes).
    private func loadTrace(_ input: String, profile: ProfileOptions, setProfile: String?, inputProfiles: [DeviceProfile]) throws -> Trace {
        guard quick, !FileManager.default.fileExists(atPath: input), let dataset = BuiltInDataset.named(input) else {
            return try TraceInput.load(input, profile: profile, reading: output.reading, setProfile: setProfile, inputProfiles: inputProfiles)
        }
        var recipe = dataset.recipe
        if let resolved = try TraceInput.withSetProfile(profile, setProfile).resolved(default: recipe.profile, inputProfiles: inputProfiles) {
            recipe.profile = resolved
        }
        if recipe.penDownDuration > 2 {
            var shortened = recipe
            shortened.extent = .duration(2)
            if (try? shortened.validate()) != nil { recipe = shortened }
        }
        return try TraceInput.checkProfile(Synthesizer.synthesize(recipe), input: input)
    }
}

extension Run {
    /// `--cost` as a spec (`NAME` or `NAME:key=value`); `modelled` when it is not given (the
    /// built-in configurations' cost, `ExternalRunSettings.choosesCost` the external ones').
    func costSpec() throws -> ComponentSpec {
        do {
            return try ComponentSpec(parsing: cost ?? "modelled", role: "cost source")
        } catch {
            throw CommandFailure("--cost: \(error)")
        }
    }
}

extension StreamingPolicy: ExpressibleByArgument {}
