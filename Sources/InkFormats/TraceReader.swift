import InkModel

/// The one entry point for reading trace files of any readable `TraceFormat`.
public enum TraceReader {
    /// Reads the trace at `path`.
    /// - Parameters:
    ///   - format: the file's format; nil tells it by the extension (`TraceFormat.detect`).
    ///   - profile: for imports, the device the recording was made on (defaults:
    ///     `ipad-pro-pencil-120` for Inkable, `wacom-linux-60` for evemu and MyPaint,
    ///     `android-stylus-120` for getevent and google/ink protobufs, `ipad-pro-pencil-120` for CSV, the page's own guess for web recordings; evemu and getevent positions are converted with its
    ///     `pointsPerMM`); for native traces, replaces the
    ///     profile in the file's header when given.
    ///   - descriptionPath: evemu and getevent only: a device description (`.desc`, or the output
    ///     of `getevent -il`) to take the axes from.
    ///   - limits: the largest input accepted (line and file sizes, records, coordinates,
    ///     simultaneous touches); beyond them the read fails with one line naming the limit.
    public static func read(
        path: String, format: TraceFormat? = nil, profile: DeviceProfile? = nil, descriptionPath: String? = nil,
        limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        try read(path: path, settings: TraceReadSettings(format: format, descriptionPath: descriptionPath), profile: profile, limits: limits)
    }

    /// Reads the trace at `path` with `settings` (format, axis description, units per mm);
    /// `profile` and `limits` as above.
    public static func read(
        path: String, settings: TraceReadSettings, profile: DeviceProfile? = nil, limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        let format = if let format = settings.format { format } else { try TraceFormat.detect(path: path) }
        if settings.descriptionPath != nil && !format.readsDeviceAxes {
            throw TraceFileError(file: path, message: "a device description only applies to evemu recordings and getevent captures, not \(format.rawValue) files")
        }
        if settings.unitsPerMM != nil && !format.takesUnitsPerMM {
            throw TraceFileError(file: path, message: "--points-per-mm only applies to evemu recordings, getevent captures and google/ink protobufs, not \(format.rawValue) files")
        }
        if settings.columns != nil && format != .csv {
            throw TraceFileError(file: path, message: "--columns only applies to CSV files, not \(format.rawValue) files")
        }
        if let unitsPerMM = settings.unitsPerMM, let problem = TraceReadSettings.unitsPerMMProblem(unitsPerMM) {
            throw TraceFileError(file: path, message: problem)
        }
        switch format {
        case .native:
            var trace = try NativeTraceReader.readTrace(path: path, limits: limits)
            if let profile { trace.header.profile = profile }
            return trace
        case .inkable:
            return try InkableJSONReader.read(path: path, profile: profile ?? .ipadProPencil120, limits: limits)
        case .evemu:
            return try EvemuReader.read(
                path: path, descriptionPath: settings.descriptionPath, unitsPerMM: settings.unitsPerMM,
                profile: profile ?? .wacomLinux60, limits: limits
            )
        case .getevent:
            return try GeteventReader.read(
                path: path, descriptionPath: settings.descriptionPath, unitsPerMM: settings.unitsPerMM,
                profile: profile ?? .androidStylus120, limits: limits
            )
        case .mypaint:
            return try MyPaintReader.read(path: path, profile: profile ?? .wacomLinux60, limits: limits)
        case .csv:
            guard let columns = settings.columns else {
                throw TraceFileError(file: path, message: "a CSV trace needs --columns to say what its columns hold, e.g. --columns t:ms,x:mm,y:mm,pressure")
            }
            return try CSVTraceReader.read(path: path, columns: columns, profile: profile ?? .ipadProPencil120, limits: limits)
        case .web:
            return try WebRecordingReader.read(path: path, profile: profile, limits: limits)
        case .inkProto:
            return try InkProtoReader.read(path: path, unitsPerMM: settings.unitsPerMM, profile: profile ?? .androidStylus120, limits: limits)
        }
    }
}
