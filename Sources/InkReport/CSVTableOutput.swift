import InkIO

/// One CSV table being written row by row: rows collect in a buffer that is handed to the
/// output (usually an `AtomicFileWriter`) whenever it passes `chunkSize` bytes, so a table of
/// millions of rows needs only the buffer in memory. A reference type because it owns the buffer
/// its output is fed from.
final class CSVTableOutput {
    /// Bytes buffered before a write to the output.
    static let chunkSize = 1 << 20
    let output: any ByteOutput
    private var buffer: [UInt8] = []

    /// A table on `output`, starting with the `header` line (without its line end).
    init(output: any ByteOutput, header: String) throws(ReportError) {
        self.output = output
        buffer.reserveCapacity(Self.chunkSize + 4096)
        try append(row: header)
    }

    /// Appends one row (without its line end).
    func append(row: String) throws(ReportError) {
        buffer.append(contentsOf: row.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= Self.chunkSize { try flush() }
    }

    /// Appends whole rows as bytes (each ending in its line end), e.g. copied from another table.
    func append(rows bytes: ArraySlice<UInt8>) throws(ReportError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.chunkSize { try flush() }
    }

    /// Hands the buffered rows to the output.
    func flush() throws(ReportError) {
        guard !buffer.isEmpty else { return }
        do throws(FileWriteError) {
            try output.write(buffer)
        } catch {
            throw ReportError(error.description)
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
