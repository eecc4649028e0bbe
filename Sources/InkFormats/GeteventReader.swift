import InkModel

/// Imports Android `adb shell getevent -lt` text captures (`GeteventText`) of a touchscreen or a
/// pen digitizer.
///
/// The events go through the same rules as evemu recordings (`EvemuReader`): a multi-touch
/// device (protocol B: `ABS_MT_SLOT`, `ABS_MT_TRACKING_ID`) gives one touch per contact, fingers
/// `direct` and pens `stylus` (`EvdevMultiTouchConverter`); a single-pointer pen (`ABS_X`,
/// `ABS_Y`, BTN_TOUCH) one touch per contact of `profile.touchType`.
///
/// The capture holds no axis ranges: they come from a `getevent -il` capture of the same device
/// (`descriptionPath`, `GeteventDescription`), whose resolution converts positions to mm; a device
/// whose axes give no resolution (most phones) needs `unitsPerMM` (`--points-per-mm`: the
/// touchscreen's units per mm, for a screen counting display pixels its pixel density). Without
/// a description, `unitsPerMM` alone reads positions from 0 and leaves pressure out.
public enum GeteventReader {
    /// Reads the capture at `path`; `limits` bounds the file sizes, samples and coordinates.
    public static func read(
        path: String, descriptionPath: String? = nil, unitsPerMM: Double? = nil,
        profile: DeviceProfile = .androidStylus120, limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        let bytes = try FileBytes.read(path, limits: limits)
        let description = if let descriptionPath {
            (bytes: try FileBytes.read(descriptionPath, limits: limits), path: descriptionPath)
        } else {
            nil as (bytes: [UInt8], path: String)?
        }
        return try read(bytes: bytes, file: path, description: description, unitsPerMM: unitsPerMM, profile: profile, limits: limits)
    }

    /// Reads a capture held in memory; `file` names it in messages and provenance;
    /// `description` is the `getevent -il` text and its path.
    public static func read(
        bytes: [UInt8], file: String, description: (bytes: [UInt8], path: String)?, unitsPerMM: Double?,
        profile: DeviceProfile = .androidStylus120, limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        let capture = try GeteventText(bytes: bytes, file: file, limits: limits)
        guard !capture.events.isEmpty else {
            throw TraceFileError(file: file, message: "no events (lines like `[ 12.345678] /dev/input/event2: EV_ABS ABS_MT_POSITION_X 000003e8`): not a getevent -lt capture, or an empty one")
        }
        var source = FileBytes.fileName(file)
        let axes: [Int: EvemuAxis]
        if let description {
            let devices = try GeteventDescription(bytes: description.bytes, file: description.path)
            guard let found = devices.axes(for: capture.device), !found.isEmpty else {
                let which = capture.device.map { " for \($0)" } ?? ""
                throw TraceFileError(file: description.path, message: "no axes\(which) (lines like `ABS_MT_POSITION_X : value 0, min 0, max 1439, …`): capture them with getevent -il")
            }
            axes = found
            source += " (axes from \(FileBytes.fileName(description.path)))"
        } else if unitsPerMM != nil {
            let open = { (code: Int) in EvemuAxis(code: code, minimum: 0, maximum: Int(Int32.max), resolution: 0) }
            axes = Dictionary(uniqueKeysWithValues: [EvdevCode.absX, EvdevCode.absY, EvdevCode.multiTouchX, EvdevCode.multiTouchY].map { ($0, open($0)) })
        } else {
            throw TraceFileError(file: file, message: "no axis description: pass --description FILE (the output of 'adb shell getevent -il') or --points-per-mm N")
        }
        return try EvemuReader.trace(
            events: capture.events, axes: axes, unitsPerMM: unitsPerMM, file: file, source: source,
            sourceKind: .getevent, profile: profile, limits: limits
        )
    }
}
