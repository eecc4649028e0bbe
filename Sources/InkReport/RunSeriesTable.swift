import Foundation
import InkFormats

/// Two numeric columns of one of the report's data tables (`data/*.csv`), grouped by run
/// (trace, configuration, run), in row order: `x` from one column and `y` the sum of one or more
/// columns (e.g. handler + render cost). Rows with an empty or non-numeric cell in any of them
/// (a sample never shown, a frame without a tip gap) are left out. Units are the columns'.
/// Only the runs in `keeping` are kept when it is given (the charts plot one run per
/// configuration), so memory grows with the rows of those runs alone.
struct RunSeriesTable {
    var x: [RunKey: [Double]] = [:]
    var y: [RunKey: [Double]] = [:]
    /// The smallest x of each run over all its rows, those left out included (for samples.csv:
    /// the time of the trace's first sample, the origin of the time axes).
    var start: [RunKey: Double] = [:]
    private let xName: String
    private let yNames: [String]
    private let keeping: Set<RunKey>?

    /// The series of the CSV text `csv`; empty when a named column is missing.
    init(_ csv: String, x xName: String, y yNames: [String], keeping: Set<RunKey>? = nil) {
        self.xName = xName
        self.yNames = yNames
        self.keeping = keeping
        add(CSVTable(csv))
    }

    /// The series of the CSV file at `path`, read a megabyte of whole lines at a time (each piece
    /// parsed under the file's header line); nil when the file cannot be opened. A quoted field
    /// holding a line break would be cut at a piece boundary: `RunDataTables` writes none in the
    /// numeric columns read here. The table is streamed, so the whole-file limit does not apply
    /// (a run's own tables outgrow it on traces of many hours); instead only a regular file is
    /// read (a table replaced by /dev/zero or a pipe is refused in one line), and only up to the
    /// size it had when opened (a growing file ends there). A line longer than
    /// `limits.maxLineBytes` is refused in one line.
    init?(path: String, x xName: String, y yNames: [String], keeping: Set<RunKey>? = nil, limits: InputLimits = .current) throws {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        var status = stat()
        guard fstat(file.fileDescriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw ReportError("\(path): not a regular file (a data table is read from a file the run wrote)")
        }
        self.xName = xName
        self.yNames = yNames
        self.keeping = keeping
        var header: String?
        var pending: [UInt8] = []
        var left = Int(status.st_size)
        while left > 0, let chunk = try? file.read(upToCount: min(1 << 20, left)), !chunk.isEmpty {
            left -= chunk.count
            pending.append(contentsOf: chunk)
            guard let lastLineEnd = pending.lastIndex(of: UInt8(ascii: "\n")) else {
                if pending.count > limits.maxLineBytes { throw ReportError("\(path): a line is longer than \(limits.exceeded(.lineBytes))") }
                continue
            }
            consume(pending[...lastLineEnd], header: &header)
            pending.removeFirst(lastLineEnd + 1)
            if pending.count > limits.maxLineBytes { throw ReportError("\(path): a line is longer than \(limits.exceeded(.lineBytes))") }
        }
        if !pending.isEmpty { consume(pending[...], header: &header) }
    }

    /// Parses whole lines `bytes`; the first line of the file becomes `header`. ASCII text under
    /// a header without quotes — what `RunDataTables` writes — is read byte by byte
    /// (`CSVSeriesScanner`); anything else through `CSVTable`, with the same result.
    private mutating func consume(_ bytes: ArraySlice<UInt8>, header: inout String?) {
        guard CSVSeriesScanner.ascii(bytes) else { return consumeText(bytes, header: &header) }
        var rows = bytes
        if header == nil {
            let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            header = String(decoding: bytes[..<end], as: UTF8.self)
            rows = end == bytes.endIndex ? bytes[end...] : bytes[(end + 1)...]
        }
        guard let header else { return }
        guard !header.utf8.contains(UInt8(ascii: "\"")) else { return add(CSVTable(header + "\n" + String(decoding: rows, as: UTF8.self))) }
        add(CSVTable(header + "\n").columns, rows: rows)
    }

