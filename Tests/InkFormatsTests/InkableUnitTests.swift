import Foundation
import InkFormats
import InkIO
import InkModel
import Testing

/// Inkable import and export on small hand-written event arrays: callback inference, touch IDs,
/// late updates, export order without callbacks, and every error rule.
@Suite("Inkable JSON rules")
struct InkableUnitTests {
    /// One event object; `extra` adds or replaces one field (`"key":value`).
    static func event(_ time: Double, touch: String = "T", phase: Int = 1, type: Int = 2, index: Int? = nil,
                      update: Bool = false, prediction: Bool = false, extra: String = "") -> String {
        var fields = [
            "\"touchIdentifier\":\"\(touch)\"", "\"timestamp\":\(time)", "\"type\":\(type)", "\"phase\":\(phase)",
            "\"location\":[\(time * 100),2]", "\"force\":0.5", "\"estimatedProperties\":\(update ? 0 : 1)",
            "\"estimatedPropertiesExpectingUpdates\":\(update ? 0 : 1)", "\"isUpdate\":\(update)", "\"isPrediction\":\(prediction)",
        ]
        if let index { fields.append("\"estimationUpdateIndex\":\(index)") }
        if let colon = extra.firstIndex(of: ":") {
            fields.removeAll { $0.hasPrefix(extra[...colon]) }
            fields.append(extra)
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    private func read(_ events: [String]) throws(TraceFileError) -> Trace {
        let text = "[\n" + events.joined(separator: ",\n") + "\n]"
        return try InkableJSONReader.read(bytes: Array(text.utf8), file: "events.json")
    }

    private func error(_ events: [String]) -> TraceFileError? {
        #expect(throws: TraceFileError.self) { try read(events) }
    }

    @Test("callbacks are inferred from runs; times and arrivals follow the newest real sample")
    func callbackInference() throws {
        let trace = try read([
            Self.event(0.100, phase: 0, index: 1), Self.event(0.104, index: 2),
            Self.event(0.108, prediction: true), Self.event(0.112, prediction: true),
            Self.event(0.108, index: 3),
            Self.event(0.100, phase: 0, index: 1, update: true), Self.event(0.104, index: 2, update: true),
            Self.event(0.109, touch: "F", phase: 0, type: 0), Self.event(0.112, phase: 3),
            Self.event(0.108, index: 3, update: true),
        ])
        #expect(trace.samples.map(\.timestamp) == [0.100, 0.104, 0.108, 0.109, 0.112])
        #expect(trace.samples.map(\.touchID) == [1, 1, 1, 2, 1])
        #expect(trace.samples[3].type == .direct && trace.samples[0].type == .stylus)
        #expect(trace.callbacks.map(\.samples) == [0..<2, 2..<3, 3..<3, 3..<5, 5..<5])
        #expect(trace.callbacks.map(\.updates) == [0..<0, 0..<0, 0..<2, 2..<2, 2..<3])
        #expect(trace.callbacks.map(\.time) == [0.104, 0.108, 0.108, 0.112, 0.112])
        #expect(trace.callbacks[0].predictions.map(\.timestamp) == [0.108, 0.112])
        #expect(trace.updates.map(\.arrival) == [0.108, 0.108, 0.112])
        #expect(trace.updates[2].updateIndex == 3 && trace.updates[2].stillExpecting.isEmpty)
        #expect(trace.updates[0].location == Point(x: 10, y: 2) && trace.updates[0].force == 0.5)
    }

    @Test("export without recorded callbacks puts each update after the last sample taken by its arrival")
    func exportWithoutCallbacks() throws {
        let header = TraceHeader(profile: .ipadProPencil120, sourceKind: .synthesized, source: "s")
        let samples = (0..<4).map { index in
            TouchSample(touchID: 5, timestamp: Double(index) * 0.01, location: Point(x: Double(index), y: 0), force: 0.2,
                        type: .stylus, phase: index == 0 ? .began : index == 3 ? .ended : .moved,
                        estimatedProperties: .force, expectingUpdates: .force, updateIndex: 10 + index)
        }
        let updates = [
            PropertyUpdate(updateIndex: 10, touchID: 5, arrival: 0.015, force: 0.4),
            PropertyUpdate(updateIndex: 11, touchID: 5, arrival: 0.5, force: 0.6),
        ]
        let trace = Trace(header: header, samples: samples, updates: updates)
        let text = String(decoding: try InkableJSONWriter.encode(trace), as: UTF8.self)
        let order = text.split(separator: "\n").dropFirst().dropLast().map { line in
            line.contains("\"isUpdate\":true") ? "u" : "s"
        }
        #expect(order == ["s", "s", "u", "s", "s", "u"])
        let again = try InkableJSONReader.read(bytes: Array(text.utf8), file: "x.json")
        #expect(again.samples == samples.map { sample in
            var renumbered = sample
            renumbered.touchID = 1
            return renumbered
        }, "touch IDs are renumbered from 1 on import")
        #expect(again.updates.map(\.force) == [0.4, 0.6])
        #expect(again.updates.map(\.arrival) == [0.01, 0.03])
    }

