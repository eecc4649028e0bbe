import Foundation
import InkFormats
import InkIO
import InkModel
import Testing

/// Each rule of docs/trace-format.md (errors) broken once in a native file: the error names the file, the line and
/// the problem in one line.
@Suite("Native inktrace errors")
struct NativeErrorTests {
    static let sample1 = #"{"k":"s","id":1,"t":0.2,"x":1,"y":2,"ty":"stylus","ph":"began","ui":5}"#
    static let sample2 = #"{"k":"s","id":1,"t":0.3,"x":1,"y":2,"ty":"stylus","ph":"moved"}"#

    /// The header line of a valid trace.
    static var header: String {
        let bytes = (try? NativeTraceWriter.encode(NativeTestTraces.sparse)) ?? []
        return String(String(decoding: bytes, as: UTF8.self).prefix { $0 != "\n" })
    }

    /// The error reading `text` as `trace.inktrace`.
    private func error(reading text: String) -> TraceFileError? {
        #expect(throws: TraceFileError.self) {
            try NativeTraceReader(bytes: Array(text.utf8), file: "trace.inktrace").readTrace()
        }
    }

    private func lines(_ records: String...) -> String {
        ([Self.header] + records).joined(separator: "\n") + "\n"
    }

    @Test("a malformed JSON line is named by its line number")
    func malformedLine() {
        let error = error(reading: lines(Self.sample1, #"{"k":"s" "id":1}"#))
        #expect(error?.line == 3)
        #expect(error?.description == #"trace.inktrace:3: expected ',' or '}' after the value of "k" (column 10)"#)
        #expect(self.error(reading: lines(#"{"k":"s","id":1,"t":{"a":1}}"#))?.description
            == #"trace.inktrace:2: field "t" must be a number (column 21)"#)
        #expect(self.error(reading: lines(#"{"k":"s","id":1,"zz":1}"#))?.description
            == #"trace.inktrace:2: unknown field "zz" (column 17)"#)
        #expect(self.error(reading: lines(#"{"k":"s","k":"s"}"#))?.description
            == #"trace.inktrace:2: field "k" appears twice (column 10)"#)
        #expect(self.error(reading: lines(Self.sample1 + " x"))?.description.hasPrefix("trace.inktrace:2: unexpected text after the record object") == true)
    }

    @Test("NaN, Infinity and numbers overflowing to infinity are rejected", arguments: [
        ("NaN", "trace.inktrace:2: not a finite number: NaN (JSON has no NaN or Infinity) (column 21)"),
        ("-Infinity", "trace.inktrace:2: not a finite number: -Infinity (JSON has no NaN or Infinity) (column 21)"),
        ("1e999", "trace.inktrace:2: number 1e999 overflows to infinity (only finite numbers are allowed) (column 21)"),
    ])
    func nonFinite(literal: String, expected: String) {
        let error = error(reading: lines(#"{"k":"s","id":1,"t":"# + literal + #","x":1,"y":2,"ty":"stylus","ph":"began"}"#))
        #expect(error?.description == expected)
    }

    @Test("a timestamp going backwards within a touch names the offending line")
    func backwardsTimestamp() {
        let earlier = #"{"k":"s","id":1,"t":0.1,"x":1,"y":2,"ty":"stylus","ph":"moved"}"#
        let otherTouch = #"{"k":"s","id":2,"t":0.05,"x":1,"y":2,"ty":"stylus","ph":"began"}"#
        let error = error(reading: lines(Self.sample1, otherTouch, earlier))
        #expect(error?.description == "trace.inktrace:4: timestamp 0.1 s goes backwards within touch 1 (previous 0.2 s)")
    }

    @Test("a newer format version is refused with the version this build reads")
    func unknownVersion() {
        let newer = Self.header.replacingOccurrences(of: "\"version\":1,", with: "\"version\":2,")
        let error = error(reading: newer + "\n" + Self.sample1 + "\n")
        #expect(error?.description == "trace.inktrace:1: unsupported inktrace version 2 (this build reads 1)")
        let missingProfileField = Self.header.replacingOccurrences(of: "\"displayHz\":60.0,", with: "")
        #expect(self.error(reading: missingProfileField + "\n")?.description == #"trace.inktrace:1: missing header profile field "displayHz""#)
    }

    @Test("a missing required field is named with the record kind")
    func missingField() {
        let error = error(reading: lines(#"{"k":"s","id":1,"x":1,"y":2,"ty":"stylus","ph":"began"}"#))
        #expect(error?.description == #"trace.inktrace:2: missing field "t" in a sample record"#)
        #expect(self.error(reading: lines(#"{"id":1}"#))?.description == #"trace.inktrace:2: missing field "k" (the record kind: s, u, g, c or p)"#)
        #expect(self.error(reading: lines(Self.sample1, #"{"k":"u","id":1,"ui":5,"at":0.3,"x":4}"#))?.description
            == #"trace.inktrace:3: an update needs both "x" and "y" or neither"#)
    }

    @Test("an update for no sample names the update's line")
    func updateForNoSample() {
        let error = error(reading: lines(Self.sample1, Self.sample2, #"{"k":"u","id":1,"ui":99,"at":0.3,"f":1}"#))
        #expect(error?.description == "trace.inktrace:4: update index 99 of touch 1 matches no sample")
    }

    @Test("an empty file, and a header without samples, are refused")
    func emptyFile() {
        #expect(error(reading: "")?.description == "trace.inktrace: empty file (expected an inktrace header on line 1)")
        #expect(error(reading: Self.header + "\n")?.description == "trace.inktrace: the trace has no samples")
    }

    @Test("a file cut off in the middle of its last record is reported as truncated")
    func truncatedFile() {
        let text = [Self.header, Self.sample1, String(Self.sample2.prefix(30))].joined(separator: "\n")
        let error = error(reading: text)
        #expect(error?.line == 3)
        #expect(error?.description.hasPrefix("trace.inktrace:3: truncated file: the last line ends in the middle of a record") == true)
    }

    @Test("an unknown record kind, touch type or phase is named")
    func unknownNames() {
        #expect(error(reading: lines(#"{"k":"z"}"#))?.description == #"trace.inktrace:2: unknown record kind "z" (expected s, u, g, c or p) (column 6)"#)
        #expect(error(reading: lines(Self.sample1.replacingOccurrences(of: "began", with: "hover")))?.description.hasPrefix(
            #"trace.inktrace:2: unknown touch phase "hover""#) == true)
        #expect(error(reading: lines(#"{"k":"p","id":1,"t":0.2,"x":1,"y":2,"ty":"stylus","ph":"moved"}"#))?.description
            == "trace.inktrace:2: prediction record before any callback record")
        #expect(error(reading: lines(Self.sample1, #"{"k":"c","t":0.2,"s":[0,2],"u":[0,0]}"#))?.description
            == "trace.inktrace:3: its samples do not continue where the previous callback's ended")
    }

    @Test("content of another format in a .inktrace file is reported as the wrong format")
    func wrongFormat() throws {
        #expect(error(reading: "[{\"touchIdentifier\":\"A\"}]\n")?.description
            == "trace.inktrace:1: line 1 starts a JSON array, not an inktrace header: wrong format for the extension (an Inkable file? name it .json or pass the format)")
        #expect(error(reading: "0.0 1.0 2.0 0.5\n")?.description
            == "trace.inktrace:1: line 1 is not an inktrace header (expected a JSON object with \"format\":\"inktrace\"): wrong format for the extension?")
        #expect(error(reading: "{\"format\":\"other\"}\n")?.description
            == "trace.inktrace:1: line 1 is not an inktrace header (no \"format\":\"inktrace\"): wrong format for the extension?")
    }

    @Test("reading through TraceReader names the path as given")
    func pathAsGiven() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(lines(Self.sample1, #"{"k":"s","id":1,"t":NaN}"#), to: "bad.inktrace")
        let error = #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.read(path: path) }
        #expect(error?.file == path)
        #expect(error?.description == "\(path):3: not a finite number: NaN (JSON has no NaN or Infinity) (column 21)")
        let missing = #expect(throws: TraceFileError.self) { try TraceFormatRegistry.builtIn.read(path: folder.file("absent.inktrace")) }
        #expect(missing?.description == "\(folder.file("absent.inktrace")): cannot open: No such file or directory")
    }
}
