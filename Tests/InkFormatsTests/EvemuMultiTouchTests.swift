import Foundation
import InkModel
import Testing
import InkFormats

/// Multi-touch evemu (protocol B): a hand-written two-finger touchscreen recording whose
/// contacts, counts and positions are known exactly.
@Suite("evemu multi-touch import")
struct EvemuMultiTouchTests {
    static let pointsPerMM = DeviceProfile.wacomLinux60.pointsPerMM

    @Test("two overlapping fingers and a third reusing slot 0: one direct touch per tracking ID, no jumps")
    func twoFingers() throws {
        let trace = try EvemuReader.read(bytes: Array(Self.recording.utf8), file: "two-fingers.events")
        #expect(trace.firstProblem() == nil)
        #expect(trace.touchIDs == [1, 2, 3])
        #expect(trace.samples(of: 1).count == 9)
        #expect(trace.samples(of: 2).count == 8)
        #expect(trace.samples(of: 3).count == 3)
        #expect(trace.samples.allSatisfy { $0.type == .direct })
        #expect(trace.samples(of: 1).map(\.phase) == [.began] + Array(repeating: .moved, count: 7) + [.ended])
        let second = trace.samples(of: 2)
        #expect(second.first!.timestamp == 0.024 && trace.samples(of: 1).last!.timestamp == 0.064, "the fingers overlap in time")
        for touch in trace.touchIDs {
            let samples = trace.samples(of: touch)
            for (a, b) in zip(samples, samples.dropFirst()) {
                #expect(hypot(b.location.x - a.location.x, b.location.y - a.location.y) <= 2 * Self.pointsPerMM + 1e-9, "touch \(touch) moves 2 mm a report at most")
            }
        }
        let first = trace.samples[0]
        #expect(first.location == Point(x: 600.0 / 12 * Self.pointsPerMM, y: 600.0 / 12 * Self.pointsPerMM))
        #expect(first.force == 100.0 / 255 && first.maximumPossibleForce == 1)
        #expect(first.majorRadius == 24.0 / 2 / 12 * Self.pointsPerMM)
        #expect(second.first!.location == Point(x: 2400.0 / 12 * Self.pointsPerMM, y: 1400.0 / 12 * Self.pointsPerMM))
        let third = trace.samples(of: 3)
        #expect(third.map(\.location.y) == [600, 624, 624].map { $0 / 12 * Self.pointsPerMM }, "slot 0 keeps its last Y across contacts")
        #expect(third.first!.location.x == 1500.0 / 12 * Self.pointsPerMM)
    }

    @Test("a pen contact (ABS_MT_TOOL_TYPE = MT_TOOL_PEN or BTN_TOOL_PEN down) is a stylus")
    func penContact() throws {
        let pen = Self.recording.replacingOccurrences(of: "E: 0.000000 0003 0039 16\n", with: "E: 0.000000 0003 0039 16\nE: 0.000000 0003 0037 1\n")
        let trace = try EvemuReader.read(bytes: Array(pen.utf8), file: "pen.events")
        #expect(trace.samples(of: 1).allSatisfy { $0.type == .stylus })
        #expect(trace.samples(of: 2).allSatisfy { $0.type == .direct })
    }

