/// The absolute axes of the devices in a `getevent -il` (or `getevent -i`) capture: lines like
/// `ABS_MT_POSITION_X : value 0, min 0, max 1439, fuzz 0, flat 0, resolution 0` (the name may be
/// four hex digits; older Android leaves the resolution out, read as 0), grouped under the
/// `add device N: /dev/input/eventM` line they follow. Other lines are skipped.
struct GeteventDescription {
    /// Axes by device path ("" before any `add device` line).
    var devices: [String: [Int: EvemuAxis]] = [:]

    init(bytes: [UInt8], file: String) throws(TraceFileError) {
        let text = String(decoding: bytes, as: UTF8.self)
        var device = ""
        var lineNumber = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("add device"), let colon = trimmed.firstIndex(of: ":") {
                device = trimmed[trimmed.index(after: colon)...].trimmingSpaces()
                continue
            }
            guard let marker = line.range(of: ": value ") else { continue }
            func fail(_ message: String) -> TraceFileError { TraceFileError(file: file, line: lineNumber, message: message) }
            guard let name = line[..<marker.lowerBound].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" }).last else { continue }
            let code: Int
            do throws(GeteventLabels.Damage) {
                guard let known = try GeteventLabels.code(name, type: EvdevCode.absoluteEvent) else { continue }
                code = known
            } catch {
                throw fail(error.message)
            }
            var fields: [String: Int] = [:]
            for part in line[marker.upperBound...].split(separator: ",") {
                let words = part.split(separator: " ")
                guard words.count == 2 || fields.isEmpty && words.count == 1, let number = Int(words.last!) else {
                    throw fail("expected `value V, min A, max B, fuzz F, flat L[, resolution R]`")
                }
                fields[words.count == 1 ? "value" : String(words[0])] = number
            }
            guard let minimum = fields["min"], let maximum = fields["max"] else {
                throw fail("axis \(name) has no min and max")
            }
            guard Int32(exactly: minimum) != nil && Int32(exactly: maximum) != nil else {
                throw fail("axis \(name) has a minimum or maximum outside evdev's 32-bit range")
            }
            guard minimum <= maximum else { throw fail("axis \(name) has minimum \(minimum) above maximum \(maximum)") }
            let resolution = fields["resolution"] ?? 0
            guard resolution >= 0 else { throw fail("invalid axis resolution \(resolution)") }
            devices[device, default: [:]][code] = EvemuAxis(code: code, minimum: minimum, maximum: maximum, resolution: resolution)
        }
    }

    /// The axes of `device`, or of the description's only device.
    func axes(for device: String?) -> [Int: EvemuAxis]? {
        if let device, let axes = devices[device] { return axes }
        return devices.count == 1 ? devices.first?.value : nil
    }
}
