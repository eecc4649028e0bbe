/// The events of an Android `getevent -lt` capture (or `getevent -t`, with numbers for names).
///
/// Event lines: `[   12345.678901] /dev/input/event2: EV_ABS ABS_MT_POSITION_X 000003e8` — the
/// kernel time in seconds, the device (left out when getevent watched one device), the type and
/// code (names, or four hex digits), the value (eight hex digits, a signed 32-bit number; `DOWN`
/// / `UP` for keys). getevent's own lines (`add device …` and the indented lines after it,
/// `could not …`) and `#` comments are skipped; any other line is an error, a damaged one too:
/// a type that is not an `EV_` name evdev has (or four hex digits), a code whose name does not
/// belong to its type (`ABS_…` under `EV_ABS`), an `EV_SYN` or `EV_ABS` code name evdev does not
/// have, an event time beyond the time limit. Codes of other types whose name the reader does
/// not know (keys, switches) are skipped. A capture holding several devices keeps the one with
/// position events; several such devices are an error.
struct GeteventText {
    /// The chosen device (nil when the lines name none) and its events.
    var device: String?
    var events: [EvemuText.Event] = []

    init(bytes: [UInt8], file: String, limits: InputLimits) throws(TraceFileError) {
        let text = String(decoding: bytes, as: UTF8.self)
        var byDevice: [String: [EvemuText.Event]] = [:]
        var order: [String] = []
        var lineNumber = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            func fail(_ message: String) -> TraceFileError { TraceFileError(file: file, line: lineNumber, message: message) }
            guard let first = line.first(where: { $0 != " " && $0 != "\t" }) else { continue }
            guard first == "[" else {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                if first == "#" || line.first == " " || line.first == "\t" || trimmed.hasPrefix("add device")
                    || trimmed.hasPrefix("remove device") || trimmed.hasPrefix("could not") { continue }
                throw fail("not a getevent -lt line (expected `[ seconds] /dev/input/eventN: TYPE CODE VALUE`): wrong format?")
            }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }.dropFirst()
            guard let close = trimmed.firstIndex(of: "]") else { throw fail("no `]` after the event time") }
            let timeText = trimmed[..<close].trimmingSpaces()
            guard let time = Self.seconds(timeText) else {
                throw fail("invalid event time \"\(timeText)\" (expected seconds.microseconds)")
            }
            if let problem = limits.timeProblem(time, "event time") { throw fail(problem) }
            var fields = trimmed[trimmed.index(after: close)...].split(whereSeparator: { $0 == " " || $0 == "\t" })
            var device = ""
            if let head = fields.first, head.hasSuffix(":") {
                device = String(head.dropLast())
                fields.removeFirst()
            }
            guard fields.count == 3 else { throw fail("expected `TYPE CODE VALUE` after the time and device") }
            guard let value = GeteventLabels.value(fields[2]) else {
                throw fail("invalid event value \"\(fields[2])\" (expected up to 8 hex digits, DOWN or UP)")
            }
            let type: Int, code: Int
            do throws(GeteventLabels.Damage) {
                type = try GeteventLabels.type(fields[0])
                guard let known = try GeteventLabels.code(fields[1], type: type) else { continue }
                code = known
            } catch {
                throw fail(error.message)
            }
            if byDevice[device] == nil { order.append(device) }
            byDevice[device, default: []].append(EvemuText.Event(line: lineNumber, time: time, type: type, code: code, value: value))
        }
        let positional = order.filter { device in
            byDevice[device]!.contains { $0.type == EvdevCode.absoluteEvent && [EvdevCode.absX, EvdevCode.multiTouchX].contains($0.code) }
        }
        if positional.count > 1 {
            throw TraceFileError(
                file: file,
                message: "position events from several devices (\(positional.joined(separator: ", "))); capture one: getevent -lt /dev/input/eventN"
            )
        }
        guard let chosen = positional.first ?? order.first else { return }
        device = chosen.isEmpty ? nil : chosen
        events = byDevice[chosen] ?? []
    }

    /// Seconds from `sec.usec` text.
    private static func seconds(_ text: String) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return Double(wholeToken: text)
    }
}
