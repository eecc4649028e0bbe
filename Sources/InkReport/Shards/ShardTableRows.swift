import Foundation

/// A shard's CSV table read front to back, a megabyte at a time, handing out the rows of one unit
/// after another: the rows of a unit start with its prefix (`RunDataTables.unitPrefix`: the
/// trace input and the item, each a CSV field followed by a comma) and end at the next line
/// break, and a shard wrote its units' rows in the order one machine writes them, so the merge
/// takes each unit's block from its shard's table in turn. A reference type: it owns the file.
final class ShardTableRows {
    /// The table's path, for messages.
    let path: String
    private let file: FileHandle?
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    /// Data rows handed out so far (after the header), for messages.
    private(set) var rowsRead = 0

    /// The table at `path`, whose first line must be `header`. A missing file is refused when
    /// `required`, else read as an empty table (a shard without rows of this kind: no
    /// configuration of its part predicts).
    init(path: String, header: String, required: Bool) throws(ReportError) {
        self.path = path
        guard FileManager.default.fileExists(atPath: path) else {
            if required { throw ReportError("\(path): missing (every shard writes it)") }
            file = nil
            atEnd = true
            return
        }
        guard let opened = FileHandle(forReadingAtPath: path) else { throw ReportError("\(path): cannot open the table") }
        file = opened
        var line = Array(header.utf8)
        line.append(UInt8(ascii: "\n"))
        guard try startsWith(line) else { throw ReportError("\(path): its first line is not the header \(header) (a table of another inkbench?)") }
        position += line.count
    }

    deinit { try? file?.close() }

    /// Whether the table exists.
    var exists: Bool { file != nil }

    /// Hands every row that starts with `prefix`, from here on, to `take` (each with its line
    /// end); returns how many there were.
    func takeRows(prefix: [UInt8], _ take: (ArraySlice<UInt8>) throws(ReportError) -> Void) throws(ReportError) -> Int {
        var rows = 0
        while try startsWith(prefix) {
            var end = position + prefix.count
            while true {
                if let newline = buffer[end...].firstIndex(of: UInt8(ascii: "\n")) {
                    end = newline + 1
                    break
                }
                let scanned = buffer.count - position
                guard try refill() else { throw ReportError("\(path): the last row has no line end (a truncated table)") }
                end = position + scanned
            }
            try take(buffer[position..<end])
            position = end
            rows += 1
            rowsRead += 1
        }
        return rows
    }

    /// Whether every row was handed out.
    func isFinished() throws(ReportError) -> Bool {
        if position < buffer.count { return false }
        return !(try refill())
    }

    /// Whether the unread bytes start with `bytes` (reading more as needed).
    private func startsWith(_ bytes: [UInt8]) throws(ReportError) -> Bool {
        while buffer.count - position < bytes.count {
            guard try refill() else { return false }
        }
        return buffer[position..<(position + bytes.count)].elementsEqual(bytes)
    }

    /// Drops what was handed out and appends the next chunk of the file; false at its end.
    private func refill() throws(ReportError) -> Bool {
        guard !atEnd, let file else { return false }
        if position > 0 {
            buffer.removeFirst(position)
            position = 0
        }
        let chunk: Data?
        do {
            chunk = try file.read(upToCount: 1 << 20)
        } catch {
            throw ReportError("\(path): cannot read the table (\(error.localizedDescription))")
        }
        guard let chunk, !chunk.isEmpty else {
            atEnd = true
            return false
        }
        buffer.append(contentsOf: chunk)
        return true
    }
}
