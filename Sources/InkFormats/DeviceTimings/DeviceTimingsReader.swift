import InkIO
import InkModel

/// Reads a device-timings CSV (docs/device-costs.md) into `DeviceTimings`, line by line.
///
/// Blank lines and lines starting with `#` are skipped. The first other line is the header: comma
/// separated names, one key column (`callback` or `time_s`), `handler_us`, and optionally
/// `render_us`; other columns are ignored. Every following line is one row with as many fields
/// as the header. A field may be wrapped in double quotes (as `trace_processor_shell` writes
/// them), which are removed; quoted commas are not supported. Each problem is one error naming the file and line:
/// `timings.csv:17: handler_us must be ≥ 0 (got -3)`.
package enum DeviceTimingsReader {
    /// Reads the file at `path`; `limits` bounds its lines and rows.
    package static func read(path: String, limits: InputLimits = .current) throws(TraceFileError) -> DeviceTimings {
        try read(LineSource(path: path, limits: limits), limits: limits)
    }

    /// Reads CSV text held in memory; `file` names it in messages.
    package static func read(bytes: [UInt8], file: String, limits: InputLimits = .current) throws(TraceFileError) -> DeviceTimings {
        try read(LineSource(bytes: bytes, path: file, limits: limits), limits: limits)
    }

    /// Where the header put each column the reader uses, and how many fields a row has.
    private struct Layout {
        var key: DeviceTimings.Key
        var keyColumn: Int
        var handlerColumn: Int
        var renderColumn: Int?
        var fieldCount: Int
    }

    private static func read(_ lines: LineSource, limits: InputLimits) throws(TraceFileError) -> DeviceTimings {
        let file = lines.path
        var layout: Layout?
        var rows: [DeviceTimings.Row] = []
        while let text = try lines.withNextLine({ bytes, _ in String(decoding: bytes, as: UTF8.self) }) {
            let content = text.trimmingWhitespace
            if content.isEmpty || content.hasPrefix("#") { continue }
            let fields = content.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace.unquoted }
            let line = lines.lineNumber
            guard let columns = layout else {
                layout = try header(fields, file: file, line: line)
                continue
            }
            guard fields.count == columns.fieldCount else {
                throw TraceFileError(file: file, line: line, message: "\(fields.count) fields, but the header names \(columns.fieldCount)")
            }
            if rows.count == limits.maxRecords {
                throw TraceFileError(file: file, line: line, message: "more rows than \(limits.exceeded(.records))")
            }
            rows.append(try row(fields, columns, previous: rows.last, file: file, line: line, limits: limits))
        }
        guard let columns = layout else {
            throw TraceFileError(file: file, message: "no header (expected callback or time_s, handler_us and optionally render_us)")
        }
        guard !rows.isEmpty else { throw TraceFileError(file: file, message: "no rows after the header") }
        return DeviceTimings(file: file, key: columns.key, rows: rows, hasRenderColumn: columns.renderColumn != nil)
    }

    private static func header(_ names: [String], file: String, line: Int) throws(TraceFileError) -> Layout {
        func fail(_ message: String) -> TraceFileError { TraceFileError(file: file, line: line, message: message) }
        for (index, name) in names.enumerated() where names[..<index].contains(name) {
            throw fail("column \(name) appears twice in the header")
        }
        let keys = names.enumerated().filter { DeviceTimings.Key(rawValue: $0.element) != nil }
        guard keys.count == 1, let keyColumn = keys.first, let key = DeviceTimings.Key(rawValue: keyColumn.element) else {
            throw fail(keys.isEmpty
                ? "the header has no callback or time_s column (got \(names.joined(separator: ",")))"
                : "the header has both callback and time_s: rows are keyed by one of them")
        }
        guard let handler = names.firstIndex(of: "handler_us") else {
            throw fail("the header has no handler_us column (got \(names.joined(separator: ",")))")
        }
        return Layout(key: key, keyColumn: keyColumn.offset, handlerColumn: handler, renderColumn: names.firstIndex(of: "render_us"), fieldCount: names.count)
    }

    private static func row(
        _ fields: [String], _ layout: Layout, previous: DeviceTimings.Row?, file: String, line: Int, limits: InputLimits
    ) throws(TraceFileError) -> DeviceTimings.Row {
        func fail(_ message: String) -> TraceFileError { TraceFileError(file: file, line: line, message: message) }
        func number(_ column: Int, _ name: String) throws(TraceFileError) -> Double {
            let field = fields[column]
            guard !field.isEmpty else { throw fail("\(name) is empty") }
            guard let value = Double(wholeToken: field) else { throw fail("\(name) \"\(field)\" is not a number") }
            guard value.isFinite else { throw fail("\(name) \(field) is not a finite number") }
            return value
        }
        func duration(_ column: Int, _ name: String) throws(TraceFileError) -> Double {
            let value = try number(column, name)
            guard value >= 0 else { throw fail("\(name) must be ≥ 0 (got \(ValueRange.format(value)))") }
            guard value <= DeviceTimings.maxMicroseconds else {
                throw fail("\(name) must be at most \(ValueRange.format(DeviceTimings.maxMicroseconds)) µs, 10 s (got \(ValueRange.format(value)); µs expected, not ns)")
            }
            return value
        }
        let key = try number(layout.keyColumn, layout.key.rawValue)
        switch layout.key {
        case .callbackIndex:
            let expected = previous.map { $0.key + 1 } ?? 0
            guard key == expected else {
                throw fail("callback must be \(ValueRange.format(expected)) (got \(ValueRange.format(key))): rows number the callbacks 0, 1, 2, … in order, each once")
            }
        case .time:
            if let problem = limits.timeProblem(key, "time_s") { throw fail(problem) }
            if let previous, key <= previous.key {
                throw fail("time_s \(ValueRange.format(key)) is not after the previous row's \(ValueRange.format(previous.key)): times must increase, each once")
            }
        }
        return DeviceTimings.Row(
            key: key, handlerMicroseconds: try duration(layout.handlerColumn, "handler_us"),
            renderMicroseconds: try layout.renderColumn.map { column throws(TraceFileError) in try duration(column, "render_us") } ?? 0
        )
    }
}

extension String {
    /// Without one pair of surrounding double quotes.
    fileprivate var unquoted: String {
        count >= 2 && hasPrefix("\"") && hasSuffix("\"") ? String(dropFirst().dropLast()) : self
    }

    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingWhitespace: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