    @Test("a file without predicted touches has no callbacks: none is invented")
    func noPredictionsNoCallbacks() throws {
        let trace = try read([
            Self.event(0.100, phase: 0, index: 1), Self.event(0.104, index: 2), Self.event(0.108, index: 3),
            Self.event(0.100, phase: 0, index: 1, update: true), Self.event(0.112, phase: 3),
        ])
        #expect(trace.samples.count == 4)
        #expect(trace.callbacks.isEmpty)
        #expect(trace.updates.map(\.arrival) == [0.108], "an update still arrives with the newest sample before it")
        #expect(trace.firstProblem() == nil)
    }

    @Test("pointsPerMM: locations and radii are converted to the profile's points, so millimetres are kept")
    func pointsPerMMScale() throws {
        let events = [
            Self.event(0.100, phase: 0, index: 1, extra: "\"pointsPerMM\":4"), Self.event(0.104, extra: "\"majorRadius\":2"),
            Self.event(0.108, prediction: true, extra: "\"pointsPerMM\":4"),
            Self.event(0.100, phase: 0, index: 1, update: true, extra: "\"pointsPerMM\":4"),
        ]
        let text = Array(("[\n" + events.joined(separator: ",\n") + "\n]").utf8)
        var profile = DeviceProfile.ipadProPencil120
        profile.pointsPerMM = 6
        let trace = try InkableJSONReader.read(bytes: text, file: "events.json", profile: profile)
        #expect(trace.samples.map(\.location) == [Point(x: 10 * 1.5, y: 2 * 1.5), Point(x: 10.4 * 1.5, y: 2 * 1.5)], "× 6 / 4")
        #expect(trace.samples[1].majorRadius == 3)
        #expect(trace.updates[0].location == Point(x: 15, y: 3))
        #expect(trace.callbacks[0].predictions[0].location == Point(x: 10.8 * 1.5, y: 3))
        profile.pointsPerMM = 4
        let same = try InkableJSONReader.read(bytes: text, file: "events.json", profile: profile)
        #expect(same.samples.map(\.location) == [Point(x: 10, y: 2), Point(x: 10.4, y: 2)], "at the file's own scale nothing moves")
        let plain = try read([Self.event(0.100, phase: 0)])
        #expect(plain.samples[0].location == Point(x: 10, y: 2), "without the field the locations are the profile's points")

        #expect(error([Self.event(0.1, phase: 0, extra: "\"pointsPerMM\":0")])?.description
            == #"events.json: record 1: field "pointsPerMM" must be a positive number of points per millimetre"#)
        #expect(error([Self.event(0.1, phase: 0, extra: "\"pointsPerMM\":4"), Self.event(0.2, extra: "\"pointsPerMM\":5")])?.description
            == #"events.json: record 2: field "pointsPerMM" is 5.0, but an earlier event gave 4.0: one file has one scale"#)
    }

