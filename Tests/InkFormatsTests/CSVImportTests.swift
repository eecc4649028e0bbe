import Foundation
import InkFormats
import InkIO
import InkModel
import Testing

/// CSV import with a column map: units, header, touches by id or by pressure, one-line errors.
@Suite("CSV import with a column map")
struct CSVImportTests {
    static let profile = DeviceProfile.ipadProPencil120

    private func read(_ text: String, _ columns: String) throws -> Trace {
        try CSVTraceReader.read(bytes: Array(text.utf8), file: "log.csv", columns: CSVColumnMap(parsing: columns), profile: Self.profile)
    }

    private func error(_ text: String, _ columns: String) -> String? {
        (#expect(throws: TraceFileError.self) { try read(text, columns) })?.description
    }

    @Test("ms and mm with a header: values converted exactly, pen-up from pressure 0")
    func unitsAndPressure() throws {
        let text = "time_ms,x_mm,y_mm,p\n0,10,20,0.5\n8,11,20,0.6\n16,12,21,0\n24,30,30,0\n32,31,30,0.2\n40,32,30,0.3\n"
        let trace = try read(text, "t:ms,x:mm,y:mm,pressure")
        #expect(trace.header.sourceKind == .csv && trace.header.source == "log.csv")
        #expect(trace.touchIDs == [1, 2])
        #expect(trace.samples.map(\.phase) == [.began, .ended, .began, .ended])
        #expect(trace.samples.map(\.timestamp) == [0, 0.008, 0.032, 0.04])
        #expect(trace.samples[0].location == Point(x: 10 * Self.profile.pointsPerMM, y: 20 * Self.profile.pointsPerMM))
        #expect(trace.samples.map(\.force) == [0.5, 0.6, 0.2, 0.3])
        #expect(trace.samples.allSatisfy { $0.type == .stylus && $0.maximumPossibleForce == 1 })
    }

    @Test("an id column: interleaved fingers are separate touches; px, seconds, raw pressure, skipped and extra columns")
    func idColumn() throws {
        let text = "0.000;a;100;200;512;x;extra\n0.004;b;300;200;256;x\n0.008;a;102;200;512;x\n0.012;b;302;200;256;x\n0.016;a;104;200;0;x\n0.020;a;110;210;100;x\n"
        let trace = try read(text, "t:s,id,x:px,y:px,pressure:1024,-")
        #expect(trace.touchIDs == [1, 2, 3])
        #expect(trace.samples.filter { $0.touchID == 1 }.map(\.location.x) == [100, 102].map { $0 / Self.profile.pixelScale })
        #expect(trace.samples.filter { $0.touchID == 2 }.map(\.phase) == [.began, .ended])
        #expect(trace.samples.filter { $0.touchID == 3 }.map(\.phase) == [.ended], "a one-row touch ends where it begins")
        #expect(trace.samples[0].force == 0.5)
    }

    @Test("no pressure and no id: the whole file is one touch, in points")
    func oneTouch() throws {
        let trace = try read("1,2,3\n2,4,5\n3,6,7\n", "t,x,y")
        #expect(trace.touchIDs == [1])
        #expect(trace.samples.map(\.location) == [Point(x: 2, y: 3), Point(x: 4, y: 5), Point(x: 6, y: 7)])
        #expect(trace.samples.allSatisfy { $0.force == nil })
    }

    @Test("bad maps and rows are one line naming --columns or the row's line")
    func errors() throws {
        #expect(throws: TraceFileError.self) { try CSVColumnMap(parsing: "t,x") }
        #expect((try? CSVColumnMap(parsing: "t:min,x,y")) == nil)
        #expect(error("", "t,x,y,x") == "--columns t,x,y,x: column x is named twice")
        #expect(error("0,1,2\n", "t,x:inch,y") == "--columns t,x:inch,y: unknown position unit \"inch\" (known: pt, mm, px)")
        #expect(error("t,x,y\n0,1,2\n1,a,2\n", "t,x,y") == "log.csv:3: x \"a\" is not a number")
        #expect(error("0,1,2\n1,2\n", "t,x,y") == "log.csv:2: 2 fields, but the column map names 3")
        #expect(error("1,1,2\n0,2,2\n", "t,x,y") == "log.csv:2: timestamp 0.0 s goes backwards (previous row 1.0 s)")
        #expect(error("0,1,2,2\n", "t,x,y,pressure")?.hasPrefix("log.csv:1: pressure outside 0…full pressure") == true)
        #expect(error("0,1,2,0\n", "t,x,y,pressure") == "log.csv: no pen-down rows (every pressure is 0, or no rows)")
        #expect(error("0,1e300,2\n", "t,x,y")?.hasPrefix("log.csv:1: ") == true)
    }
}
