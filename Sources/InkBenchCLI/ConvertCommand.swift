import ArgumentParser
import InkFormats

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

    @Option(help: ArgumentHelp("Output format: native, inkable or csv (default: from the extension).", valueName: "format"))
    var to: String?

    @OptionGroup var device: ProfileOptions

    @OptionGroup var reading: TraceReadOptions

    func run() throws {
        let format = try outputFormat()
        let trace = try TraceInput.load(input, profile: device, reading: reading)
        try TraceWriter.write(trace, to: output, format: format)
        print("\(output): \(trace.samples.count) samples, \(trace.touchIDs.count) strokes, \(trace.updates.count) updates (\(format.rawValue))")
    }

    private func outputFormat() throws -> TraceFormat {
        guard let to else { return try TraceFormat.detect(path: output) }
        guard let format = TraceFormat(rawValue: to), format.isWritable else {
            let known = TraceFormat.allCases.filter(\.isWritable).map(\.rawValue).joined(separator: ", ")
            throw CommandFailure("cannot write format '\(to)' (writable: \(known))")
        }
        return format
    }
}
