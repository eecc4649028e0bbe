import Foundation
import InkFormats
import InkFormatsInk
import InkIO
import InkModel
import Testing

/// google/ink `IncrementalStrokeInputs` import: protobufs built here with the generated schema
/// types, decoded exactly as google/ink decodes them, the platform's predictions kept as the
/// recorded callbacks' predictions.
@Suite("google/ink protobuf import")
struct InkProtoReaderTests {
    typealias M = InkProtoTestMessages
    static let profile = DeviceProfile.androidStylus120

    static func read(_ increments: [Ink_Proto_IncrementalStrokeInputs.IncrementalStrokeInput], unitsPerMM: Double? = nil, profile: DeviceProfile = profile) throws -> Trace {
        try InkProtoReader.read(bytes: M.bytes(increments), file: "stroke.binarypb", unitsPerMM: unitsPerMM, profile: profile)
    }

    @Test("numeric runs decode exactly: offset + scale × running sum, in double, rounded to float")
    func exactDecoding() throws {
        var batch = Ink_Proto_CodedStrokeInputBatch()
        batch.xStrokeSpace = M.run([0, 4096, -2048], scale: 0.5, offset: 10)
        batch.yStrokeSpace = M.run([3, -1, 7])
        batch.elapsedTimeSeconds = M.run([0, 4167, 4166], scale: 1e-6)
        batch.pressure = M.run([2048, 1024, -3072], scale: 1.0 / 4096)
        batch.tilt = M.run([0, 1024, 1024], scale: Float.pi / 2 / 4096)
        batch.orientation = M.run([4096, -1024, -1024], scale: 2 * Float.pi / 4096)
        batch.toolType = .stylus
        let trace = try Self.read([M.increment(real: batch)])
        #expect(trace.header.sourceKind == .inkProto && trace.header.profile == Self.profile)
        #expect(trace.header.source == "stroke.binarypb (stroke units taken as android-stylus-120 points)")
        #expect(trace.samples.map(\.location) == [Point(x: 10, y: 3), Point(x: 2058, y: 2), Point(x: 1034, y: 9)])
        #expect(trace.samples.map(\.timestamp) == (0..<3).map { M.decoded(batch.elapsedTimeSeconds, at: $0) })
        #expect(trace.samples[1].timestamp == Double(Float(Double(Float(1e-6)) * 4167)))
        #expect(trace.samples.map(\.force) == [0.5, 0.75, 0])
        #expect(trace.samples.allSatisfy { $0.maximumPossibleForce == 1 && $0.type == .stylus && $0.touchID == 1 })
        let tilts = (0..<3).map { M.decoded(batch.tilt, at: $0) }
        #expect(trace.samples.map(\.altitude) == tilts.map { Double.pi / 2 - $0 })
        #expect(trace.samples.map(\.azimuth) == (0..<3).map { M.decoded(batch.orientation, at: $0) })
        #expect(trace.samples.map(\.phase) == [.began, .moved, .ended])
        #expect(trace.firstProblem() == nil)
    }

    @Test("values quantized like google/ink's encoder come back within half a step, exactly as google/ink decodes them")
    func quantizedRoundTrip() throws {
        let inputs = (0..<40).map { index -> M.Input in
            let t = Double(index) / 240
            return M.Input(
                x: 500 + 300 * sin(5 * t), y: 400 - 200 * cos(3 * t), time: t,
                pressure: 0.3 + 0.5 * sin(2 * t), tilt: 0.6 + 0.1 * sin(t), orientation: 2.3 + 0.3 * cos(t)
            )
        }
        let batch = M.batch(inputs)
        let trace = try Self.read([M.increment(real: batch)])
        #expect(trace.samples.count == inputs.count)
        for (index, (sample, input)) in zip(trace.samples, inputs).enumerated() {
            #expect(sample.location == Point(x: M.decoded(batch.xStrokeSpace, at: index), y: M.decoded(batch.yStrokeSpace, at: index)))
            #expect(abs(sample.location.x - input.x) <= 0.5 / 1024 + 1e-4 && abs(sample.location.y - input.y) <= 0.5 / 1024 + 1e-4)
            #expect(abs(sample.timestamp - input.time) <= 0.5e-6 + 1e-7)
            #expect(abs(try #require(sample.force) - input.pressure!) <= 0.5 / 4096 + 1e-7)
            #expect(abs(Double.pi / 2 - (try #require(sample.altitude)) - input.tilt!) <= Double.pi / 4 / 4096 + 1e-6)
            #expect(abs(try #require(sample.azimuth) - input.orientation!) <= Double.pi / 4096 + 1e-6)
        }
    }

