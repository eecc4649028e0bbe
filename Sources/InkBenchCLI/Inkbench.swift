import ArgumentParser
import Foundation
import InkFormats
import InkRun

/// The `inkbench` command: parses arguments and calls the InkBench libraries; nothing more.
/// Started through `InkBenchCLI.main(components:)`.
struct Inkbench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inkbench",
        abstract: "Measure how much of the pen's motion reaches the screen, how late, and at what CPU cost.",
        discussion: """
            Synthesize or import stylus traces, inspect and convert them, and replay them through \
            naive and incremental ink pipelines.

            Exit codes: 0 success, 1 bad input or a failed operation (one line on stderr), \
            including a bad value of an option (--horizon -1, --cpu-scale 0, --format weird), \
            2 a regression found by compare, 3 a trace or configuration compare finds in one \
            report only (or nothing in common), 4 an absolute limit compare finds not met, \
            5 a baseline compare or run --baseline cannot find, \
            64 a malformed command line (unknown option, missing value or argument, options \
            that do not go together), 130 interrupted (SIGINT), 143 terminated (SIGTERM), \
            153 stopped by SIGXFSZ.

            Input limits (docs/limits.md) are raised with INKBENCH_MAX_LINE_BYTES, \
            INKBENCH_MAX_FILE_BYTES, INKBENCH_MAX_RECORDS, INKBENCH_MAX_TOUCHES, \
            INKBENCH_MAX_COORDINATE and INKBENCH_MAX_CANVAS_PIXELS.
            """,
        version: InkBenchVersion.current,
        subcommands: [Synth.self, Inspect.self, Convert.self, Run.self, Calibrate.self, PipelineCost.self, Predict.self, Render.self, Compare.self, Chart.self, List.self, Record.self, Web.self, ExternalOverheadCommand.self, ExternalEchoCommand.self]
    )

    /// Installs the interrupt handling and checks the limit variables, then runs the command.
    /// Every failure is one line on stderr: "Error: …" (exit 1), or for a malformed command line
    /// the parser's message and where to find help (exit 64).
    static func main() {
        InterruptHandling.install()
        if let problem = InputLimits.environmentProblem() {
            Self.exit(withError: CommandFailure(problem))
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            finish(with: error)
        }
        Foundation.exit(0)
    }

    /// Prints help and version requests in full on stdout, errors as one line on stderr, and
    /// exits with the error's code; a value the parser cannot read as its option's type (a bad
    /// value, like the values the commands check themselves) exits with 1, not 64.
    private static func finish(with error: any Error) -> Never {
        let code = isUnreadableValue(error) ? ExitCode.failure : exitCode(for: error)
        let message = message(for: error)
        if code == .success {
            print(fullMessage(for: error))
        } else if !message.isEmpty {
            var line = message.split(separator: "\n").first.map(String.init) ?? message
            if code == .validationFailure, let hint = helpHint(fullMessage(for: error)) { line += " (\(hint))" }
            let prefix = line.hasPrefix("Error:") ? "" : "Error: "
            FileHandle.standardError.write(Data((prefix + line + "\n").utf8))
        }
        Foundation.exit(code.rawValue)
    }

    /// Whether `error` is the argument parser's "The value 'x' is invalid for '--option <v>'": a
    /// well-formed option whose value is not a number or not one of its words. The parser's
    /// error type is not public, so its case is read by reflection (pinned by the CLI tests).
    private static func isUnreadableValue(_ error: any Error) -> Bool {
        guard let parserError = Mirror(reflecting: error).children.first(where: { $0.label == "parserError" })?.value else { return false }
        return Mirror(reflecting: parserError).children.first?.label == "unableToParseValue"
    }

    /// "see 'inkbench run --help'", taken from the parser's full usage message.
    private static func helpHint(_ usage: String) -> String? {
        guard let start = usage.range(of: "See '"), let end = usage[start.upperBound...].range(of: "'") else { return nil }
        return "see '\(usage[start.upperBound..<end.lowerBound])'"
    }
}