    /// `consume` through `CSVTable`.
    private mutating func consumeText(_ bytes: ArraySlice<UInt8>, header: inout String?) {
        var text = String(decoding: bytes, as: UTF8.self)
        if header == nil {
            let end = text.firstIndex(of: "\n") ?? text.endIndex
            header = String(text[..<end])
            text = end == text.endIndex ? "" : String(text[text.index(after: end)...])
        }
        guard let header else { return }
        add(CSVTable(header + "\n" + text))
    }

    /// The rows of `bytes` (ASCII, no header line) under a header of `columns`, as `add(_:)`
    /// reads a `CSVTable`; a run's key is parsed once per stretch of rows of the same run.
    private mutating func add(_ columns: [String], rows bytes: ArraySlice<UInt8>) {
        let column = { (name: String) in columns.firstIndex(of: name) }
        guard let xColumn = column(xName), let traceColumn = column("trace"), let configurationColumn = column("configuration"),
              let runColumn = column("run")
        else { return }
        let yColumns = yNames.compactMap(column)
        guard yColumns.count == yNames.count else { return }
        let scanner = CSVSeriesScanner(width: columns.count, columns: [xColumn, traceColumn, configurationColumn, runColumn] + yColumns)
        var previous: (trace: ArraySlice<UInt8>, configuration: ArraySlice<UInt8>, run: ArraySlice<UInt8>, key: RunKey?)?
        var stretch = Stretch()
        let number = { (bytes: ArraySlice<UInt8>) in Double(String(decoding: bytes, as: UTF8.self)) }
        scanner.scan(bytes) { field in
            let trace = field(traceColumn), configuration = field(configurationColumn), run = field(runColumn)
            if previous == nil || previous?.trace != trace || previous?.configuration != configuration || previous?.run != run {
                let key = Int(String(decoding: run, as: UTF8.self)).flatMap { runNumber in
                    let key = RunKey(
                        trace: String(decoding: trace, as: UTF8.self), configuration: String(decoding: configuration, as: UTF8.self), run: runNumber
                    )
                    return keeping?.contains(key) ?? true ? key : nil
                }
                previous = (trace, configuration, run, key)
                add(stretch)
                stretch = Stretch(key: key, start: key.flatMap { start[$0] })
            }
            guard stretch.key != nil, let xValue = number(field(xColumn)) else { return }
            stretch.start = min(stretch.start ?? xValue, xValue)
            var sum = 0.0
            for column in yColumns {
                guard let value = number(field(column)) else { return }
                sum += value
            }
            guard !sum.isNaN else { return }
            stretch.x.append(xValue)
            stretch.y.append(sum)
        }
        add(stretch)
    }

    /// Consecutive rows of one run, gathered before they are added to the series; `start`
    /// begins at the run's start so far and takes the rows' x in order, as `add(_:)` does.
    private struct Stretch {
        var key: RunKey?
        var start: Double?
        var x: [Double] = []
        var y: [Double] = []
    }

    /// Adds the rows of `stretch` to its run's series.
    private mutating func add(_ stretch: Stretch) {
        guard let key = stretch.key, let first = stretch.start else { return }
        start[key] = first
        guard !stretch.x.isEmpty else { return }
        x[key, default: []].append(contentsOf: stretch.x)
        y[key, default: []].append(contentsOf: stretch.y)
    }

    private mutating func add(_ table: CSVTable) {
        guard let xColumn = table.column(xName) else { return }
        let yColumns = yNames.compactMap(table.column)
        guard yColumns.count == yNames.count else { return }
        for row in table.rows {
            guard let key = RunKey(row, in: table), keeping?.contains(key) ?? true, let xValue = Double(row[xColumn]) else { continue }
            start[key] = min(start[key] ?? xValue, xValue)
            var sum = 0.0
            for column in yColumns {
                guard let value = Double(row[column]) else { sum = .nan; break }
                sum += value
            }
            guard !sum.isNaN else { continue }
            x[key, default: []].append(xValue)
            y[key, default: []].append(sum)
        }
    }

    /// The smallest x over the runs of `keys`, nil when none has a row.
    func start(of keys: [RunKey]) -> Double? {
        keys.compactMap { start[$0] }.min()
    }

    /// The x and y values of `key`'s run, nil when it has no rows.
    func series(_ key: RunKey) -> (x: [Double], y: [Double])? {
        guard let xs = x[key], let ys = y[key], !xs.isEmpty else { return nil }
        return (xs, ys)
    }
}
