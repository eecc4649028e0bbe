@testable import InkExternal
import InkFormats
import InkIO
import InkModel
import InkPipeline
import Testing

/// The request line InkBench writes for a callback and the checks of a reply's members.
@Suite("External pipeline protocol messages")
struct PipelineMessageTests {
    static let trace: Trace = {
        let samples = [
            TouchSample(
                touchID: 7, timestamp: 0.5, location: Point(x: 10, y: 20), force: 0.5, maximumPossibleForce: 4, altitude: 1, azimuth: 0.25,
                type: .stylus, phase: .began, estimatedProperties: [.force], expectingUpdates: [.force], updateIndex: 3
            ),
            TouchSample(touchID: 7, timestamp: 0.504, location: Point(x: 11, y: 21.5), type: .stylus, phase: .moved),
        ]
        let updates = [PropertyUpdate(updateIndex: 3, touchID: 7, arrival: 0.52, force: 0.75)]
        return Trace(header: TraceHeader(profile: .ipadPencil60, sourceKind: .synthesized, source: "hand-built"), samples: samples, updates: updates)
    }()

    private func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try bytes.withUnsafeBufferPointer { try JSONTreeParser.parseDocument($0) }
    }

    @Test("a callback's request: version, ids, time, each touch's phase, live, coalesced and predicted touches, updates")
    func request() throws {
        var encoder = CallbackRequestEncoder()
        let prediction = TouchSample(touchID: 7, timestamp: 0.52, location: Point(x: 13, y: 24), type: .stylus, phase: .moved)
        let callback = RecordedCallback(time: 0.525, samples: 0..<2, updates: 0..<1, predictions: [prediction])
        let request = try parse(encoder.encode(callback, index: 4, in: Self.trace))
        #expect(request["version"]?.intValue == 2)
        encoder.version = 1
        #expect(try parse(encoder.encode(callback, index: 4, in: Self.trace))["version"]?.intValue == 1, "a protocol-1 program gets version 1")
        #expect(request["type"]?.stringValue == "callback")
        #expect(request["id"]?.intValue == 4 && request["callback"]?.intValue == 4)
        #expect(request["time"]?.doubleValue == 0.525)
        let touch = try #require(request["touches"]?.arrayValue?.first)
        #expect(request["touches"]?.arrayValue?.count == 1)
        #expect(touch["touch"]?.intValue == 7 && touch["type"]?.stringValue == "stylus" && touch["phase"]?.stringValue == "moved")
        let coalesced = try #require(touch["coalesced"]?.arrayValue)
        #expect(coalesced.count == 2)
        #expect(touch["live"] == coalesced[1])
        let first = coalesced[0]
        #expect(first["t"]?.doubleValue == 0.5 && first["x"]?.doubleValue == 10 && first["y"]?.doubleValue == 20)
        #expect(first["force"]?.doubleValue == 0.5 && first["max_force"]?.doubleValue == 4 && first["altitude"]?.doubleValue == 1)
        #expect(first["azimuth"]?.doubleValue == 0.25 && first["phase"]?.stringValue == "began" && first["update"]?.intValue == 3)
        #expect(first["estimated"] == .array([.string("force")]) && first["expecting"] == .array([.string("force")]))
        #expect(coalesced[1]["force"] == nil && coalesced[1]["estimated"] == nil, "absent properties are left out")
        #expect(touch["predicted"]?.arrayValue?.first?["x"]?.doubleValue == 13)
        let update = try #require(request["updates"]?.arrayValue?.first)
        #expect(update["touch"]?.intValue == 7 && update["update"]?.intValue == 3 && update["arrival"]?.doubleValue == 0.52)
        #expect(update["force"]?.doubleValue == 0.75 && update["estimated"] == .array([]) && update["x"] == nil)
    }

    @Test("an empty reply reports nothing; a full one is read member by member")
    func replies() throws {
        #expect(try PipelineReply(parse(Array("{}".utf8))) == PipelineReply(.object([])))
        let empty = try PipelineReply(parse(Array("{}".utf8)))
        #expect(empty.pointsProduced == nil && empty.dirty == nil && empty.tip == nil && empty.handlerMicroseconds == nil)
        let full = try PipelineReply(parse(Array(#"{"id":3,"points_produced":2,"points_recomputed":4,"dirty":{"x":1,"y":2,"width":3,"height":0},"tip":{"touch":7,"x":1.5,"y":2.5,"t":0.5},"handler_us":12.5,"render_us":0}"#.utf8)))
        #expect(full.pointsProduced == 2 && full.pointsRecomputed == 4 && full.handlerMicroseconds == 12.5 && full.renderMicroseconds == 0)
        #expect(full.dirty == PipelineReply.DirtyRectangle(x: 1, y: 2, width: 3, height: 0))
        #expect(full.tip == PipelineReply.ReportedTip(touchID: 7, point: InkPoint(location: Point(x: 1.5, y: 2.5), timestamp: 0.5)))
    }

    @Test("a reply member that is not what the protocol allows is refused in one line", arguments: [
        (#"{"points":1}"#, "unknown member 'points' (known: id, points_produced, points_recomputed, dirty, tip, handler_us, render_us)"),
        (#"{"points_produced":-1}"#, "'points_produced' must be a whole number in 0…10000000 (got -1)"),
        (#"{"points_recomputed":1.5}"#, "'points_recomputed' must be a whole number in 0…10000000 (got 1.5)"),
        (#"{"points_produced":9223372036854775807}"#, "'points_produced' must be a whole number in 0…10000000 (got 9223372036854775807)"),
        (#"{"points_produced":1e12}"#, "'points_produced' must be a whole number in 0…10000000 (got 1e12)"),
        (#"{"points_recomputed":10000001}"#, "'points_recomputed' must be a whole number in 0…10000000 (got 10000001)"),
        (#"{"dirty":{"x":0,"y":0,"width":1e15,"height":1e15}}"#, "'dirty' width and height must be at most 2e+09 pt, twice the coordinate limit (got 1e+15 × 1e+15)"),
        (#"{"dirty":{"x":-1e300,"y":0,"width":1,"height":1}}"#, "'dirty' origin: x = -1e+300 pt is beyond the coordinate limit of ±1e+09 pt; raise it with INKBENCH_MAX_COORDINATE"),
        (#"{"tip":{"touch":1,"x":1e300,"y":0,"t":0}}"#, "'tip': x = 1e+300 pt is beyond the coordinate limit of ±1e+09 pt; raise it with INKBENCH_MAX_COORDINATE"),
        (#"{"tip":{"touch":1,"x":0,"y":0,"t":1e23}}"#, "'tip': t 1e+23 s is beyond the supported ±1e+10 s"),
        (#"{"dirty":[0,0,1,1]}"#, "'dirty' must be an object {x, y, width, height} in points"),
        (#"{"dirty":{"x":0,"y":0,"width":-1,"height":1}}"#, "'dirty' width and height must be ≥ 0 (got -1.0 × 1.0)"),
        (#"{"dirty":{"x":0,"y":0,"width":1}}"#, "'dirty.height' is missing"),
        (#"{"tip":{"x":0,"y":0,"t":0}}"#, "'tip.touch' must be a whole number (the touch id)"),
        (#"{"tip":{"touch":1,"x":0,"y":"0","t":0}}"#, "'tip.y' must be a finite number (got \"0\")"),
        (#"{"tip":{"touch":1,"x":0,"y":0,"t":0,"predicted":1}}"#, "'tip.predicted' must be true or false"),
        (#"{"handler_us":-3}"#, "'handler_us' must be microseconds in 0…1000000000 (got -3)"),
        (#"{"render_us":"fast"}"#, "'render_us' must be microseconds in 0…1000000000 (got \"fast\")"),
    ])
    func badMembers(reply: String, message: String) throws {
        #expect(throws: PipelineReplyError(message)) { try PipelineReply(parse(Array(reply.utf8))) }
    }
}

extension PipelineReplyError: Equatable {
    public static func == (a: PipelineReplyError, b: PipelineReplyError) -> Bool { a.message == b.message }
}
