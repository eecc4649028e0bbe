import InkModel

/// Imports CSV (or tab- or semicolon-separated) logs whose columns a `CSVColumnMap` describes.
///
/// The separator is the first of `,` tab `;` found in the first row. A first row with a
/// non-number where the map expects one is a header and skipped; blank lines and `#` lines are
/// skipped. Rows are in time order (times may repeat, never go back).
///
/// Touches: with an `id` column, the rows of one id form a touch, until a row of that id with
/// pressure 0 (when there is a pressure column) lifts it; the id's next row starts a new touch.
/// Without one, each run of rows with pressure above 0 is a touch (as in MyPaint files); with
/// neither, the whole file is one touch. Touch IDs are 1, 2, … in the order touches start; a
/// touch's first sample is `began`, its last `ended`, the rest `moved`; rows with pressure 0 are
/// left out. Samples are of `profile.touchType`.
public enum CSVTraceReader {
    /// Reads the file at `path` with `columns`; `limits` bounds the file size, samples and
    /// coordinates.
    public static func read(
        path: String, columns: CSVColumnMap, profile: DeviceProfile = .ipadProPencil120, limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        try read(bytes: FileBytes.read(path, limits: limits), file: path, columns: columns, profile: profile, limits: limits)
    }

    /// Reads CSV text held in memory; `file` names it in messages and provenance.
    public static func read(
        bytes: [UInt8], file: String, columns: CSVColumnMap, profile: DeviceProfile = .ipadProPencil120, limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        let hasPressure = columns.columns.contains { if case .pressure = $0 { true } else { false } }
        var samples: [TouchSample] = []
        var sampleLines: [Int] = []
        var open: [String: Int] = [:]
        var lastSample: [Int: Int] = [:]
        var nextTouchID = 0
        var previousTime = -Double.infinity
        var separator: Character?
        var lineNumber = 0
        var firstRow = true
        for range in ByteLines(bytes) {
            let rawLine = Substring(String(decoding: bytes[range], as: UTF8.self))
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let content = line.trimmingSpaces()
            if content.isEmpty || content.hasPrefix("#") { continue }
            func fail(_ message: String) -> TraceFileError { TraceFileError(file: file, line: lineNumber, message: message) }
            let split: Character = separator ?? Self.separators.first { content.contains($0) } ?? ","
            separator = split
            let fields = content.split(separator: split, omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
            let isFirst = firstRow
            firstRow = false
            guard fields.count >= columns.columns.count else {
                throw fail("\(fields.count) fields, but the column map names \(columns.columns.count)")
            }
            var row = Row()
            var header = false
            for (field, column) in zip(fields, columns.columns) {
                if case .skipped = column { continue }
                if case .id = column { row.id = field; continue }
                guard let number = Double(wholeToken: field) else {
                    if isFirst { header = true; break }
                    throw fail("\(column.name) \"\(field)\" is not a number")
                }
                guard number.isFinite else { throw fail("\(column.name) \(field) is not a finite number") }
                row.set(column, number, profile: profile)
            }
            if header { continue }
            guard row.time >= previousTime else {
                throw fail("timestamp \(row.time) s goes backwards (previous row \(previousTime) s)")
            }
            previousTime = row.time
            if let force = row.force, force < 0 || force > 1 {
                throw fail("pressure outside 0…full pressure (force \(force); give full pressure as pressure:MAX in --columns)")
            }
            let lifted = hasPressure && row.force == 0
            if lifted {
                if let touchID = open.removeValue(forKey: row.id), let last = lastSample.removeValue(forKey: touchID) {
                    samples[last].phase = .ended
                }
                continue
            }
            let location = Point(x: row.x, y: row.y)
            if let problem = limits.timeProblem(row.time, "time") ?? limits.coordinateProblem(location) { throw fail(problem) }
            if samples.count == limits.maxRecords { throw fail("more samples than \(limits.exceeded(.records))") }
            let began = open[row.id] == nil
            if began {
                nextTouchID += 1
                open[row.id] = nextTouchID
            }
            let touchID = open[row.id]!
            samples.append(TouchSample(
                touchID: touchID, timestamp: row.time, location: location, force: row.force,
                maximumPossibleForce: row.force == nil ? nil : 1, type: profile.touchType, phase: began ? .began : .moved
            ))
            sampleLines.append(lineNumber)
            lastSample[touchID] = samples.count - 1
        }
        for index in lastSample.values { samples[index].phase = .ended }
        guard !samples.isEmpty else {
            throw TraceFileError(file: file, message: hasPressure ? "no pen-down rows (every pressure is 0, or no rows)" : "no rows")
        }
        let trace = Trace(header: TraceHeader(profile: profile, sourceKind: .csv, source: FileBytes.fileName(file)), samples: samples)
        if let problem = trace.firstProblem() ?? limits.firstProblem(in: trace) {
            let line: Int? = if case .sample(let index) = problem.record { sampleLines[index] } else { nil }
            throw TraceFileError(file: file, line: line, message: problem.message)
        }
        return trace
    }

    /// The separators tried on the first row, in order.
    private static let separators: [Character] = [",", "\t", ";"]

    /// One row's values, converted: seconds, points, force 0…1.
    private struct Row {
        var time = 0.0, x = 0.0, y = 0.0
        var force: Double?
        var id = ""

        mutating func set(_ column: CSVColumnMap.Column, _ value: Double, profile: DeviceProfile) {
            func points(_ unit: CSVColumnMap.PositionUnit) -> Double {
                switch unit {
                case .pt: value
                case .mm: value * profile.pointsPerMM
                case .px: value / profile.pixelScale
                }
            }
            switch column {
            case .time(let seconds): time = value * seconds
            case .x(let unit): x = points(unit)
            case .y(let unit): y = points(unit)
            case .pressure(let maximum): force = value / maximum
            case .id, .skipped: break
            }
        }
    }
}

extension CSVColumnMap.Column {
    /// The column's name in messages.
    var name: String {
        switch self {
        case .time: "t"
        case .x: "x"
        case .y: "y"
        case .pressure: "pressure"
        case .id: "id"
        case .skipped: "-"
        }
    }
}
