import Foundation
import InkFormats

/// Two numeric columns of one of the report's data tables (`data/*.csv`), read row by row as
/// often as a chart needs (each reading gives the same rows in the same order), so what a chart
/// keeps is what it draws, not the table: per row its run (trace, configuration, run), `x` from
/// one column and `y` the sum of one or more columns (e.g. handler + render cost), nil when a y
/// cell is empty or not a number (a sample never shown, a frame without a tip gap) or the sum is
/// NaN. Rows whose x is empty or not a number are not given. Units are the columns'. Only the
/// runs in `keeping` are given when it is set (the charts plot one run per configuration).
struct RunSeriesTable {
    private enum Source {
        case text(String)
        case file(path: String, size: Int, limits: InputLimits)
    }

    private let source: Source
    private let xName: String
    private let yNames: [String]
    private let keeping: Set<RunKey>?

    /// The rows of the CSV text `csv`; none when a named column is missing.
    init(_ csv: String, x xName: String, y yNames: [String], keeping: Set<RunKey>? = nil) {
        source = .text(csv)
        self.xName = xName
        self.yNames = yNames
        self.keeping = keeping
    }

    /// The rows of the CSV file at `path`, read a megabyte of whole lines at a time (each piece
    /// parsed under the file's header line); nil when the file cannot be opened. A quoted field
    /// holding a line break would be cut at a piece boundary: `RunDataTables` writes none in the
    /// numeric columns read here. The table is streamed, so the whole-file limit does not apply
    /// (a run's own tables outgrow it on traces of many hours); instead only a regular file is
    /// read (a table replaced by /dev/zero or a pipe is refused in one line), and only up to the
    /// size it had when opened here (a growing file ends there, in every reading). A line longer
    /// than `limits.maxLineBytes` is refused in one line.
    init?(path: String, x xName: String, y yNames: [String], keeping: Set<RunKey>? = nil, limits: InputLimits = .current) throws {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let file = try Self.open(path, limits: limits)
        close(file.descriptor)
        source = .file(path: path, size: file.size, limits: limits)
        self.xName = xName
        self.yNames = yNames
        self.keeping = keeping
    }

    /// The table at `path` opened without blocking (a FIFO put in its place does not hang the
    /// charts); a file that is not regular is refused in one line.
    private static func open(_ path: String, limits: InputLimits) throws -> ReadableFile {
        let file: ReadableFile
        do {
            file = try ReadableFile(path: path, limits: limits)
        } catch {
            throw ReportError(error.description)
        }
        guard file.isRegular else {
            close(file.descriptor)
            throw ReportError("\(path): not a regular file (a data table is read from a file the run wrote)")
        }
        return file
    }

    /// Calls `row` with the run, x and y of every row given, in table order.
    func forEachRow(_ row: (RunKey, Double, Double?) -> Void) throws {
        switch source {
        case .text(let csv):
            add(CSVTable(csv), row)
        case .file(let path, let size, let limits):
            let file = try Self.open(path, limits: limits)
            defer { close(file.descriptor) }
            var header: String?
            var pending: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            var left = size
            while left > 0 {
                let got = (try? file.read(into: &chunk, at: 0, count: min(chunk.count, left))) ?? 0
                guard got > 0 else { break }
                left -= got
                pending.append(contentsOf: chunk[..<got])
                guard let lastLineEnd = pending.lastIndex(of: UInt8(ascii: "\n")) else {
                    if pending.count > limits.maxLineBytes { throw ReportError("\(path): a line is longer than \(limits.exceeded(.lineBytes))") }
                    continue
                }
                consume(pending[...lastLineEnd], header: &header, row)
                pending.removeFirst(lastLineEnd + 1)
                if pending.count > limits.maxLineBytes { throw ReportError("\(path): a line is longer than \(limits.exceeded(.lineBytes))") }
            }
            if !pending.isEmpty { consume(pending[...], header: &header, row) }
        }
    }

