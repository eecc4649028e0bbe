/// The trace file formats InkBench knows, named by their usual file extension.
public enum TraceFormat: String, CaseIterable, Hashable, Sendable {
    /// InkBench's own JSON Lines format (`.inktrace`): exact, streamable, read and written.
    case native
    /// Inkable/UIKit touch-event JSON (`.json`): imported and exported.
    case inkable
    /// Linux `evemu-record` text (`.events`, `.evemu`): imported.
    case evemu
    /// Android `getevent -lt` text captures (`.getevent`; usually saved as `.txt`, so named with
    /// `--format getevent`): imported.
    case getevent
    /// libmypaint benchmark input (`.dat`: `time_s x y pressure` lines): imported.
    case mypaint
    /// One row per sample for gnuplot and pandas (`.csv`): exported; imported with a column map
    /// (`CSVColumnMap`, `--columns`).
    case csv
    /// Browser PointerEvent recordings from `inkbench record`'s page (`.inkweb`, JSON;
    /// `WebRecordingReader`): imported.
    case web
    /// google/ink's recorded stroke inputs (`.binarypb`: an `IncrementalStrokeInputs` binary
    /// protobuf, real and predicted inputs per increment): imported.
    case inkProto = "ink-proto"

    /// File extensions (without the dot) that name this format; the first is the one written.
    public var fileExtensions: [String] {
        switch self {
        case .native: ["inktrace"]
        case .inkable: ["json"]
        case .evemu: ["events", "evemu"]
        case .getevent: ["getevent"]
        case .mypaint: ["dat"]
        case .csv: ["csv"]
        case .web: ["inkweb"]
        case .inkProto: ["binarypb"]
        }
    }

    /// Whether `TraceReader` can read files of this format (all can; CSV needs a column map).
    public var isReadable: Bool { true }

    /// Whether a file of this format names the device it was recorded on (a native header's
    /// profile, a web recording's `profile`): such a trace runs on its own device unless told
    /// otherwise; the other formats get their reader's default device.
    public var namesItsDevice: Bool { self == .native || self == .web }

    /// Whether `TraceWriter` can write files of this format.
    public var isWritable: Bool { self == .native || self == .inkable || self == .csv }

    /// Whether the format records raw device axes, so that a device description and
    /// `--points-per-mm` apply to it.
    public var readsDeviceAxes: Bool { self == .evemu || self == .getevent }

    /// Whether `--points-per-mm` applies: device axes, and google/ink files that do not give
    /// the physical length of their stroke unit.
    public var takesUnitsPerMM: Bool { readsDeviceAxes || self == .inkProto }

    /// The names of the readable formats, for help and messages.
    public static var readableNames: String {
        allCases.filter(\.isReadable).map(\.rawValue).joined(separator: ", ")
    }

    /// The readable format called `name` (its raw value, case-insensitive).
    public static func named(_ name: String) throws(TraceFileError) -> TraceFormat {
        guard let format = TraceFormat(rawValue: name.lowercased()), format.isReadable else {
            throw TraceFileError(file: "--format \(name)", message: "unknown trace format (known: \(readableNames))")
        }
        return format
    }

    /// The format named by the extension of `path` (case-insensitive).
    public static func detect(path: String) throws(TraceFileError) -> TraceFormat {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let known = allCases.flatMap(\.fileExtensions).map { ".\($0)" }.joined(separator: ", ")
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            throw TraceFileError(file: path, message: "no file extension to tell the trace format by (known: \(known)); name the format with --format (\(readableNames))")
        }
        let fileExtension = name[name.index(after: dot)...].lowercased()
        guard let format = allCases.first(where: { $0.fileExtensions.contains(fileExtension) }) else {
            throw TraceFileError(file: path, message: "unknown trace file extension \".\(fileExtension)\" (known: \(known)); name the format with --format (\(readableNames))")
        }
        return format
    }
}