    @Test("each increment is a callback: its real inputs as samples, its predicted inputs as the recorded predictions")
    func predictionsKept() throws {
        let first = M.batch([M.Input(x: 0, y: 0, time: 0, pressure: 0.25), M.Input(x: 1, y: 0, time: 0.004, pressure: 0.5)])
        let second = M.batch([M.Input(x: 2, y: 0, time: 0.008, pressure: 0.5), M.Input(x: 3, y: 0, time: 0.012, pressure: 0.5)])
        let predicted = M.batch([
            M.Input(x: 4, y: 0.5, time: 0.016, pressure: 0.5), M.Input(x: 5, y: 1, time: 0.020, pressure: 0.5),
            M.Input(x: 6, y: 1.5, time: 0.024, pressure: 0.5),
        ])
        let repredicted = M.batch([M.Input(x: 4.5, y: 0, time: 0.017, pressure: 0.5)])
        let last = M.batch([M.Input(x: 4, y: 0, time: 0.016, pressure: 0.25)])
        let trace = try Self.read([
            M.increment(), M.increment(real: first), M.increment(real: second, predicted: predicted),
            M.increment(predicted: repredicted), M.increment(real: last),
        ])
        #expect(trace.samples.count == 5)
        #expect(trace.samples.map(\.phase) == [.began, .moved, .moved, .moved, .ended])
        #expect(trace.callbacks.map(\.samples) == [0..<2, 2..<4, 4..<4, 4..<5], "the empty increment before the first real input makes no callback")
        #expect(trace.callbacks.map(\.time) == [M.decoded(first.elapsedTimeSeconds, at: 1), M.decoded(second.elapsedTimeSeconds, at: 1), M.decoded(second.elapsedTimeSeconds, at: 1), M.decoded(last.elapsedTimeSeconds, at: 0)])
        #expect(trace.callbacks.map(\.predictions.count) == [0, 3, 1, 0])
        let predictions = trace.callbacks[1].predictions
        #expect(predictions.map(\.location) == [Point(x: 4, y: 0.5), Point(x: 5, y: 1), Point(x: 6, y: 1.5)])
        #expect(predictions.map(\.timestamp) == (0..<3).map { M.decoded(predicted.elapsedTimeSeconds, at: $0) })
        #expect(predictions.allSatisfy { $0.phase == .moved && $0.touchID == 1 && $0.updateIndex == nil && $0.force == 0.5 })
        #expect(trace.callbacks[2].predictions[0].location == Point(x: 4.5, y: 0))
        #expect(trace.firstProblem() == nil)
    }

    @Test("positions: the recorded unit length wins, then --points-per-mm, else the profile's points")
    func units() throws {
        let inputs = [M.Input(x: 100, y: 50, time: 0), M.Input(x: 200, y: 50, time: 0.01)]
        let pointsPerMM = Self.profile.pointsPerMM
        let recorded = try Self.read([M.increment(real: M.batch(inputs, unitLengthCM: 0.0125))], unitsPerMM: 20)
        let millimetres = Double(Float(0.0125)) * 10
        #expect(recorded.samples[0].location == Point(x: 100 * millimetres * pointsPerMM, y: 50 * millimetres * pointsPerMM))
        #expect(recorded.header.source == "stroke.binarypb (1 stroke unit = 0.125 mm, recorded)")
        let given = try Self.read([M.increment(real: M.batch(inputs))], unitsPerMM: 20)
        #expect(given.samples[0].location == Point(x: 100 * (pointsPerMM / 20), y: 50 * (pointsPerMM / 20)))
        #expect(given.header.source == "stroke.binarypb (20 stroke units per mm, --points-per-mm)")
        let plain = try Self.read([M.increment(real: M.batch(inputs))])
        #expect(plain.samples[0].location == Point(x: 100, y: 50))
    }

