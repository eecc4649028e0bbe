import ArgumentParser
import InkFormats

/// How to read a trace file: `--format`, an evemu / getevent `--description`, `--points-per-mm`
/// for a device without axis resolution. Shared by every command that reads traces.
struct TraceReadOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Trace format, when the file extension does not tell it: \(TraceFormat.readableNames).",
        valueName: "name"
    ))
    var format: String?

    @Option(help: ArgumentHelp(
        "Axis description for an evemu recording (.desc) or an Android getevent capture (the output of 'getevent -il').",
        valueName: "file"
    ))
    var description: String?

    @Option(name: .customLong("points-per-mm"), help: ArgumentHelp(
        "Position units per millimetre of an evemu or getevent device whose axes give no resolution (a phone touchscreen counting display pixels: its pixels per mm).",
        valueName: "n"
    ))
    var unitsPerMM: Double?

    /// The named format, or nil to tell it by the extension.
    func resolvedFormat() throws -> TraceFormat? {
        guard let format else { return nil }
        do {
            return try TraceFormat.named(format)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The reader's settings for these options.
    func settings() throws -> TraceReadSettings {
        TraceReadSettings(format: try resolvedFormat(), descriptionPath: description, unitsPerMM: unitsPerMM)
    }
}