    @Test("samples of several touches in one callback are put in time order")
    func mixedTouchesSorted() throws {
        let trace = try read([
            Self.event(0.100, phase: 0, index: 1), Self.event(0.101, touch: "F", phase: 0, type: 0),
            Self.event(0.108, touch: "F", type: 0), Self.event(0.104, index: 2), Self.event(0.110, prediction: true),
            Self.event(0.104, index: 2, update: true),
        ])
        #expect(trace.samples.map(\.timestamp) == [0.100, 0.101, 0.104, 0.108])
        #expect(trace.samples.map(\.touchID) == [1, 2, 1, 2])
        #expect(trace.callbacks.map(\.samples) == [0..<4, 4..<4])
        #expect(trace.callbacks[0].time == 0.108)
        #expect(trace.updates.map(\.arrival) == [0.108])
    }

    @Test("updates after the ended event still find their sample")
    func updateAfterEnded() throws {
        let trace = try read([
            Self.event(0.1, phase: 0, index: 7), Self.event(0.2, phase: 3),
            Self.event(0.1, phase: 0, index: 7, update: true),
        ])
        #expect(trace.updates.count == 1)
        #expect(trace.updates[0].arrival == 0.2)
    }

    @Test("every rule broken gives file, record and problem")
    func errors() {
        #expect(error([])?.description == "events.json: the array holds no touch events")
        #expect(error([Self.event(0.1, phase: 0).replacingOccurrences(of: "\"timestamp\":0.1,", with: "")])?.description
            == #"events.json: record 1: missing field "timestamp""#)
        #expect(error([Self.event(0.1, phase: 0), Self.event(0.2, extra: "\"force\":\"x\"")])?.description
            == #"events.json: record 2: field "force" must be a number, not a string"#)
        #expect(error([Self.event(0.1, phase: 0, type: 7)])?.description == #"events.json: record 1: field "type" must be a whole number from 0 to 3"#)
        #expect(error([Self.event(0.1, phase: 0), Self.event(0.2, index: 4, update: true)])?.description
            == "events.json: record 2: update for no sample: estimationUpdateIndex 4 matches no earlier real sample of touch 1")
        #expect(error([Self.event(0.2, phase: 0), Self.event(0.1, touch: "U", phase: 0), Self.event(0.1)])?.description
            == "events.json: record 3: timestamp 0.1 s goes backwards within touch 1 (previous 0.2 s)")
        #expect(error([Self.event(0.1, phase: 3), Self.event(0.2)])?.description == "events.json: record 2: touch 1 continues after it ended")
        #expect(error([Self.event(0.1, phase: 0, extra: "\"location\":[1]")])?.description
            == #"events.json: record 1: field "location" must be an array of two numbers [x, y]"#)
        #expect(error([Self.event(0.1, phase: 0, update: true, prediction: true)])?.description
            == "events.json: record 1: an event cannot be both an update (isUpdate) and a prediction (isPrediction)")
    }

    @Test("JSON syntax errors, non-finite numbers, truncation and other formats are named by line")
    func syntaxAndFormat() {
        func error(_ text: String) -> TraceFileError? {
            #expect(throws: TraceFileError.self) { try InkableJSONReader.read(bytes: Array(text.utf8), file: "x.json") }
        }
        #expect(error("[\n{\"timestamp\": NaN}\n]")?.description == "x.json:2: invalid JSON: not a finite number: NaN (JSON has no NaN or Infinity)")
        #expect(error("[\n{\"timestamp\": 1e999}\n]")?.description == "x.json:2: invalid JSON: number 1e999 overflows to infinity (only finite numbers are allowed)")
        #expect(error("[\n{\"timestamp\": 1,\n")?.description == "x.json:3: truncated file: the text ends inside an object")
        #expect(error("")?.description == "x.json: empty file (expected a JSON array of touch events)")
        #expect(error("{\"a\": 1}")?.description == "x.json:1: not a JSON array of Inkable touch events (wrong format for the extension?)")
        #expect(error("{\"format\":\"inktrace\",\"version\":1}\n{}")?.description
            == "x.json:1: not a JSON array of Inkable touch events (this is a native inktrace file; name it .inktrace or pass the format)")
        #expect(error("[1, 2]")?.description == "x.json: record 1: a touch event must be a JSON object, not a number")
    }
}
