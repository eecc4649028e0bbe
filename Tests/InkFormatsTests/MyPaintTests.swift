import Foundation
import InkFormats
import InkIO
import InkModel
import InkTestSupport
import Testing

@Suite("MyPaint .dat import")
struct MyPaintTests {
    @Test("painting30sec.dat: 30 strokes of 2,253 pen-down events", .needsRecordings("mypaint/painting30sec.dat"))
    func painting() throws {
        let path = SharedRecordings.path("mypaint/painting30sec.dat")
        let trace = try TraceFormatRegistry.builtIn.read(path: path)
        #expect(trace.header.sourceKind == .mypaint && trace.header.profile == .wacomLinux60)
        #expect(trace.touchIDs == Array(1...30))
        #expect(trace.samples.count == 2_253)
        #expect(trace.firstProblem() == nil)
        for touch in trace.touchIDs {
            let stroke = trace.samples.filter { $0.touchID == touch }
            #expect(stroke.first?.phase == .began && stroke.last?.phase == .ended)
        }
        #expect(trace.samples.allSatisfy { ($0.force ?? 0) > 0 && ($0.force ?? 2) <= 1 && $0.maximumPossibleForce == 1 })
    }

    @Test("hovering events split strokes; the last stroke ends at the end of the file")
    func strokes() throws {
        let text = "0 1 2 0\n0.008 3 4 0.5\n0.016 5 6 0.25\n\n0.024 7 8 0\n0.032 9 10 0.125\n"
        let trace = try MyPaintReader.read(bytes: Array(text.utf8), file: "p.dat")
        #expect(trace.samples == [
            TouchSample(touchID: 1, timestamp: 0.008, location: Point(x: 3, y: 4), force: 0.5, maximumPossibleForce: 1, type: .stylus, phase: .began),
            TouchSample(touchID: 1, timestamp: 0.016, location: Point(x: 5, y: 6), force: 0.25, maximumPossibleForce: 1, type: .stylus, phase: .ended),
            TouchSample(touchID: 2, timestamp: 0.032, location: Point(x: 9, y: 10), force: 0.125, maximumPossibleForce: 1, type: .stylus, phase: .ended),
        ])
    }

    @Test("bad MyPaint input names the line")
    func errors() {
        func error(_ text: String) -> TraceFileError? {
            #expect(throws: TraceFileError.self) { try MyPaintReader.read(bytes: Array(text.utf8), file: "p.dat") }
        }
        #expect(error("0 1 2 0.5\n0.1 1 2\n")?.description == "p.dat:2: expected 4 numbers `time_s x y pressure`, found 3 fields")
        #expect(error("0 1 2 0.5\n0.1 1 nan 0.5\n")?.description == "p.dat:2: y nan is not a finite number")
        #expect(error("0 1 2 0.5\n0.1 1 1e999 0.5\n")?.description == "p.dat:2: y 1e999 is not a finite number")
        #expect(error("0.2 1 2 0.5\n0.1 1 2 0.5\n")?.description == "p.dat:2: timestamp 0.1 s goes backwards (previous 0.2 s)")
        #expect(error("0 1 2 0\n0.1 1 2 0\n")?.description == "p.dat: no pen-down events (every pressure is 0)")
        #expect(error("")?.description == "p.dat: empty file")
        #expect(error("{\"format\":\"inktrace\"}\n")?.description
            == "p.dat:1: expected 4 numbers `time_s x y pressure`, found 1 fields (not a MyPaint .dat file? wrong format for the extension?)")
    }
}
