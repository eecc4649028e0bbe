/// What the columns of a CSV trace hold and in which units: the `--columns` text, e.g.
/// `t:ms,x:mm,y:mm,pressure,id`. One entry per column, left to right; `-` skips a column;
/// columns beyond the map are ignored.
///
/// Fields: `t` (time; units `s` default, `ms`, `us`, `ns`), `x` and `y` (position; units `pt`
/// default, `mm` — converted with the profile's points per mm — or `px` — divided by its pixel
/// scale), `pressure` (force; `pressure:MAX` gives the raw value of full pressure, default 1),
/// `id` (a touch or stroke identifier, any text). `t`, `x` and `y` are required, the others
/// optional.
public struct CSVColumnMap: Hashable, Sendable {
    /// A position unit.
    public enum PositionUnit: String, Hashable, Sendable {
        case pt, mm, px
    }

    /// What one column holds.
    public enum Column: Hashable, Sendable {
        /// Time, with the seconds per unit.
        case time(secondsPerUnit: Double)
        case x(PositionUnit)
        case y(PositionUnit)
        /// Pressure, with the raw value of full pressure.
        case pressure(maximum: Double)
        case id
        case skipped
    }

    public var columns: [Column]

    /// Parses `text`; errors name `--columns` and the entry.
    public init(parsing text: String) throws(TraceFileError) {
        func fail(_ message: String) -> TraceFileError { TraceFileError(file: "--columns \(text)", message: message) }
        var seen: Set<String> = []
        columns = []
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingSpaces().lowercased() }
            let name = parts[0], unit = parts.count > 1 ? parts[1] : nil
            let column: Column
            switch name {
            case "t", "time":
                let perUnit: [String: Double] = ["s": 1, "ms": 1e-3, "us": 1e-6, "µs": 1e-6, "ns": 1e-9]
                guard let seconds = perUnit[unit ?? "s"] else { throw fail("unknown time unit \"\(unit ?? "")\" (known: s, ms, us, ns)") }
                column = .time(secondsPerUnit: seconds)
            case "x", "y":
                guard let position = PositionUnit(rawValue: unit ?? "pt") else {
                    throw fail("unknown position unit \"\(unit ?? "")\" (known: pt, mm, px)")
                }
                column = name == "x" ? .x(position) : .y(position)
            case "pressure", "force":
                guard let maximum = Double(wholeToken: unit ?? "1"), maximum.isFinite, maximum > 0 else {
                    throw fail("pressure:MAX needs a positive number, not \"\(unit ?? "")\"")
                }
                column = .pressure(maximum: maximum)
            case "id", "touch", "stroke":
                column = .id
            case "-", "":
                column = .skipped
            default:
                throw fail("unknown column \"\(name)\" (known: t, x, y, pressure, id, - to skip)")
            }
            if name != "-" && name != "" {
                let key = ["time": "t", "force": "pressure", "touch": "id", "stroke": "id"][name] ?? name
                guard seen.insert(key).inserted else { throw fail("column \(key) is named twice") }
            }
            columns.append(column)
        }
        for required in ["t", "x", "y"] where !seen.contains(required) {
            throw fail("no \(required) column (the map needs t, x and y)")
        }
    }
}