    @Test("axes without resolution: refused naming --points-per-mm, read with it like the described resolution")
    func unitsPerMM() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bare = Self.recording
            .replacingOccurrences(of: "A: 35 0 3000 0 0 12", with: "A: 35 0 3000 0 0 0")
            .replacingOccurrences(of: "A: 36 0 2000 0 0 12", with: "A: 36 0 2000 0 0 0")
        let path = try folder.write(bare, to: "bare.events")
        let error = #expect(throws: TraceFileError.self) { try TraceReader.read(path: path) }
        #expect(error?.description.contains("ABS_MT_POSITION_X has no resolution") == true)
        #expect(error?.description.contains("pass --points-per-mm N") == true)
        let read = try TraceReader.read(path: path, settings: TraceReadSettings(unitsPerMM: 12))
        let described = try EvemuReader.read(bytes: Array(Self.recording.utf8), file: "two-fingers.events")
        #expect(read.samples == described.samples)
        let zero = #expect(throws: TraceFileError.self) { try TraceReader.read(path: path, settings: TraceReadSettings(unitsPerMM: 0)) }
        #expect(zero?.description == "\(path): --points-per-mm 0 is outside the supported 0.01…1000 pt/mm")
    }

    @Test("protocol A, an out-of-range slot and a position outside its range are one-line errors with the line")
    func errors() throws {
        func error(_ text: String) -> String? {
            (#expect(throws: TraceFileError.self) { try EvemuReader.read(bytes: Array(text.utf8), file: "t.events") })?.description
        }
        #expect(error(Self.recording.replacingOccurrences(of: "E: 0.000000 0000 0000 0\n", with: "E: 0.000000 0000 0002 0\n"))
            == "t.events:21: multi-touch protocol A (SYN_MT_REPORT) is not supported; only protocol B (slots and tracking IDs)")
        #expect(error(Self.recording.replacingOccurrences(of: "E: 0.024000 0003 002f 1\n", with: "E: 0.024000 0003 002f 99\n"))
            == "t.events:29: slot 99 is outside 0…63 (the limit of 64 simultaneous touches)")
        #expect(error(Self.recording.replacingOccurrences(of: "E: 0.008000 0003 0035 624\n", with: "E: 0.008000 0003 0035 3001\n"))
            == "t.events:22: ABS_MT_POSITION_X value 3001 lies outside the described range 0…3000")
    }

    /// Two fingers (slots 0 and 1) overlapping from 24 ms to 64 ms, moving 2 mm per 8 ms report,
    /// then a third contact in slot 0; single-touch ABS_X emulation interleaved as kernels send it.
    static let recording = """
        # EVEMU 1.3
        # A hand-written two-finger touchscreen recording (multi-touch protocol B).
        N: Hand Touchscreen
        I: 0018 04f3 2a1c 0100
        P: 02 00 00 00 00 00 00 00
        A: 00 0 3000 0 0 12
        A: 01 0 2000 0 0 12
        A: 2f 0 9 0 0 0
        A: 30 0 255 0 0 12
        A: 35 0 3000 0 0 12
        A: 36 0 2000 0 0 12
        A: 39 0 65535 0 0 0
        A: 3a 0 255 0 0 0
        E: 0.000000 0003 0039 16
        E: 0.000000 0003 0035 600
        E: 0.000000 0003 0036 600
        E: 0.000000 0003 003a 100
        E: 0.000000 0003 0030 24
        E: 0.000000 0001 014a 1
        E: 0.000000 0003 0000 600
        E: 0.000000 0000 0000 0
        E: 0.008000 0003 0035 624
        E: 0.008000 0003 0000 624
        E: 0.008000 0000 0000 0
        E: 0.016000 0003 0035 648
        E: 0.016000 0003 0000 648
        E: 0.016000 0000 0000 0
        E: 0.024000 0003 0035 672
        E: 0.024000 0003 002f 1
        E: 0.024000 0003 0039 17
        E: 0.024000 0003 0035 2400
        E: 0.024000 0003 0036 1400
        E: 0.024000 0003 003a 120
        E: 0.024000 0003 0030 30
        E: 0.024000 0003 0000 672
        E: 0.024000 0000 0000 0
        E: 0.032000 0003 002f 0
        E: 0.032000 0003 0035 696
        E: 0.032000 0003 002f 1
        E: 0.032000 0003 0035 2376
        E: 0.032000 0003 0000 696
        E: 0.032000 0000 0000 0
        E: 0.040000 0003 002f 0
        E: 0.040000 0003 0035 720
        E: 0.040000 0003 002f 1
        E: 0.040000 0003 0035 2352
        E: 0.040000 0003 0000 720
        E: 0.040000 0000 0000 0
        E: 0.048000 0003 002f 0
        E: 0.048000 0003 0035 744
        E: 0.048000 0003 002f 1
        E: 0.048000 0003 0035 2328
        E: 0.048000 0003 0000 744
        E: 0.048000 0000 0000 0
        E: 0.056000 0003 002f 0
        E: 0.056000 0003 0035 768
        E: 0.056000 0003 002f 1
        E: 0.056000 0003 0035 2304
        E: 0.056000 0003 0000 768
        E: 0.056000 0000 0000 0
        E: 0.064000 0003 002f 0
        E: 0.064000 0003 0039 -1
        E: 0.064000 0003 002f 1
        E: 0.064000 0003 0035 2280
        E: 0.064000 0000 0000 0
        E: 0.072000 0003 0035 2256
        E: 0.072000 0003 002f 0
        E: 0.072000 0003 0039 18
        E: 0.072000 0003 0035 1500
        E: 0.072000 0000 0000 0
        E: 0.080000 0003 002f 1
        E: 0.080000 0003 0039 -1
        E: 0.080000 0003 002f 0
        E: 0.080000 0003 0036 624
        E: 0.080000 0000 0000 0
        E: 0.088000 0003 0039 -1
        E: 0.088000 0001 014a 0
        E: 0.088000 0000 0000 0
        """
}

private extension Trace {
    /// The samples of touch `touchID`, in order.
    func samples(of touchID: Int) -> [TouchSample] { samples.filter { $0.touchID == touchID } }
}
