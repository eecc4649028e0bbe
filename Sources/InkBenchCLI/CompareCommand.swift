import ArgumentParser
import Foundation
import InkConfiguration
import InkFormats
import InkIO
import InkPipeline
import InkReport
import InkRun
import InkSim

/// `inkbench compare`: a current report against a baseline, with a verdict per metric.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare a report.json against a baseline: relative change, bootstrap CI and verdict per configuration and metric.",
        discussion: """
            Every metric is lower-is-better. Exact metrics (work counters always; every metric when \
            both reports use modelled costs) regress when they change by more than the threshold. \
            Measured metrics with repetitions on both sides get a 95% bootstrap interval of the \
            relative change of the mean over runs and regress only when the interval lies above \
            zero too; with one run per side they are compared as summaries (said in a note). \
            Environment fields and wall-clock-only fields (thread CPU time, timer overhead) are \
            never compared. Each threshold comes from, in order of precedence: --noise and \
            --threshold, else the `thresholds:` of the configuration set given with --config, else \
            the thresholds CURRENT recorded from its configuration set, else the default (noise 2%); \
            the output's second line names the source of each. With --format html --out X.html the \
            lag and callback cost distributions of each trace × configuration, base and current \
            overlaid, are drawn with gnuplot into X-charts/ beside the page (every event when both \
            report folders hold data/samples.csv and data/callbacks.csv, else the reports' \
            percentiles). Baselines saved with --save-baseline live in .inkbench/baselines/NAME.json \
            under the current directory.
            Absolute limits (--threshold lag.p99<=40ms, missedFrames==0, headroom>=20%, or quoted in \
            the set's thresholds:) hold every configuration of CURRENT to a bound; a relative \
            threshold needs % (lag.p99=5 is refused).
            Exit codes: 0 no regression, 1 error, 2 regression beyond the thresholds, 3 a trace or \
            configuration in one report only or nothing in common (unless --allow-missing; nothing \
            in common always fails), 4 an absolute limit not met, 5 baseline missing. When several \
            hold: 3, then 2, then 4.
            Examples:
              inkbench compare reports/main/report.json reports/branch/report.json
              inkbench compare reports/main/report.json --save-baseline main
              inkbench compare reports/branch/report.json --baseline main --threshold lag.p99=5% --format markdown
              inkbench compare reports/main/report.json reports/branch/report.json --config default
              inkbench compare base.json current.json --threshold 'lag.p99<=40ms' --threshold missedFrames==0 --format html --out compare.html
            """
    )

    @Argument(help: ArgumentHelp("BASE CURRENT, or CURRENT alone with --baseline or --save-baseline.", valueName: "report.json"))
    var reports: [String] = []

    @Option(help: ArgumentHelp("Compare against the saved baseline NAME (.inkbench/baselines/NAME.json).", valueName: "name"))
    var baseline: String?

    @Option(name: .customLong("save-baseline"), help: ArgumentHelp("Save the current report as baseline NAME (after comparing, if there is a base).", valueName: "name"))
    var saveBaseline: String?

    @Option(help: ArgumentHelp("Default tolerance of a relative change, e.g. 2% (default: as configured, else 2%).", valueName: "percent"))
    var noise: String?

    @Option(
        name: .customLong("threshold"),
        help: ArgumentHelp("Tolerance of one metric, e.g. lag.p99=5%, or an absolute limit, e.g. lag.p99<=40ms, missedFrames==0, headroom>=20% (repeatable).", valueName: "metric=percent")
    )
    var thresholds: [String] = []

    @Flag(name: .customLong("allow-missing"), help: "Do not fail (exit 3) when a trace or configuration is in one report only.")
    var allowMissing = false

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp("Take thresholds from this configuration set: a YAML file, a set name (built in, or NAME.yaml in --configs) or a configuration's name.", valueName: "file|name")
    )
    var configurationSet: String?

    @Option(name: .customLong("configs"), help: ArgumentHelp("Folder of configuration sets, for --config NAME.", valueName: "dir"))
    var configurationFolder: String?

    @Option(help: ArgumentHelp("Output: text, markdown, html (a page), or github (JSON for github-action-benchmark's customSmallerIsBetter).", valueName: "format"))
    var format: ComparisonFormatChoice = .text

    @Option(help: ArgumentHelp("Write the output to this file (atomically) instead of standard output, which then gets the verdict line only.", valueName: "file"))
    var out: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seed of the bootstrap resampling.", valueName: "n"))
    var seed: UInt64 = 1

    func validate() throws {
        let allowed = baseline != nil ? 1...1 : (saveBaseline != nil ? 1...2 : 2...2)
        if !allowed.contains(reports.count) {
            throw ValidationError("give BASE CURRENT, or CURRENT with --baseline NAME or --save-baseline NAME")
        }
        if let noise, ComparisonThresholdSettings.fraction(noise) == nil {
            throw CommandFailure("--noise \(noise): expected a percentage such as 2% (a number without % is refused)")
        }
    }

    func run() throws {
        for name in [baseline, saveBaseline].compactMap(\.self) { try BaselineStore.validate(name: name) }
        let configured = try configurationSet.map {
            try ConfigurationOptions.resolver(folder: configurationFolder).comparedThresholds(of: $0)
        }
        let store = BaselineStore(root: FileManager.default.currentDirectoryPath)
        let currentPath = reports[reports.count - 1]
        let current = try RunReport.load(path: currentPath)
        let limits = try ComparisonThresholds(
            comparing: current, at: currentPath, configured: configured, noise: noise.flatMap(ComparisonThresholdSettings.fraction), assignments: thresholds
        )
        let basePath: String? = if let baseline { store.path(of: baseline) } else if reports.count == 2 { reports[0] } else { nil }
        if let basePath {
            guard FileManager.default.fileExists(atPath: basePath) else {
                FileHandle.standardError.write(Data("Error: baseline missing: \(basePath) does not exist\(baseline.map { " (save it with: inkbench compare REPORT --save-baseline \($0))" } ?? "")\n".utf8))
                throw ExitCode(5)
            }
        }
        if let saveBaseline {
            let saved = try store.save(current, as: saveBaseline)
            print("baseline \(saveBaseline) saved: \(saved)")
        }
        guard let basePath else { return }
        let base = try RunReport.load(path: basePath)
        var comparison = ReportComparison(base: base, current: current, thresholds: limits, costSources: ActiveComponents.current.costSources, seed: seed)
        comparison.names = (baseline.map { "baseline \($0) (\(basePath))" } ?? basePath, currentPath)
        let output = if format == .html, let out {
            ComparisonHTML.render(comparison, charts: try ComparisonChartImages.render(
                base: base, basePath: basePath, current: current, currentPath: currentPath, page: out
            ))
        } else {
            format.format.render(comparison)
        }
        if let out {
            try AtomicFileWriter.write(output, to: out)
            print("\(ComparisonFormat.verdictLine(comparison)) (\(format.rawValue) written to \(out))")
        } else {
            print(output, terminator: "")
        }
        if comparison.hasMissing && (!allowMissing || comparison.comparisons.isEmpty) { throw ExitCode(3) }
        if comparison.hasRegression { throw ExitCode(2) }
        if !comparison.failedLimits.isEmpty { throw ExitCode(4) }
    }
}

/// `--format` of `inkbench compare`.
enum ComparisonFormatChoice: String, ExpressibleByArgument, CaseIterable {
    case text, markdown, html, github

    var format: ComparisonFormat { ComparisonFormat(rawValue: rawValue) ?? .text }
}
