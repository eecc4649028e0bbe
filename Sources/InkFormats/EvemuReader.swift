import Foundation
import InkModel

/// Imports Linux `evemu-record` text (`.events` / `.evemu`) of a pen tablet.
///
/// One hardware report per SYN_REPORT, with the last value of every axis. A contact runs from the
/// report in which BTN_TOUCH (EV_KEY 0x14a) becomes 1 to the report in which it becomes 0; each
/// contact is one touch (IDs 1, 2, …) whose samples are its reports: the first `began`, the
/// release report `ended` (like UIKit's ended touch it carries the lift position and, usually,
/// pressure 0), the rest `moved`. A recording that stops mid-contact ends that touch with its
/// last report. Reports out of contact (hovering) are left out; every tool (pen, eraser, …)
/// counts.
///
/// Conversion: position (value − min) / resolution → mm, × `profile.pointsPerMM` → points;
/// pressure (p − min) / (max − min) → force 0…1 with maximum possible force 1; tilt → altitude
/// and azimuth (`EvemuTilt`); timestamps are the kernel's, in seconds, as recorded. Samples are
/// of `profile.touchType`. One rule for every axis it converts (X, Y, pressure, tilt): a
/// recorded value outside the axis's described min…max is an error naming its line — nothing is
/// clamped (tilt first recognises the older kernels' unsigned form, `EvemuTilt`).
///
/// A multi-touch device (any `ABS_MT_TRACKING_ID` event) is read contact by contact instead:
/// one touch per tracking ID, fingers `direct` and pens `stylus` (`EvdevMultiTouchConverter`).
/// A position axis without resolution needs `unitsPerMM` (`--points-per-mm`).
///
/// Axes come from the recording's `A:` lines, or from a description file (`.desc`: the same text
/// without events) — `descriptionPath`, or else the single `.desc` file in the recording's folder
/// whose `N:` name matches the recording's.
public enum EvemuReader {
    static let synReport = (type: 0, code: 0)
    static let keyEvent = 1
    static let absoluteEvent = 3
    static let buttonTouch = 0x14A
    static let axisX = 0x00, axisY = 0x01, axisPressure = 0x18, axisTiltX = 0x1A, axisTiltY = 0x1B

    /// Reads the recording at `path`; `descriptionPath` names a device description to take the
    /// axes from; `unitsPerMM` converts positions on axes described without a resolution;
    /// `limits` bounds the file size, the number of samples and the coordinates.
    public static func read(
        path: String, descriptionPath: String? = nil, unitsPerMM: Double? = nil, profile: DeviceProfile = .wacomLinux60, limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        let recording = try EvemuText(bytes: FileBytes.read(path, limits: limits), file: path, limits: limits)
        var axes = recording.axes
        var axesSource = FileBytes.fileName(path)
        if let descriptionPath {
            axes = try EvemuText(bytes: FileBytes.read(descriptionPath, limits: limits), file: descriptionPath, limits: limits).axes
            axesSource = FileBytes.fileName(descriptionPath)
            guard !axes.isEmpty else {
                throw TraceFileError(file: descriptionPath, message: "the device description has no axes (A: lines)")
            }
        } else if axes.isEmpty {
            let found = try matchingDescription(for: recording, path: path, limits: limits)
            axes = found.axes
            axesSource = FileBytes.fileName(found.path)
        }
        var source = FileBytes.fileName(path)
        if axesSource != source { source += " (axes from \(axesSource))" }
        return try trace(events: recording.events, axes: axes, unitsPerMM: unitsPerMM, file: path, source: source, profile: profile, limits: limits)
    }

    /// Reads an evemu recording held in memory, taking the axes from its own `A:` lines; `file`
    /// names it in messages and provenance; `limits` bounds the number of samples and the
    /// coordinates.
    public static func read(
        bytes: [UInt8], file: String, profile: DeviceProfile = .wacomLinux60, limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        let recording = try EvemuText(bytes: bytes, file: file, limits: limits)
        guard !recording.axes.isEmpty else {
            throw TraceFileError(file: file, message: "no axis description: the recording has no A: lines")
        }
        return try trace(events: recording.events, axes: recording.axes, unitsPerMM: nil, file: file, source: FileBytes.fileName(file), profile: profile, limits: limits)
    }

    /// The single `.desc` file beside `path` whose device name matches the recording's.
    private static func matchingDescription(for recording: EvemuText, path: String, limits: InputLimits) throws(TraceFileError) -> (axes: [Int: EvemuAxis], path: String) {
        let missing = TraceFileError(file: path, message: "no axis description: pass --description FILE (the recording has no A: lines and no .desc file beside it names the same device)")
        guard let name = recording.name else { throw missing }
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        var matches: [(axes: [Int: EvemuAxis], path: String)] = []
        for entry in entries.sorted() where entry.hasSuffix(".desc") {
            let candidate = folder + entry
            guard let description = try? EvemuText(bytes: FileBytes.read(candidate, limits: limits), file: candidate, limits: limits) else { continue }
            if description.name == name && !description.axes.isEmpty { matches.append((description.axes, candidate)) }
        }
        guard matches.count == 1, let match = matches.first else { throw missing }
        return match
    }

    /// The trace of `events` read with `axes`.
    static func trace(
        events: [EvemuText.Event], axes: [Int: EvemuAxis], unitsPerMM: Double?, file: String, source: String,
        sourceKind: TraceSourceKind = .evemu, profile: DeviceProfile, limits: InputLimits
    ) throws(TraceFileError) -> Trace {
        guard !events.isEmpty else {
            throw TraceFileError(file: file, message: "no events (E: lines): not an evemu recording, or an empty one")
        }
        let samples: [TouchSample]
        if EvdevMultiTouchConverter.applies(to: events) {
            let converter = try EvdevMultiTouchConverter(axes: axes, unitsPerMM: unitsPerMM, events: events, file: file, profile: profile, limits: limits)
            samples = try converter.samples(from: events)
            guard !samples.isEmpty else {
                throw TraceFileError(file: file, message: "the recording has no contact (no ABS_MT_TRACKING_ID ≥ 0 followed by SYN_REPORT)")
            }
        } else {
            let converter = try EvemuSampleConverter(axes: axes, unitsPerMM: unitsPerMM, events: events, file: file, profile: profile, limits: limits)
            samples = try converter.samples(from: events)
            guard !samples.isEmpty else {
                throw TraceFileError(file: file, message: "the recording has no pen contact (BTN_TOUCH never becomes 1)")
            }
        }
        return Trace(header: TraceHeader(profile: profile, sourceKind: sourceKind, source: source), samples: samples)
    }
}
