/// One absolute axis of an evdev device as `evemu-record` describes it (`A:` line). Values are
/// in device units; `resolution` is in units per millimetre for positions (units per radian for
/// tilt on recent kernels); 0 when unknown.
struct EvemuAxis: Hashable {
    var code: Int
    var minimum: Int
    var maximum: Int
    var resolution: Int
}

/// The parsed content of an `evemu-record` text file (or a `.desc` device description, which has
/// no events): device name, axes and events.
///
/// Lines: `#` comments; `N: name`; `A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]`;
/// `E: <sec>.<usec> <type hex> <code hex> <value>` optionally followed by a `#` comment; other
/// `X:` description lines (I:, P:, B:, …) are skipped. Older recordings leave the resolution out
/// of `A:` lines but list it in their `#` header (`Event code 0 (ABS_X)` … `Resolution 200`);
/// that value is used then.
struct EvemuText {
    /// One `E:` line: `type` and `code` from hex, `value` decimal, `time` in seconds.
    struct Event {
        var line: Int
        var time: Double
        var type: Int
        var code: Int
        var value: Int
    }

    var name: String?
    var axes: [Int: EvemuAxis] = [:]
    var events: [Event] = []

    /// Parses `bytes`; messages name `file` and the line. Every event's time is checked against
    /// `limits` on its own line.
    init(bytes: [UInt8], file: String, limits: InputLimits) throws(TraceFileError) {
        let text = String(decoding: bytes, as: UTF8.self)
        var commentResolutions: [Int: Int] = [:]
        var axesWithoutResolution: Set<Int> = []
        var commentSection: Int?
        var commentAxis: Int?
        var lineNumber = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let head = fields.first else { continue }
            func fail(_ message: String) -> TraceFileError {
                TraceFileError(file: file, line: lineNumber, message: message)
            }
            if head.hasPrefix("#") {
                Self.readComment(fields, section: &commentSection, axis: &commentAxis, resolutions: &commentResolutions)
                continue
            }
            switch head {
            case "E:":
                guard fields.count >= 5, fields.count == 5 || fields[5].hasPrefix("#") else {
                    throw fail("expected an event `E: <sec>.<usec> <type> <code> <value>`")
                }
                guard let time = Self.time(fields[1]) else {
                    throw fail("invalid event time \"\(fields[1])\" (expected seconds.microseconds)")
                }
                if let problem = limits.timeProblem(time, "event time") { throw fail(problem) }
                guard let type = Int(fields[2], radix: 16), let code = Int(fields[3], radix: 16), let value = Int(fields[4]) else {
                    throw fail("invalid event: type and code must be hex numbers, the value a decimal number")
                }
                guard Int32(exactly: value) != nil else { throw fail("event value \(value) is outside evdev's 32-bit range") }
                events.append(Event(line: lineNumber, time: time, type: type, code: code, value: value))
            case "A:":
                guard fields.count == 6 || fields.count == 7, let code = Int(fields[1], radix: 16),
                      let minimum = Int(fields[2]), let maximum = Int(fields[3]),
                      Int(fields[4]) != nil, Int(fields[5]) != nil else {
                    throw fail("expected an axis `A: <code> <min> <max> <fuzz> <flat> [<resolution>]`")
                }
                guard Int32(exactly: minimum) != nil && Int32(exactly: maximum) != nil else {
                    throw fail("axis \(fields[1]) has a minimum or maximum outside evdev's 32-bit range")
                }
                guard minimum <= maximum else { throw fail("axis \(fields[1]) has minimum \(minimum) above maximum \(maximum)") }
                var resolution = 0
                if fields.count == 7 {
                    guard let given = Int(fields[6]), given >= 0 else { throw fail("invalid axis resolution \"\(fields[6])\"") }
                    resolution = given
                } else {
                    axesWithoutResolution.insert(code)
                }
                axes[code] = EvemuAxis(code: code, minimum: minimum, maximum: maximum, resolution: resolution)
            case "N:":
                name = line.drop { $0 != ":" }.dropFirst().trimmingSpaces()
            default:
                guard head.count == 2, head.last == ":", head.first?.isUppercase == true else {
                    throw fail("not an evemu-record line (expected '#', N:, I:, P:, B:, A: or E:): wrong format for the extension?")
                }
            }
        }
        for code in axesWithoutResolution {
            if let resolution = commentResolutions[code] { axes[code]?.resolution = resolution }
        }
    }

    /// Follows the `# Event type 3 (EV_ABS)` / `# Event code N (…)` / `# Resolution R` header
    /// comments of older recordings.
    private static func readComment(
        _ fields: [Substring], section: inout Int?, axis: inout Int?, resolutions: inout [Int: Int]
    ) {
        let words = fields.first == "#" ? Array(fields.dropFirst()) : [Substring(fields[0].dropFirst())] + fields.dropFirst()
        guard words.count >= 2 else { return }
        if words[0] == "Event" && words.count >= 3 && words[1] == "type" {
            section = Int(words[2])
            axis = nil
        } else if words[0] == "Event" && words.count >= 3 && words[1] == "code" && section == 3 {
            axis = Int(words[2])
        } else if words[0] == "Resolution", let axis, let value = Int(words[1]) {
            resolutions[axis] = value
        }
    }

    /// Seconds from `sec.usec` text (digits, a point, digits).
    private static func time(_ text: Substring) -> Double? {
        guard let point = text.firstIndex(of: "."), point != text.startIndex, text.index(after: point) != text.endIndex,
              text.allSatisfy({ $0 == "." || $0.isASCII && $0.isNumber }), text.filter({ $0 == "." }).count == 1 else { return nil }
        return Double(wholeToken: text)
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