    /// Parses whole lines `bytes`; the first line of the file becomes `header`. ASCII text under
    /// a header without quotes — what `RunDataTables` writes — is read byte by byte
    /// (`CSVSeriesScanner`); anything else through `CSVTable`, with the same result.
    private func consume(_ bytes: ArraySlice<UInt8>, header: inout String?, _ row: (RunKey, Double, Double?) -> Void) {
        guard CSVSeriesScanner.ascii(bytes) else { return consumeText(bytes, header: &header, row) }
        var rows = bytes
        if header == nil {
            let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            header = String(decoding: bytes[..<end], as: UTF8.self)
            rows = end == bytes.endIndex ? bytes[end...] : bytes[(end + 1)...]
        }
        guard let header else { return }
        guard !header.utf8.contains(UInt8(ascii: "\"")) else { return add(CSVTable(header + "\n" + String(decoding: rows, as: UTF8.self)), row) }
        add(CSVTable(header + "\n").columns, rows: rows, row)
    }

    /// `consume` through `CSVTable`.
    private func consumeText(_ bytes: ArraySlice<UInt8>, header: inout String?, _ row: (RunKey, Double, Double?) -> Void) {
        var text = String(decoding: bytes, as: UTF8.self)
        if header == nil {
            let end = text.firstIndex(of: "\n") ?? text.endIndex
            header = String(text[..<end])
            text = end == text.endIndex ? "" : String(text[text.index(after: end)...])
        }
        guard let header else { return }
        add(CSVTable(header + "\n" + text), row)
    }

    /// The rows of `bytes` (ASCII, no header line) under a header of `columns`, as `add(_:_:)`
    /// reads a `CSVTable`; a run's key is parsed once per stretch of rows of the same run.
    private func add(_ columns: [String], rows bytes: ArraySlice<UInt8>, _ row: (RunKey, Double, Double?) -> Void) {
        let column = { (name: String) in columns.firstIndex(of: name) }
        guard let xColumn = column(xName), let traceColumn = column("trace"), let configurationColumn = column("configuration"),
              let runColumn = column("run")
        else { return }
        let yColumns = yNames.compactMap(column)
        guard yColumns.count == yNames.count else { return }
        let scanner = CSVSeriesScanner(width: columns.count, columns: [xColumn, traceColumn, configurationColumn, runColumn] + yColumns)
        var previous: (trace: ArraySlice<UInt8>, configuration: ArraySlice<UInt8>, run: ArraySlice<UInt8>, key: RunKey?)?
        let number = { (bytes: ArraySlice<UInt8>) in Double(wholeToken: String(decoding: bytes, as: UTF8.self)) }
        scanner.scan(bytes) { field in
            let trace = field(traceColumn), configuration = field(configurationColumn), run = field(runColumn)
            if previous == nil || previous?.trace != trace || previous?.configuration != configuration || previous?.run != run {
                let key = Int(String(decoding: run, as: UTF8.self)).flatMap { runNumber in
                    let key = RunKey(
                        trace: RunDataTables.text(ofField: String(decoding: trace, as: UTF8.self)),
                        configuration: RunDataTables.text(ofField: String(decoding: configuration, as: UTF8.self)), run: runNumber
                    )
                    return keeping?.contains(key) ?? true ? key : nil
                }
                previous = (trace, configuration, run, key)
            }
            guard let key = previous?.key, let xValue = number(field(xColumn)) else { return }
            row(key, xValue, Self.sum(of: yColumns) { number(field($0)) })
        }
    }

    private func add(_ table: CSVTable, _ row: (RunKey, Double, Double?) -> Void) {
        guard let xColumn = table.column(xName) else { return }
        let yColumns = yNames.compactMap(table.column)
        guard yColumns.count == yNames.count else { return }
        for cells in table.rows {
            guard let key = RunKey(cells, in: table), keeping?.contains(key) ?? true, let xValue = Double(wholeToken: cells[xColumn]) else { continue }
            row(key, xValue, Self.sum(of: yColumns) { Double(wholeToken: cells[$0]) })
        }
    }

    /// The sum of the values of `columns` (`value` of each, in order), nil when one is missing
    /// or the sum is NaN.
    private static func sum(of columns: [Int], _ value: (Int) -> Double?) -> Double? {
        var sum = 0.0
        for column in columns {
            guard let value = value(column) else { return nil }
            sum += value
        }
        return sum.isNaN ? nil : sum
    }
}
