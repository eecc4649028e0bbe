import InkIO
import InkModel

/// Reads one kind of record — samples, property updates or ground-truth points — from a native
/// `.inktrace` file in file order, with its own open file and constant memory: three cursors
/// read a streamed trace's three kinds side by side. Each record equals the one
/// `NativeTraceReader.readTrace()` stores at the same position of `trace.samples`,
/// `trace.updates` or `trace.groundTruth`.
///
/// Meant for a file that passed a `NativeTraceScan` (open cursors with its `samples()`,
/// `updates()` and `groundTruth()`): lines of other kinds are skipped by their first bytes
/// (`{"k":"u"`, as the writer starts them) without being parsed, so the cross-record rules are
/// not checked again. Records of its own kind are parsed in full; a syntax error, or — for a
/// cursor opened from a scan — a header or number of records differing from the scan's, throws a
/// one-line `TraceFileError` (the file changed underneath). A reference type because it owns an
/// open file.
package final class NativeRecordCursor<Record> {
    /// The file as named when opening.
    package var file: String { lines.path }
    /// The header from line 1.
    package let header: TraceHeader
    /// The 1-based line of the record `next()` returned last (1 before the first).
    package private(set) var lineNumber = 1
    /// Records returned so far.
    package private(set) var count = 0
    private let lines: LineSource
    private let kind: NativeRecordKind
    /// The kind's tag byte, e.g. `s`.
    private let tag: UInt8
    /// The kind's records in messages, e.g. "samples".
    private let kindName: String
    private let expectedCount: Int?
    private let make: (NativeRecordFields) throws(JSONScanError) -> Record
    private var isFinished = false

    init(
        source: NativeTraceSource, limits: InputLimits, kind: NativeRecordKind, kindName: String,
        expecting: (header: TraceHeader, count: Int)?, make: @escaping (NativeRecordFields) throws(JSONScanError) -> Record
    ) throws(TraceFileError) {
        lines = try source.lines(limits: limits)
        header = try NativeTraceReader.readHeader(from: lines)
        self.kind = kind
        tag = kind.tag.withUTF8Buffer { $0[0] }
        self.kindName = kindName
        expectedCount = expecting?.count
        self.make = make
        if let expected = expecting?.header, expected != header {
            throw TraceFileError(file: source.file, line: 1, message: "the file changed since it was scanned: its header differs")
        }
    }

    /// The next record of the cursor's kind, or nil at the end of the file.
    package func next() throws(TraceFileError) -> Record? {
        while !isFinished {
            let number = lines.lineNumber + 1
            let outcome = try lines.withNextLine { line, isUnterminated throws(TraceFileError) -> Record? in
                guard mayBeOwnKind(line) else { return nil }
                do throws(JSONScanError) {
                    let fields = try NativeRecordScanner.scan(line)
                    return fields.kind == kind ? try make(fields) : nil
                } catch {
                    throw NativeTraceReader.fileError(error, file: file, line: number, isLastLine: isUnterminated)
                }
            }
            guard let outcome else {
                isFinished = true
                if let expectedCount, count != expectedCount {
                    throw changed("it now holds \(count) \(kindName), not the \(expectedCount) the scan found", line: nil)
                }
                return nil
            }
            guard let record = outcome else { continue }
            count += 1
            lineNumber = number
            if let expectedCount, count > expectedCount {
                throw changed("it now holds more than the \(expectedCount) \(kindName) the scan found", line: number)
            }
            return record
        }
        return nil
    }

    /// False for a blank line and for a line the writer started as a record of another kind.
    private func mayBeOwnKind(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard line.count >= 8, line[0] == UInt8(ascii: "{"), line[1] == UInt8(ascii: "\""), line[2] == UInt8(ascii: "k"),
              line[3] == UInt8(ascii: "\""), line[4] == UInt8(ascii: ":"), line[5] == UInt8(ascii: "\""),
              line[7] == UInt8(ascii: "\"") else {
            return !NativeTraceReader.isBlank(line)
        }
        switch line[6] {
        case tag: return true
        case UInt8(ascii: "s"), UInt8(ascii: "u"), UInt8(ascii: "g"), UInt8(ascii: "c"), UInt8(ascii: "p"): return false
        default: return true
        }
    }

    private func changed(_ detail: String, line: Int?) -> TraceFileError {
        TraceFileError(file: file, line: line, message: "the file changed since it was scanned: \(detail)")
    }
}

/// What a `NativeRecordCursor` needs to know of the record kind it reads: the kind's tag, its
/// name in messages and how its fields become a record. Only InkFormats makes one.
public struct NativeCursorKind<Record> {
    let kind: NativeRecordKind
    let name: String
    let make: (NativeRecordFields) throws(JSONScanError) -> Record
}

/// A record a `NativeRecordCursor` can read: samples, property updates and ground-truth points.
public protocol NativeCursorRecord {
    /// How a cursor finds and reads records of this kind.
    static var nativeCursorKind: NativeCursorKind<Self> { get }
}

extension TouchSample: NativeCursorRecord {
    public static var nativeCursorKind: NativeCursorKind<TouchSample> {
        NativeCursorKind(kind: .sample, name: "samples") { fields throws(JSONScanError) in try fields.touchSample() }
    }
}

extension PropertyUpdate: NativeCursorRecord {
    public static var nativeCursorKind: NativeCursorKind<PropertyUpdate> {
        NativeCursorKind(kind: .update, name: "property updates") { fields throws(JSONScanError) in try fields.propertyUpdate() }
    }
}

extension GroundTruthPoint: NativeCursorRecord {
    public static var nativeCursorKind: NativeCursorKind<GroundTruthPoint> {
        NativeCursorKind(kind: .groundTruth, name: "ground-truth points") { fields throws(JSONScanError) in fields.groundTruthPoint() }
    }
}

extension NativeRecordCursor where Record: NativeCursorRecord {
    /// A cursor over the records of its kind in the native trace at `path`.
    package convenience init(path: String, limits: InputLimits = .current) throws(TraceFileError) {
        try self.init(source: .path(path), limits: limits, expecting: nil)
    }

    /// A cursor over the records of its kind in a native trace held in memory; `file` names it
    /// in messages.
    package convenience init(bytes: [UInt8], file: String, limits: InputLimits = .current) throws(TraceFileError) {
        try self.init(source: .bytes(bytes, name: file), limits: limits, expecting: nil)
    }

    convenience init(source: NativeTraceSource, limits: InputLimits, expecting: (header: TraceHeader, count: Int)?) throws(TraceFileError) {
        let kind = Record.nativeCursorKind
        try self.init(source: source, limits: limits, kind: kind.kind, kindName: kind.name, expecting: expecting, make: kind.make)
    }
}
