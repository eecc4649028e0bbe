import Foundation
import InkBench

/// The `inkbench` command line as a library: `inkbench` itself is `InkBenchCLI.main()`, and a
/// package of your own gets every subcommand (run, predict, render, pipeline-cost, compare,
/// chart, list, …) working with its own components by passing them in:
///
/// ```swift
/// // Sources/my-inkbench/main.swift
/// import InkBench
/// import InkBenchCLI
///
/// var components = InkBenchComponents.builtIn
/// try components.register(mySmoother)
/// InkBenchCLI.main(components: components)
/// ```
/// Configuration sets then accept the registered filters, smoothers and renderers by name,
/// `--predictor` and `prediction:` the registered predictors, `--cost` the registered cost
/// sources, and `inkbench list` lists them beside the built-ins.
public enum InkBenchCLI {
    /// Parses the process's arguments, runs the command with `components` and exits with its
    /// status (see `inkbench --help` for the codes).
    public static func main(components: InkBenchComponents = .builtIn) -> Never {
        ActiveComponents.$current.withValue(components) {
            Inkbench.main()
        }
        exit(0)
    }
}

/// The components the running command resolves names against: those given to
/// `InkBenchCLI.main(components:)`. Commands read it once, on the main thread, in `run()`.
enum ActiveComponents {
    @TaskLocal static var current = InkBenchComponents.builtIn
}
