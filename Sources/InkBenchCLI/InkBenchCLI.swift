import Foundation
import InkBench

/// The `inkbench` command line as a library: `inkbench` itself is
/// `InkBenchCLI.main(components: .builtIn)`, and a
/// package of your own gets every subcommand (run, predict, render, pipeline-cost, compare,
/// chart, list, …) working with its own components by passing them in:
///
/// ```swift
/// // Sources/my-inkbench/main.swift
/// import InkBench
/// import InkBenchCLI
///
/// InkBenchCLI.main { components in
///     try components.register(mySmoother)
/// }
/// ```
/// Configuration sets then accept the registered filters, smoothers and renderers by name,
/// `--predictor` and `prediction:` the registered predictors, `--cost` the registered cost
/// sources, and `inkbench list` lists them beside the built-ins.
public enum InkBenchCLI {
    /// Parses the process's arguments, runs the command with `components` and exits with its
    /// status (see `inkbench --help` for the codes).
    public static func main(components: InkBenchComponents) -> Never {
        ActiveComponents.$current.withValue(components) {
            Inkbench.main()
        }
        exit(0)
    }

    /// Registers components with `register`, starting from the built-ins, then runs as
    /// `main(components:)`; a registration that fails is one line on stderr and exit code 1.
    public static func main(registering register: (inout InkBenchComponents) throws -> Void) -> Never {
        var components = InkBenchComponents.builtIn
        do {
            try register(&components)
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            exit(1)
        }
        main(components: components)
    }
}

/// The components the running command resolves names against: those given to
/// `InkBenchCLI.main(components:)`, which sets them before any command runs (the task-local
/// value needs an initial one; no command runs without `main` setting it). Commands read it on
/// the main thread, in `run()`, and hand it to every library call that builds components.
enum ActiveComponents {
    @TaskLocal static var current = InkBenchComponents.builtIn
}
