import InkIO
import InkModel

/// The built-in trace formats, registered like any other (`TraceFormatRegistry.builtIn`), and
/// how each is told by its first bytes when its extension does not name it.
enum BuiltInTraceFormats {
    static let registry: TraceFormatRegistry = {
        var registry = TraceFormatRegistry()
        for format in [TraceFormat.native, .inkable, .evemu, .getevent, .mypaint, .csv, .web, .inkProto] { try? registry.register(format) }
        return registry
    }()

    /// The first line of `head` without white space, as text.
    static func compactFirstLine(_ head: [UInt8]) -> String {
        String(decoding: head.prefix { $0 != 0x0A }.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }, as: UTF8.self)
    }

    /// `head` as text with the leading white space dropped.
    static func text(_ head: [UInt8]) -> Substring {
        String(decoding: head, as: UTF8.self).drop { $0.isWhitespace }
    }
}

extension TraceFormat {
    /// InkBench's own JSON Lines format (`.inktrace`): exact, streamable, read and written.
    public static let native = TraceFormat(
        name: "native", summary: "InkBench's own JSON Lines traces: exact, streamable", fileExtensions: ["inktrace"], filesDescription: "native traces",
        streamable: true, namesItsDevice: true, sniff: { BuiltInTraceFormats.compactFirstLine($0).hasPrefix(#"{"format":"inktrace""#) },
        read: { request throws(TraceFileError) in
            var trace = try NativeTraceReader.readTrace(path: request.path, limits: request.limits)
            if let profile = request.profile { trace.header.profile = profile }
            return trace
        },
        write: { trace, output throws(TraceFileError) in try NativeTraceWriter.write(trace, to: output) }
    )

    /// Inkable/UIKit touch-event JSON (`.json`): imported and exported.
    package static let inkable = TraceFormat(
        name: "inkable", summary: "Inkable/UIKit touch events (JSON)", fileExtensions: ["json"], filesDescription: "Inkable files",
        sniff: { head in
            let text = BuiltInTraceFormats.text(head)
            return text.hasPrefix("[") && text.contains("\"phase\"") && text.contains("\"location\"")
        },
        read: { request throws(TraceFileError) in try InkableJSONReader.read(path: request.path, profile: request.profile ?? .ipadProPencil120, limits: request.limits) },
        write: { trace, output throws(TraceFileError) in try InkableJSONWriter.write(trace, to: output) }
    )

    /// Linux `evemu-record` text (`.events`, `.evemu`): imported.
    public static let evemu = TraceFormat(
        name: "evemu", summary: "Linux evemu-record text", fileExtensions: ["events", "evemu"], filesDescription: "evemu recordings",
        options: [.description, .pointsPerMM], sniff: { BuiltInTraceFormats.text($0).hasPrefix("# EVEMU") },
        read: { request throws(TraceFileError) in
            try EvemuReader.read(
                path: request.path, descriptionPath: request.settings.descriptionPath, unitsPerMM: request.settings.unitsPerMM,
                profile: request.profile ?? .wacomLinux60, limits: request.limits
            )
        }
    )

    /// Android `getevent -lt` text captures (`.getevent`; usually saved as `.txt`, and then told
    /// by their content or named with `--format getevent`): imported.
    public static let getevent = TraceFormat(
        name: "getevent", summary: "Android getevent -lt captures", fileExtensions: ["getevent"], filesDescription: "getevent captures",
        options: [.description, .pointsPerMM],
        sniff: { head in
            let text = BuiltInTraceFormats.text(head)
            return text.hasPrefix("add device ") || (text.hasPrefix("[") && text.prefix { $0 != "\n" }.contains("/dev/input/"))
        },
        read: { request throws(TraceFileError) in
            try GeteventReader.read(
                path: request.path, descriptionPath: request.settings.descriptionPath, unitsPerMM: request.settings.unitsPerMM,
                profile: request.profile ?? .androidStylus120, limits: request.limits
            )
        }
    )

    /// libmypaint benchmark input (`.dat`: `time_s x y pressure` lines): imported.
    package static let mypaint = TraceFormat(
        name: "mypaint", summary: "libmypaint benchmark input (time x y pressure lines)", fileExtensions: ["dat"], filesDescription: "MyPaint files",
        read: { request throws(TraceFileError) in try MyPaintReader.read(path: request.path, profile: request.profile ?? .wacomLinux60, limits: request.limits) }
    )

    /// One row per sample for gnuplot and pandas (`.csv`): exported; imported with a column map
    /// (`CSVColumnMap`, `--columns`).
    public static let csv = TraceFormat(
        name: "csv", summary: "one row per sample; read with --columns", fileExtensions: ["csv"], filesDescription: "CSV files", options: [.columns],
        read: { request throws(TraceFileError) in
            guard let columns = request.settings.columns else {
                throw TraceFileError(file: request.path, message: "a CSV trace needs --columns to say what its columns hold, e.g. --columns t:ms,x:mm,y:mm,pressure")
            }
            return try CSVTraceReader.read(path: request.path, columns: columns, profile: request.profile ?? .ipadProPencil120, limits: request.limits)
        },
        write: { trace, output throws(TraceFileError) in try CSVTraceWriter.write(trace, to: output) }
    )

    /// Browser PointerEvent recordings from `inkbench record`'s page (`.inkweb`, JSON;
    /// `WebRecordingReader`): imported.
    package static let web = TraceFormat(
        name: "web", summary: "browser PointerEvent recordings of inkbench record", fileExtensions: ["inkweb"], filesDescription: "web recordings",
        namesItsDevice: true, sniff: { BuiltInTraceFormats.compactFirstLine($0).hasPrefix(#"{"format":"inkbench-web""#) },
        read: { request throws(TraceFileError) in try WebRecordingReader.read(path: request.path, profile: request.profile, limits: request.limits) }
    )

    /// google/ink's recorded stroke inputs (`.binarypb`: an `IncrementalStrokeInputs` binary
    /// protobuf, real and predicted inputs per increment): imported.
    package static let inkProto = TraceFormat(
        name: "ink-proto", summary: "google/ink recorded stroke inputs (binary protobuf)", fileExtensions: ["binarypb"],
        filesDescription: "google/ink protobufs", options: [.pointsPerMM],
        read: { request throws(TraceFileError) in
            try InkProtoReader.read(path: request.path, unitsPerMM: request.settings.unitsPerMM, profile: request.profile ?? .androidStylus120, limits: request.limits)
        }
    )
}
