import Foundation

/// The per-sample lags of `data/samples.csv` (columns trace, configuration, run, sample, touch,
/// time_s, lag_s), seconds, with the sample times (seconds, in sample order), grouped by trace,
/// configuration and run; samples never shown (empty `lag_s`) and rows with quoted fields are
/// left out. Only the runs in `wanted` are kept when it is given (the charts plot one run per
/// configuration), so memory grows with the samples of those runs alone.
struct LagTable {
    struct Key: Hashable {
        var trace: String
        var configuration: String
        var run: Int
    }

    var values: [Key: [Double]] = [:]
    var times: [Key: [Double]] = [:]
    private let wanted: Set<Key>?

    /// The table of the CSV text `csv`.
    init(_ csv: String, keeping wanted: Set<Key>? = nil) {
        self.wanted = wanted
        for line in csv.split(separator: "\n").dropFirst() { add(line) }
    }

    /// The table of the file at `path`, read in chunks; nil when it cannot be opened.
    init?(path: String, keeping wanted: Set<Key>? = nil) {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        self.wanted = wanted
        var pending: [UInt8] = []
        var isHeader = true
        while let chunk = try? file.read(upToCount: 1 << 20), !chunk.isEmpty {
            pending.append(contentsOf: chunk)
            var lineStart = 0
            while let newline = pending[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
                if !isHeader { add(Substring(decoding: pending[lineStart..<newline], as: UTF8.self)) }
                isHeader = false
                lineStart = newline + 1
            }
            pending.removeFirst(lineStart)
        }
        if !isHeader, !pending.isEmpty { add(Substring(decoding: pending, as: UTF8.self)) }
    }

    private mutating func add(_ line: Substring) {
        guard !line.contains("\"") else { return }
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count == 7, let run = Int(fields[2]), let time = Double(fields[5]), let lag = Double(fields[6]) else { return }
        let key = Key(trace: String(fields[0]), configuration: String(fields[1]), run: run)
        if let wanted, !wanted.contains(key) { return }
        values[key, default: []].append(lag)
        times[key, default: []].append(time)
    }
}
