import InkFormats
import InkFormatsInk
import InkModel
import Testing

/// Broken google/ink protobufs: each gives exactly one line naming the file, the increment
/// (record) and the field, never a crash or a partial trace.
@Suite("google/ink protobuf errors")
struct InkProtoErrorTests {
    typealias M = InkProtoTestMessages

    static func error(bytes: [UInt8], unitsPerMM: Double? = nil, limits: InputLimits = .defaults) -> String? {
        #expect(throws: TraceFileError.self) {
            try InkProtoReader.read(bytes: bytes, file: "s.binarypb", unitsPerMM: unitsPerMM, limits: limits)
        }?.description
    }

    static func error(_ increments: [Ink_Proto_IncrementalStrokeInputs.IncrementalStrokeInput], limits: InputLimits = .defaults) throws -> String? {
        error(bytes: try M.bytes(increments), limits: limits)
    }

    static let two = [M.Input(x: 0, y: 0, time: 0, pressure: 0.5), M.Input(x: 1, y: 0, time: 0.01, pressure: 0.5)]

    @Test("not a protobuf, empty, or some other message")
    func notTheMessage() throws {
        #expect(Self.error(bytes: []) == "s.binarypb: empty file (expected a google/ink IncrementalStrokeInputs protobuf)")
        #expect(Self.error(bytes: Array("[{\"x\": 1}]".utf8)) == "s.binarypb: truncated protobuf: the data ends inside a field (expected a google/ink IncrementalStrokeInputs protobuf)")
        let whole = try M.bytes([M.increment(real: M.batch(Self.two))])
        #expect(Self.error(bytes: Array(whole.dropLast(3))) == "s.binarypb: truncated protobuf: the data ends inside a field (expected a google/ink IncrementalStrokeInputs protobuf)")
        #expect(Self.error(bytes: [0x1F, 0x8B, 0x08, 0x00]) == "s.binarypb: gzip-compressed: decompress it first (gunzip), then read the plain IncrementalStrokeInputs protobuf")
        #expect(Self.error(bytes: [0x10, 0x01]) == "s.binarypb: fields that IncrementalStrokeInputs does not have: not a google/ink IncrementalStrokeInputs protobuf")
        #expect(Self.error(bytes: [0x0A, 0x00]) == "s.binarypb: no real inputs in any of the 1 increments")
        let none: [Ink_Proto_IncrementalStrokeInputs.IncrementalStrokeInput] = []
        #expect(try Self.error(none) == "s.binarypb: empty file (expected a google/ink IncrementalStrokeInputs protobuf)", "an empty message is an empty file")
        #expect(Self.error(bytes: [0x0A, 0x02, 0x0A, 0x00]).map { $0.hasPrefix("s.binarypb: no real inputs") } == true)
    }

    @Test("a batch's runs of different lengths, a non-finite scale, a value beyond float")
    func runs() throws {
        var short = M.batch(Self.two)
        short.pressure.deltas.removeLast()
        #expect(try Self.error([M.increment(real: M.batch(Self.two)), M.increment(predicted: short)])
            == "s.binarypb: record 2: predicted inputs: field pressure: 1 values for 2 positions (x_stroke_space)")
        var infinite = M.batch(Self.two)
        infinite.yStrokeSpace.scale = .infinity
        #expect(try Self.error([M.increment(real: infinite)]) == "s.binarypb: record 1: real inputs: field y_stroke_space: scale inf is not a finite number")
        var huge = M.batch(Self.two)
        huge.xStrokeSpace = M.run([1, Int32.max], scale: 3e38)
        #expect(try Self.error([M.increment(real: huge)])
            == "s.binarypb: record 1: real input 2: field x_stroke_space: the value does not fit a float (offset 0.0 + scale 3e+38 × 2147483648)")
    }

    @Test("values outside google/ink's ranges name the increment, the input and the field")
    func ranges() throws {
        let cases: [(M.Input, String)] = [
            (M.Input(x: 0, y: 0, time: 0.02, pressure: 1.5), "real input 2: field pressure: 1.5 is outside 0…1"),
        ]
        for (input, message) in cases {
            #expect(try Self.error([M.increment(real: M.batch([Self.two[0], input]))]) == "s.binarypb: record 1: \(message)")
        }
        let tilted = [M.Input(x: 0, y: 0, time: 0, tilt: 0.5), M.Input(x: 1, y: 0, time: 0.01, tilt: 1.8)]
        #expect(try Self.error([M.increment(real: M.batch(tilted))]) == "s.binarypb: record 1: real input 2: field tilt: \(Float(M.decoded(M.batch(tilted).tilt, at: 1))) rad is outside 0…π/2")
        let turned = [M.Input(x: 0, y: 0, time: 0, orientation: -0.5)]
        #expect(try Self.error([M.increment(real: M.batch(turned))]) == "s.binarypb: record 1: real input 1: field orientation: \(Float(M.decoded(M.batch(turned).orientation, at: 0))) rad is outside 0…2π")
        let early = [M.Input(x: 0, y: 0, time: -0.5)]
        #expect(try Self.error([M.increment(real: M.batch(early))]) == "s.binarypb: record 1: real input 1: field elapsed_time_seconds: -0.5 s is before the stroke began (negative)")
    }

    @Test("time going back within a batch and across increments; a repeated input across increments")
    func order() throws {
        let backwards = [M.Input(x: 0, y: 0, time: 0.02), M.Input(x: 1, y: 0, time: 0.01)]
        #expect(try Self.error([M.increment(real: M.batch(backwards))]) == "s.binarypb: record 1: real input 2: field elapsed_time_seconds: 0.01 s goes back from the previous input's 0.02 s")
        let later = M.batch([M.Input(x: 2, y: 0, time: 0.005)])
        #expect(try Self.error([M.increment(real: M.batch(Self.two.map { var input = $0; input.pressure = nil; return input })), M.increment(real: later)])
            == "s.binarypb: record 2: real input 1: field elapsed_time_seconds: 0.005 s goes back from the previous increment's 0.01 s")
        let repeated = M.batch([M.Input(x: 1, y: 0, time: 0.01, pressure: 0.5)])
        #expect(try Self.error([M.increment(real: M.batch(Self.two)), M.increment(real: repeated)])
            == "s.binarypb: record 2: real input 1 repeats the position and time of the previous increment's last input")
        #expect(try Self.error([M.increment(predicted: M.batch(Self.two)), M.increment(real: M.batch(Self.two))])
            == "s.binarypb: record 1: predicted inputs before the stroke's first real input")
    }

    @Test("batches disagreeing on tool type, unit length or channels")
    func disagreement() throws {
        let next = [M.Input(x: 2, y: 0, time: 0.02, pressure: 0.5)]
        #expect(try Self.error([M.increment(real: M.batch(Self.two)), M.increment(real: M.batch(next), predicted: M.batch(next, tool: .touch))])
            == "s.binarypb: record 2: predicted inputs: field tool_type: TOUCH differs from the STYLUS of increment 1")
        #expect(try Self.error([M.increment(real: M.batch(Self.two, unitLengthCM: 0.01)), M.increment(real: M.batch(next, unitLengthCM: 0.02))])
            == "s.binarypb: record 2: real inputs: field stroke_unit_length_in_centimeters: 0.02 differs from the 0.01 of increment 1")
        #expect(try Self.error([M.increment(real: M.batch(Self.two, unitLengthCM: -1))])
            == "s.binarypb: record 1: real inputs: field stroke_unit_length_in_centimeters: -1.0 is not a positive finite number")
        let bare = [M.Input(x: 2, y: 0, time: 0.02)]
        #expect(try Self.error([M.increment(real: M.batch(Self.two)), M.increment(real: M.batch(bare))])
            == "s.binarypb: record 2: real inputs: carry none, but those of increment 1 carry pressure")
    }

    @Test("records are counted from the wire format before anything is decoded: 2001 empty increments then a truncated field")
    func countedBeforeDecoding() {
        var limits = InputLimits.defaults
        limits.maxRecords = 2000
        let bytes = Array([[UInt8]](repeating: [0x0A, 0x00], count: 2001).joined()) + [0x0A, 0x05, 0x01]
        #expect(throws: TraceFileError(file: "empty.binarypb", message: "more increments and inputs than the limit of 2000 records per trace; raise it with INKBENCH_MAX_RECORDS")) {
            try InkProtoReader.read(bytes: bytes, file: "empty.binarypb", limits: limits)
        }
        let packed: [UInt8] = [0x0A, 0x08, 0x0A, 0x06, 0x0A, 0x04, 0x0A, 0x02, 0x02, 0x04]
        #expect(InkProtoRecordCount.count(packed, stoppingAfter: 100) == 3, "one increment with two packed x deltas")
    }

    @Test("input limits: records and coordinates")
    func limits() throws {
        var limits = InputLimits.defaults
        limits.maxRecords = 4
        #expect(try Self.error([M.increment(real: M.batch(Self.two)), M.increment(real: M.batch([M.Input(x: 2, y: 0, time: 0.02, pressure: 0.5)]))], limits: limits)
            == "s.binarypb: more increments and inputs than the limit of 4 records per trace; raise it with INKBENCH_MAX_RECORDS")
        var far = M.batch(Self.two)
        far.xStrokeSpace = M.run([0, 1], scale: 2e9)
        #expect(try Self.error([M.increment(real: far)]) == "s.binarypb: record 1: x = 2e+09 pt is beyond the coordinate limit of ±1e+09 pt; raise it with INKBENCH_MAX_COORDINATE")
    }
}
