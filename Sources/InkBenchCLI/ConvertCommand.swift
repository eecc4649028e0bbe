import ArgumentParser
import InkFormats
import InkIO

/// `inkbench convert`: any readable format → native, CSV or Inkable JSON.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a trace between formats (by the output's extension, or --to).",
        discussion: """
            Reads .inktrace, Inkable .json, evemu .events and MyPaint .dat; writes .inktrace, \
            .json (Inkable) and .csv. The output is written to a temporary file and renamed, so a \
            failed conversion leaves no partial file and any previous file intact.

            Examples:
              inkbench convert ../shared/datasets/inkable/events.json -o events.inktrace
              inkbench convert handwriting.inktrace -o handwriting.csv
              inkbench convert ../shared/datasets/evemu/wacom-intuos4-6x9-stylus-drag.events \\
                  --description ../shared/datasets/evemu/wacom-intuos4-6x9-pen.desc -o drag.json
            """
    )

    @Argument(help: ArgumentHelp("A trace file or a built-in dataset name.", valueName: "input"))
    var input: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("Output format: a format that writes, e.g. native, inkable or csv (default: from the extension; see 'inkbench list formats').", valueName: "format"))
    var to: String?

    @OptionGroup var device: ProfileOptions

    @OptionGroup var reading: TraceReadOptions

    func run() throws {
        let formats = ActiveComponents.current.formats
        let format = try to.map { name throws(TraceFileError) in try formats.writable(named: name) } ?? formats.format(forWriting: output)
        let trace = try TraceInput.load(input, profile: device, reading: reading)
        try formats.write(trace, to: output, format: format)
        print("\(output): \(trace.samples.count) samples, \(trace.touchIDs.count) strokes, \(trace.updates.count) updates (\(format.name))")
    }
}
