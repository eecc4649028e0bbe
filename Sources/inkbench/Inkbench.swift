import ArgumentParser

/// The `inkbench` command: parses arguments and calls the InkBench libraries; nothing more.
@main
struct Inkbench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inkbench",
        abstract: "Measure how much of the pen's motion reaches the screen, how late, and at what CPU cost.",
        discussion: """
            Synthesize or import stylus traces, inspect and convert them, and replay them through \
            naive and incremental ink pipelines.

            Exit codes: 0 success, 1 bad input or a failed operation (one line on stderr), \
            2 a regression found by compare, 5 a baseline compare cannot find, \
            64 bad command-line arguments.
            """,
        version: "0.1.0",
        subcommands: [Synth.self, Inspect.self, Convert.self, Run.self, Calibrate.self, PipelineCost.self, Predict.self, Render.self, Compare.self, Chart.self, List.self]
    )
}
