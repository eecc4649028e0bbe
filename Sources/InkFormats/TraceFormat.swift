import InkIO
import InkModel

/// A trace file format registered under a name (`--format NAME`): the file extensions that name
/// it, how to tell its files by their first bytes, which reading options it takes
/// (`TraceReadOption`), what it declares (`reads`, `writes`, `streamable`), and its reader and
/// writer. The built-in formats are registered through it like any other
/// (`TraceFormatRegistry.builtIn`); a format of your own is one value:
///
/// ```swift
/// let tsv = TraceFormat(
///     name: "tsv", summary: "time and position, tab-separated", fileExtensions: ["tsv"], filesDescription: "TSV files",
///     read: { request throws(TraceFileError) in try MyTSV.read(path: request.path, profile: request.profile ?? .ipadProPencil120) }
/// )
/// ```
public struct TraceFormat: RegisteredComponent, Hashable, CustomStringConvertible {
    public static var role: String { "trace format" }

    /// The name `--format` gives, e.g. `native`.
    public var name: String
    public var summary: String
    /// File extensions (without the dot, lower case) that name this format; the first is the one
    /// written.
    public var fileExtensions: [String]
    /// Its files as messages name them in the plural, e.g. `evemu recordings`.
    public var filesDescription: String
    /// The reading options it takes besides the file.
    package var options: [TraceReadOption]
    /// `reads`, `writes` and `streamable` (a run may read it in pieces, `NativeTraceScan`).
    public private(set) var capabilities: ComponentCapabilities
    /// Whether its files name the device they were recorded on (a native header's profile, a
    /// web recording's `profile`): such a trace runs on its own device unless the command line
    /// or a configuration set names another.
    package var namesItsDevice: Bool
    private let reader: (@Sendable (TraceReadRequest) throws(TraceFileError) -> Trace)?
    private let writer: (@Sendable (Trace, any ByteOutput) throws(TraceFileError) -> Void)?
    private let sniffer: (@Sendable ([UInt8]) -> Bool)?

    /// A format read by `read` and, when given, written by `write` (to a file written atomically)
    /// and told by its first bytes by `sniff` when a file's extension does not name a format.
    /// `streamable` only for the native layout, which a run reads in pieces.
    public init(
        name: String, summary: String, fileExtensions: [String], filesDescription: String, options: [TraceReadOption] = [], streamable: Bool = false,
        namesItsDevice: Bool = false, sniff: (@Sendable ([UInt8]) -> Bool)? = nil,
        read: (@Sendable (TraceReadRequest) throws(TraceFileError) -> Trace)?,
        write: (@Sendable (Trace, any ByteOutput) throws(TraceFileError) -> Void)? = nil
    ) {
        self.name = name
        self.summary = summary
        self.fileExtensions = fileExtensions.map { $0.lowercased() }
        self.filesDescription = filesDescription
        self.options = options
        self.namesItsDevice = namesItsDevice
        capabilities = ComponentCapabilities()
        if read != nil { capabilities.insert(.reads) }
        if write != nil { capabilities.insert(.writes) }
        if streamable { capabilities.insert(.streamable) }
        reader = read
        writer = write
        sniffer = sniff
    }

    /// The reading options as parameters, for listings.
    public var parameters: [ComponentParameter] { options.map(\.parameter) }

    /// Reads the file of `request` (its options already checked against `options`).
    func read(_ request: TraceReadRequest) throws(TraceFileError) -> Trace {
        guard let reader else { throw TraceFileError(file: request.path, message: "cannot read \(name) files (export only)") }
        return try reader(request)
    }

    /// Writes `trace` to `path` in this format, atomically (`AtomicFileWriter`: a failed or
    /// interrupted write leaves any previous file as it was and no partial file); fails for an
    /// import-only format and for a trace the format cannot hold.
    public func write(_ trace: Trace, to path: String) throws(TraceFileError) {
        guard let writer else { throw TraceFileError(file: path, message: "cannot write \(name) files (import only)") }
        try AtomicFileWriter.write(to: path, mapError: { TraceFileError(file: $0.path, message: $0.message) }) { output throws(TraceFileError) in
            try writer(trace, output)
        }
    }

    /// Whether a file of this format is told by its first bytes when its extension does not name
    /// a format.
    package var recognizesContent: Bool { sniffer != nil }

    /// Whether `head` (a file's first bytes) looks like this format.
    func recognizes(_ head: [UInt8]) -> Bool { sniffer?(head) ?? false }

    public var description: String { name }

    public static func == (left: TraceFormat, right: TraceFormat) -> Bool { left.name == right.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// What a format's reader is asked: the file, the reading settings (options checked), the device
/// profile given (nil: the reader's default or the file's own) and the input limits.
public struct TraceReadRequest: Sendable {
    public var path: String
    public var settings: TraceReadSettings
    public var profile: DeviceProfile?
    public var limits: InputLimits
}

/// A reading option a format may take besides the file (`--description`, `--points-per-mm`,
/// `--columns`); one given to a format that does not take it is refused in one line naming the
/// formats that do.
public enum TraceReadOption: String, Sendable, CaseIterable {
    /// A device description to take the axes from (`TraceReadSettings.descriptionPath`).
    case description
    /// Position units per millimetre (`TraceReadSettings.unitsPerMM`).
    case pointsPerMM = "points-per-mm"
    /// What a CSV's columns hold (`TraceReadSettings.columns`).
    case columns

    /// How messages name it when it does not apply.
    var label: String {
        switch self {
        case .description: "a device description"
        case .pointsPerMM: "--points-per-mm"
        case .columns: "--columns"
        }
    }

    /// Whether `settings` gives it.
    func isGiven(in settings: TraceReadSettings) -> Bool {
        switch self {
        case .description: settings.descriptionPath != nil
        case .pointsPerMM: settings.unitsPerMM != nil
        case .columns: settings.columns != nil
        }
    }

    /// The option as a listed parameter.
    var parameter: ComponentParameter {
        switch self {
        case .description: ComponentParameter(key: rawValue, defaultValue: "", meaning: "the device's axes (--description)", freeForm: "a path")
        case .pointsPerMM: ComponentParameter(key: rawValue, defaultValue: "", meaning: "position units per millimetre (--points-per-mm)", freeForm: "a positive number")
        case .columns: ComponentParameter(key: rawValue, defaultValue: "", meaning: "what the columns hold (--columns)", freeForm: "a column map")
        }
    }
}