    @Test("tool types: STYLUS stylus, TOUCH direct, MOUSE pointer, none the profile's")
    func toolTypes() throws {
        let inputs = [M.Input(x: 1, y: 1, time: 0)]
        let cases: [(Ink_Proto_CodedStrokeInputBatch.ToolType?, TouchType)] = [(.stylus, .stylus), (.touch, .direct), (.mouse, .pointer), (.unknownType, .direct), (nil, .direct)]
        for (tool, expected) in cases {
            let trace = try Self.read([M.increment(real: M.batch(inputs, tool: tool))], profile: .ipadFinger60)
            #expect(trace.samples[0].type == expected, "\(String(describing: tool))")
        }
    }

    @Test("an input repeating the previous one's position and time is dropped, as google/ink's decoder does")
    func repeatsDropped() throws {
        let inputs = [M.Input(x: 1, y: 1, time: 0), M.Input(x: 1, y: 1, time: 0), M.Input(x: 2, y: 1, time: 0)]
        let trace = try Self.read([M.increment(real: M.batch(inputs))])
        #expect(trace.samples.map(\.location) == [Point(x: 1, y: 1), Point(x: 2, y: 1)])
    }

    @Test("the committed fixture (scripts/make-ink-fixture, encoded by scripts/generate-protos) reads by its extension")
    func fixture() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/google-ink/loop.binarypb").path
        let trace = try TraceFormatRegistry.builtIn.read(path: path)
        #expect(trace.header.sourceKind == .inkProto)
        #expect(trace.header.source == "loop.binarypb (1 stroke unit = 0.0604762 mm, recorded)")
        #expect(trace.samples.count == 289 && trace.callbacks.count == 145)
        #expect(trace.callbacks.map(\.predictions.count) == [0] + Array(repeating: 3, count: 143) + [0])
        #expect(trace.samples.first?.timestamp == 0 && abs(trace.duration - 1.2) < 1e-6)
        #expect(trace.samples.allSatisfy { $0.type == .stylus && $0.force != nil && $0.altitude != nil && $0.azimuth != nil })
        let millimetres = Double(Float(2.54 / 420)) * 10
        #expect(abs(trace.samples[0].location.x - 700 * millimetres * Self.profile.pointsPerMM) < 1e-3)
        #expect(trace.firstProblem() == nil)
    }

    @Test("--points-per-mm applies to google/ink files, a device description does not")
    func readSettings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("stroke.pb")
        try Data(M.bytes([M.increment(real: M.batch([M.Input(x: 10, y: 10, time: 0)]))])).write(to: URL(fileURLWithPath: path))
        let trace = try TraceFormatRegistry.builtIn.read(path: path, settings: TraceReadSettings(format: .inkProto, unitsPerMM: 10))
        #expect(trace.samples[0].location == Point(x: Self.profile.pointsPerMM, y: Self.profile.pointsPerMM))
        #expect(try TraceFormatRegistry.builtIn.named("ink-proto") == .inkProto)
        let error = #expect(throws: TraceFileError.self) {
            try TraceFormatRegistry.builtIn.read(path: path, settings: TraceReadSettings(format: .inkProto, descriptionPath: path))
        }
        #expect(error?.description == "\(path): a device description only applies to evemu recordings and getevent captures, not ink-proto files")
    }
}
