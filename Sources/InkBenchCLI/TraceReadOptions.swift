import ArgumentParser
import InkFormats

/// How to read a trace file: `--format`, an evemu / getevent `--description`, `--points-per-mm`
/// for a device without axis resolution, `--columns` for CSV. Shared by every command that reads traces.
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

    @Option(name: .customLong("points-per-mm"), parsing: .unconditional, help: ArgumentHelp(
        "Position units per millimetre of an evemu or getevent device whose axes give no resolution (a phone touchscreen counting display pixels: its pixels per mm), or of a google/ink protobuf's stroke space when the file does not give the unit's length.",
        valueName: "n"
    ))
    var unitsPerMM: Double?

    @Option(help: ArgumentHelp(
        "What the columns of a CSV trace hold, with units: t[:s|ms|us|ns], x and y [:pt|mm|px], pressure[:MAX], id, - to skip (e.g. t:ms,x:mm,y:mm,pressure).",
        valueName: "map"
    ))
    var columns: String?

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
        var map: CSVColumnMap?
        if let columns {
            do {
                map = try CSVColumnMap(parsing: columns)
            } catch {
                throw CommandFailure(error.description)
            }
        }
        return TraceReadSettings(format: try resolvedFormat(), descriptionPath: description, unitsPerMM: unitsPerMM, columns: map)
    }
}
