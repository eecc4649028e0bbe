import ArgumentParser

/// The traces a replay takes (`inkbench run`, `inkbench web`): trace files or dataset names as
/// arguments, and `--dataset` (repeatable).
struct ReplayInputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Trace files (any readable format) or built-in dataset names.", valueName: "trace"))
    var traces: [String] = []

    @Option(name: .customLong("dataset"), help: ArgumentHelp("A built-in dataset (see 'inkbench list datasets'); repeatable.", valueName: "name"))
    var datasets: [String] = []

    /// Every input, traces then datasets, in the order given; at least one (checked in `run()`,
    /// after the parser has reported any unknown option).
    func names() throws -> [String] {
        if traces.isEmpty && datasets.isEmpty { throw ValidationError("give at least one trace or --dataset") }
        return traces + datasets
    }
}

/// Where a replay's report goes and how its inputs are read: `--seed` (the bootstrap's), `--out`
/// and the trace-reading options.
struct ReplayReportOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Seed of the bootstrap resampling.", valueName: "n"))
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("Output folder (created if missing).", valueName: "dir"))
    var out: String

    @OptionGroup var reading: TraceReadOptions
}

/// What a replay shows on the terminal: `--no-progress` and `--wide`, and the console that shows it.
struct ReplayConsoleOptions: ParsableArguments {
    @Flag(name: .customLong("no-progress"), help: "No progress bar (it is drawn on a terminal for runs over a second; NO_COLOR drops its colour).")
    var noProgress = false

    @Flag(help: "Print every column of the per-trace tables (the default keeps to 100 columns).")
    var wide = false

    /// Runs `replay` with the console as its sink, clearing the progress bar after it, also when
    /// it fails.
    func show<Output>(_ replay: (inout RunConsole) throws -> Output) throws -> Output {
        var console = RunConsole(showsProgress: !noProgress, wide: wide)
        defer { console.progress.clear() }
        return try replay(&console)
    }
}
