import InkIO
import InkModel

/// Reads a native `.inktrace` file (format: `NativeTraceRecord`, `NativeHeaderCoding`) in
/// chunks, one line at a time: the header on opening, then either record by record with
/// `next()` or everything at once with `readTrace()`.
///
/// `next()` checks each record on its own (syntax, keys, value types, finite numbers);
/// `readTrace()` also checks the rules that span records (`Trace.firstProblem()`: timestamps
/// within a touch, updates matching samples, callback ranges, …) and names the line of the
/// offending record. A reference type because it owns an open file. For traces too long to
/// hold, `NativeTraceScan` checks a file in one pass and `NativeRecordCursor`s read its records.
public final class NativeTraceReader {
    /// The path as given.
    public var file: String { lines.path }
    /// The header from line 1.
    public let header: TraceHeader
    /// The 1-based line of the record `next()` returned last (1 after reading the header).
    package var lineNumber: Int { lines.lineNumber }
    private let lines: LineSource
    private var hasReadRecords = false

    /// Opens `path` and reads its header; lines longer than `limits.maxLineBytes` are refused.
    public convenience init(path: String, limits: InputLimits = .current) throws(TraceFileError) {
        try self.init(lines: LineSource(path: path, limits: limits))
    }

    /// Reads a native trace held in memory; `file` names it in messages.
    public convenience init(bytes: [UInt8], file: String, limits: InputLimits = .current) throws(TraceFileError) {
        try self.init(lines: LineSource(bytes: bytes, path: file, limits: limits))
    }

    private init(lines: LineSource) throws(TraceFileError) {
        self.lines = lines
        header = try Self.readHeader(from: lines)
    }

    /// Reads and checks the header on line 1 of `lines` (also against their limits).
    static func readHeader(from lines: LineSource) throws(TraceFileError) -> TraceHeader {
        let path = lines.path
        if try lines.isEmpty() {
            throw TraceFileError(file: path, message: "empty file (expected an inktrace header on line 1)")
        }
        let header = try lines.withNextLine { line, _ throws(TraceFileError) in
            do throws(JSONScanError) {
                return try NativeHeaderCoding.decode(line)
            } catch {
                throw Self.fileError(error, file: path, line: 1, isLastLine: false)
            }
        }
        guard let header else {
            throw TraceFileError(file: path, message: "empty file (expected an inktrace header on line 1)")
        }
        if let problem = lines.limits.profileProblem(header.profile) {
            let field = header.profile.firstProblem()?.field.map { "header field profile.\($0.headerName)" } ?? "header"
            throw TraceFileError(file: path, line: 1, message: "\(field): \(problem)")
        }
        return header
    }

    /// The next record, or nil at the end of the file. Blank lines are skipped.
    public func next() throws(TraceFileError) -> NativeTraceRecord? {
        hasReadRecords = true
        while true {
            let path = lines.path
            let lineNumber = lines.lineNumber + 1
            let outcome = try lines.withNextLine { line, isUnterminated throws(TraceFileError) -> NativeTraceRecord? in
                if Self.isBlank(line) { return nil }
                do throws(JSONScanError) {
                    return try NativeRecordScanner.scan(line).record()
                } catch {
                    throw Self.fileError(error, file: path, line: lineNumber, isLastLine: isUnterminated)
                }
            }
            guard let outcome else { return nil }
            if let record = outcome { return record }
        }
    }

    /// Reads every record into a trace and validates it, also against the limits it was opened
    /// with (records, coordinates, simultaneous touches). Must be called before any `next()`.
    public func readTrace() throws(TraceFileError) -> Trace {
        precondition(!hasReadRecords, "readTrace() reads the whole file; call it before next()")
        var trace = Trace(header: header)
        var lineOfSample: [Int32] = []
        var lineOfUpdate: [Int32] = []
        var lineOfGroundTruth: [Int32] = []
        var lineOfCallback: [Int32] = []
        let limits = lines.limits
        var records = 0
        while let record = try next() {
            let line = Int32(truncatingIfNeeded: lines.lineNumber)
            records += 1
            if records > limits.maxRecords {
                throw TraceFileError(file: file, line: lines.lineNumber, message: "more records than \(limits.exceeded(.records))")
            }
            switch record {
            case .sample(let sample):
                trace.samples.append(sample)
                lineOfSample.append(line)
            case .update(let update):
                trace.updates.append(update)
                lineOfUpdate.append(line)
            case .groundTruth(let point):
                trace.groundTruth.append(point)
                lineOfGroundTruth.append(line)
            case .callback(let time, let samples, let updates):
                trace.callbacks.append(RecordedCallback(time: time, samples: samples, updates: updates))
                lineOfCallback.append(line)
            case .prediction(let prediction):
                guard !trace.callbacks.isEmpty else {
                    throw TraceFileError(file: file, line: lines.lineNumber, message: "prediction record before any callback record")
                }
                trace.callbacks[trace.callbacks.count - 1].predictions.append(prediction)
            }
        }
        if let problem = trace.firstProblem() ?? limits.firstProblem(in: trace) {
            let line: Int32? = switch problem.record {
            case .sample(let index): lineOfSample[index]
            case .update(let index): lineOfUpdate[index]
            case .groundTruth(let index): lineOfGroundTruth[index]
            case .callback(let index): lineOfCallback[index]
            case .trace: nil
            }
            throw TraceFileError(file: file, line: line.map(Int.init), message: problem.message)
        }
        return trace
    }

    /// Reads and validates the whole native trace at `path`.
    public static func readTrace(path: String, limits: InputLimits = .current) throws(TraceFileError) -> Trace {
        try NativeTraceReader(path: path, limits: limits).readTrace()
    }

    /// True for a line of nothing but spaces and tabs, which native files may hold and readers skip.
    static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// `error` on `line` of `file` as one line; a truncation on the file's unterminated last line
    /// is named as a truncated file.
    static func fileError(_ error: JSONScanError, file: String, line: Int, isLastLine: Bool) -> TraceFileError {
        var message = error.message
        if error.isTruncation && isLastLine {
            message = "truncated file: the last line ends in the middle of a record (\(message))"
        } else if error.offset >= 0 {
            message += " (column \(error.offset + 1))"
        }
        return TraceFileError(file: file, line: line, message: message)
    }
}
