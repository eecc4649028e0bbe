import ArgumentParser
import Foundation
import InkModel
import InkRun
import InkWeb

/// `inkbench web`: replays traces into a web page in headless Chromium and measures it from the
/// browser's own trace, reported as `inkbench run` reports a simulation.
struct Web: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "Replay traces into a web page in headless Chromium; report its lag, handler cost, dropped samples and missed frames.",
        discussion: """
            Starts headless Chromium (DevTools over a pipe, no network needed), opens the page (a \
            file, with an optional ?query, or an http(s):// or file:// URL such as your app on \
            localhost), and replays each trace into it at the trace's own times: a pen sample is a \
            pen pointer event with pressure and tilt, a finger sample a touch event (fingers down \
            together in one event), one event per sample, sent on a clock without waiting for the \
            browser. The page's viewport is the trace's canvas, one point per CSS px. Everything is \
            measured from Chromium's own trace (EventLatency from generation to presentation, the \
            page's handlers, its frames): the same report as 'inkbench run' — DIR/report.json (cost \
            mode browser, with the browser's version and flags, and per run the replay's lateness), \
            DIR/summary.md with the verdict, DIR/data/*.csv, DIR/charts, DIR/index.html — and each \
            run's raw browser trace in DIR/browser (open it in Perfetto UI or chrome://tracing). A \
            page that fails to load, throws, navigates away, opens a dialog, hangs or never draws \
            is one line and exit 1, with nothing written. A page marks what it drew with \
            performance.mark('inkbench:tip', {detail: {x, y, t}}) for tip gap and effective lag \
            (docs/web.md).
            Examples:
              inkbench web Examples/Web/incremental.html --dataset handwriting --out reports/web
              inkbench web Examples/Web/naive.html --page Examples/Web/incremental.html --dataset spiral-long --out reports/web-spiral
              inkbench web http://localhost:8080/ my-pen.json --out reports/app
            """
    )

    @Argument(help: ArgumentHelp("The page: an HTML file (with an optional ?query) or an http(s):// or file:// URL.", valueName: "page"))
    var page: String

    @OptionGroup var inputs: ReplayInputOptions

    @Option(name: .customLong("page"), help: ArgumentHelp("Another page to replay the same traces into, reported as another configuration; repeatable.", valueName: "page"))
    var morePages: [String] = []

    @OptionGroup var device: ProfileOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Replays of each page on each trace, each in a fresh browser (1…100).", valueName: "n"))
    var repetitions: Int = 1

    @Option(name: .customLong("device-scale"), parsing: .unconditional, help: ArgumentHelp("Device pixels per CSS px of the page (0.25…4).", valueName: "x"))
    var deviceScale: Double = 1

    @Option(name: .customLong("browser-arg"), parsing: .unconditionalSingleValue, help: ArgumentHelp("A further command-line flag for Chromium; repeatable.", valueName: "flag"))
    var browserArguments: [String] = []

    @Option(name: .customLong("load-timeout"), parsing: .unconditional, help: ArgumentHelp("Seconds the page may take to load (1…600).", valueName: "s"))
    var loadTimeout: Double = 30

    @Option(name: .customLong("answer-timeout"), parsing: .unconditional, help: ArgumentHelp(
        "Seconds after the last input event by which the page must have handled every event (1…600); longer is taken as hung.", valueName: "s"
    ))
    var answerTimeout: Double = 10

    @Flag(name: .customLong("fit-profile"), help: "Also fit the model's input latency and presentation delay to each run (reported beside the measured ones).")
    var fitProfile = false

    @OptionGroup var output: ReplayReportOptions

    @OptionGroup var console: ReplayConsoleOptions

    func validate() throws {
        if !(1...100).contains(repetitions) { throw CommandFailure("--repetitions must be 1…100") }
        if !(0.25...4).contains(deviceScale) { throw CommandFailure("--device-scale must be a number in 0.25…4") }
        if !(1...600).contains(loadTimeout) { throw CommandFailure("--load-timeout must be seconds in 1…600") }
        if !(1...600).contains(answerTimeout) { throw CommandFailure("--answer-timeout must be seconds in 1…600") }
        for flag in browserArguments where !flag.hasPrefix("--") || flag.contains("\n") {
            throw CommandFailure("--browser-arg \(flag): a browser flag starts with -- and is one line")
        }
    }

    func run() throws {
        let names = try inputs.names()
        let pages = try ([page] + morePages).map { try WebPage(argument: $0) }
        if let duplicate = Dictionary(grouping: pages, by: \.name).first(where: { $0.value.count > 1 })?.key {
            throw CommandFailure("two pages are both named '\(duplicate)': give each page once")
        }
        var settings = WebRunSettings()
        settings.repetitions = repetitions
        settings.deviceScaleFactor = deviceScale
        settings.browserArguments = browserArguments
        settings.loadTimeout = loadTimeout
        settings.answerTimeout = answerTimeout
        settings.seed = output.seed
        settings.fitsProfile = fitProfile
        let profile = device, reading = output.reading, out = output.out
        let inputs = names.map { input in
            RunInput(name: input) { try TraceInput.load(input, profile: profile, reading: reading) }
        }
        let run = WebRun(pages: pages, inputs: inputs, settings: settings, tool: "inkbench \(InkBenchVersion.current)")
        let written = try console.show { try run.write(to: out, sink: &$0) }
        for line in WebRunTable.lines(written.report) { print(line) }
        ChartSummary.print(written.charts, folder: out)
        print("\nreport: \(written.reportPath) (with summary.md, data/*.csv, charts/, browser/ and index.html)")
    }
}
