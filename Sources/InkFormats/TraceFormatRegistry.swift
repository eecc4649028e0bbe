import InkIO
import InkModel

/// The trace formats a command can read and write, by name (`--format`, `convert --to`) and by
/// file extension: the one entry point for reading and writing trace files. Start from `builtIn`,
/// `register` a format of your own, and pass the registry to whatever reads traces.
public typealias TraceFormatRegistry = ComponentRegistry<TraceFormat>

extension ComponentRegistry where Component == TraceFormat {
    /// The built-in formats, registered like any other: `native`, `inkable`, `evemu`,
    /// `getevent`, `mypaint`, `csv`, `web` and `ink-proto` (`BuiltInTraceFormats`).
    public static var builtIn: TraceFormatRegistry { BuiltInTraceFormats.registry }

    /// The names of the formats that read, for help and messages.
    package var readableNames: String { readable.map(\.name).joined(separator: ", ") }

    /// The names of the formats that write.
    package var writableNames: String { writable.map(\.name).joined(separator: ", ") }

    private var readable: [TraceFormat] { components.filter { $0.capabilities.contains(.reads) } }

    private var writable: [TraceFormat] { components.filter { $0.capabilities.contains(.writes) } }

    /// The readable format called `name` (case-insensitive).
    public func named(_ name: String) throws(TraceFileError) -> TraceFormat {
        guard let format = readable.first(where: { $0.name == name.lowercased() }) else {
            throw TraceFileError(file: "--format \(name)", message: "unknown trace format (known: \(readableNames))")
        }
        return format
    }

    /// The writable format called `name` (case-insensitive).
    package func writable(named name: String) throws(TraceFileError) -> TraceFormat {
        guard let format = components.first(where: { $0.name == name.lowercased() && $0.capabilities.contains(.writes) }) else {
            throw TraceFileError(file: "--to \(name)", message: "not a writable trace format (writable: \(writableNames))")
        }
        return format
    }

    /// The format named by the extension of `path` (case-insensitive), for writing.
    public func format(forWriting path: String) throws(TraceFileError) -> TraceFormat {
        let fileExtension = try Self.fileExtension(of: path, known: knownExtensions, names: readableNames)
        guard let format = components.first(where: { $0.fileExtensions.contains(fileExtension) }) else {
            throw unknownExtension(fileExtension, path: path)
        }
        return format
    }

    /// The format of the file at `path`, for reading: named by its extension, else told by its
    /// first bytes (a native trace saved as `.txt`, a getevent capture); otherwise one line
    /// advising `--format`.
    public func detect(path: String) throws(TraceFileError) -> TraceFormat {
        let extensionProblem: TraceFileError
        do throws(TraceFileError) {
            let fileExtension = try Self.fileExtension(of: path, known: knownExtensions, names: readableNames)
            if let format = readable.first(where: { $0.fileExtensions.contains(fileExtension) }) { return format }
            extensionProblem = unknownExtension(fileExtension, path: path)
        } catch {
            extensionProblem = error
        }
        if let head = FileBytes.head(path, count: 4096), let format = readable.first(where: { $0.recognizes(head) }) { return format }
        throw extensionProblem
    }

    /// Reads the trace at `path` with `settings` (format, when nil told by `detect`; the options
    /// the format takes); `profile` is the device the recording was made on (nil: the reader's
    /// default, or the native file's own); `limits` the largest input accepted.
    public func read(path: String, settings: TraceReadSettings, profile: DeviceProfile? = nil, limits: InputLimits = .current) throws(TraceFileError) -> Trace {
        let format = if let format = settings.format { format } else { try detect(path: path) }
        for option in TraceReadOption.allCases where option.isGiven(in: settings) && !format.options.contains(option) {
            let takers = readable.filter { $0.options.contains(option) }.map(\.filesDescription)
            throw TraceFileError(file: path, message: "\(option.label) only applies to \(Self.sentence(takers, last: "and")), not \(format.name) files")
        }
        if let unitsPerMM = settings.unitsPerMM, let problem = TraceReadSettings.unitsPerMMProblem(unitsPerMM) {
            throw TraceFileError(file: path, message: problem)
        }
        return try format.read(TraceReadRequest(path: path, settings: settings, profile: profile, limits: limits))
    }

    /// Reads the trace at `path` in `format` (nil: `detect`), with an evemu or getevent device
    /// description (`descriptionPath`).
    public func read(
        path: String, format: TraceFormat? = nil, profile: DeviceProfile? = nil, descriptionPath: String? = nil, limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        try read(path: path, settings: TraceReadSettings(format: format, descriptionPath: descriptionPath), profile: profile, limits: limits)
    }

    /// Writes `trace` to `path` in `format`, atomically (`AtomicFileWriter`: a failed or
    /// interrupted write leaves any previous file as it was and no partial file); fails for
    /// import-only formats and for traces the format cannot hold.
    public func write(_ trace: Trace, to path: String, format: TraceFormat) throws(TraceFileError) {
        guard format.capabilities.contains(.writes) else {
            throw TraceFileError(file: path, message: "cannot write \(format.name) files (import only); write \(Self.sentence(writable.map(\.name), last: "or"))")
        }
        try format.write(trace, to: path)
    }

    private var knownExtensions: String { components.flatMap(\.fileExtensions).map { ".\($0)" }.joined(separator: ", ") }

    private func unknownExtension(_ fileExtension: String, path: String) -> TraceFileError {
        TraceFileError(
            file: path,
            message: "unknown trace file extension \".\(fileExtension)\" (known: \(knownExtensions)); name the format with --format (\(readableNames))"
        )
    }

    /// The lower-cased extension of `path`'s last component.
    private static func fileExtension(of path: String, known: String, names: String) throws(TraceFileError) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            throw TraceFileError(file: path, message: "no file extension to tell the trace format by (known: \(known)); name the format with --format (\(names))")
        }
        return name[name.index(after: dot)...].lowercased()
    }

    /// `a, b and c` (`last`: the word before the last item).
    private static func sentence(_ items: [String], last word: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " \(word) " + last
    }
}
