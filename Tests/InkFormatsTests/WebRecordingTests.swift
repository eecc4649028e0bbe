import Foundation
import InkFormats
import InkIO
import InkModel
import Testing

/// The browser recorder's JSON (`web`, `.inkweb`): a hand-written two-stroke recording with
/// coalesced and predicted events, its conversion checked exactly, and one-line refusals.
@Suite("Web recording import")
struct WebRecordingTests {
    static let recording = """
        {"format": "inkbench-web", "version": 1, "userAgent": "test", "coalescedEvents": true, "predictedEvents": true,
         "profile": {"base": "android-stylus-120", "name": "web-pen-60", "set": ["digitizer-hz=240", "canvas-width=800", "touch-type=stylus"]},
         "frames": [1000, 1016, 1033, 1050, 1066],
         "callbacks": [
          {"time": 1001, "type": "down", "pointerId": 7, "pointerType": "pen",
           "samples": [{"t": 1000, "x": 10, "y": 20, "pressure": 0.25, "tiltX": 0, "tiltY": 0, "twist": 90, "width": 1, "height": 3}]},
          {"time": 1017.5, "type": "move", "pointerId": 7, "pointerType": "pen",
           "samples": [{"t": 1004, "x": 11, "y": 20, "pressure": 0.5}, {"t": 1008, "x": 12, "y": 21, "pressure": 0.5, "altitude": 1, "azimuth": 2}],
           "predictions": [{"t": 1020, "x": 15, "y": 22}, {"t": 1024, "x": 16, "y": 23}]},
          {"time": 1018, "type": "up", "pointerId": 7, "pointerType": "pen", "samples": [{"t": 1018.25, "x": 13, "y": 21, "pressure": 0}]},
          {"time": 1040, "type": "down", "pointerId": 7, "pointerType": "pen", "samples": [{"t": 1039, "x": 50, "y": 60, "pressure": 0.4, "tiltX": 90, "tiltY": 0}]},
          {"time": 1041, "type": "cancel", "pointerId": 7, "pointerType": "pen", "samples": [{"t": 1040, "x": 51, "y": 60}]}
         ]}
        """

    @Test("samples, phases, callbacks, predictions and profile, exactly")
    func conversion() throws {
        let trace = try WebRecordingReader.read(bytes: Array(Self.recording.utf8), file: "two.inkweb")
        #expect(trace.header.sourceKind == .web && trace.header.source == "two.inkweb")
        let profile = trace.header.profile
        #expect(profile.name == "web-pen-60" && profile.digitizerHz == 240 && profile.canvasSize.width == 800)
        #expect(profile.canvasSize.height == DeviceProfile.androidStylus120.canvasSize.height)
        #expect(profile.displayHz == 1000.0 / 17, "no display-hz override: the median frame interval (17 ms)")
        #expect(trace.touchIDs == [1, 2], "a pointer going down again starts a new touch")
        #expect(trace.samples.map(\.phase) == [.began, .moved, .moved, .ended, .began, .cancelled])
        #expect(trace.samples.map(\.timestamp) == [1.0, 1.004, 1.008, 1.01825, 1.039, 1.04])
        #expect(trace.samples.map(\.location) == [Point(x: 10, y: 20), Point(x: 11, y: 20), Point(x: 12, y: 21), Point(x: 13, y: 21), Point(x: 50, y: 60), Point(x: 51, y: 60)])
        #expect(trace.samples.map(\.force) == [0.25, 0.5, 0.5, 0, 0.4, nil])
        #expect(trace.samples.allSatisfy { $0.type == .stylus })
        let first = trace.samples[0]
        #expect(first.altitude == Double.pi / 2 && first.azimuth == 0, "no tilt: upright")
        #expect(first.majorRadius == 1.5 && first.maximumPossibleForce == 1)
        #expect(trace.samples[2].altitude == 1 && trace.samples[2].azimuth == 2, "altitude and azimuth as the browser gave them")
        #expect(trace.samples[4].altitude == 0 && trace.samples[4].azimuth == 0, "tiltX 90°: lying flat towards +x")
        #expect(trace.callbacks.map(\.samples) == [0..<1, 1..<3, 3..<4, 4..<5, 5..<6])
        #expect(trace.callbacks.map(\.time) == [1.001, 1.0175, 1.01825, 1.04, 1.041], "the handler's time, never before its newest sample")
        let predictions = trace.callbacks[1].predictions
        #expect(predictions.map(\.location) == [Point(x: 15, y: 22), Point(x: 16, y: 23)])
        #expect(predictions.allSatisfy { $0.touchID == 1 && $0.phase == .moved && $0.updateIndex == nil })
        #expect(trace.firstProblem() == nil)
    }

    @Test("tilts become the PointerEvent spec's altitude and azimuth")
    func tiltConversion() throws {
        let text = Self.recording.replacingOccurrences(of: "\"tiltX\": 0, \"tiltY\": 0", with: "\"tiltX\": 10, \"tiltY\": -20")
        let sample = try WebRecordingReader.read(bytes: Array(text.utf8), file: "tilt.inkweb").samples[0]
        let tanX = tan(10 * Double.pi / 180), tanY = tan(-20 * Double.pi / 180)
        #expect(sample.altitude == atan(1 / (tanX * tanX + tanY * tanY).squareRoot()))
        #expect(sample.azimuth == atan2(tanY, tanX) + 2 * Double.pi)
    }

    @Test("milliseconds become the seconds nearest their decimal value")
    func exactSeconds() throws {
        let text = Self.recording.replacingOccurrences(of: "{\"t\": 1039,", with: "{\"t\": 1039.7,")
        let trace = try WebRecordingReader.read(bytes: Array(text.utf8), file: "ms.inkweb")
        #expect(trace.samples[4].timestamp == 1.0397)
        #expect(WebRecordingTests.seconds("1113.4") == 1.1134 && WebRecordingTests.seconds("1e3") == 1)
    }

    /// The timestamp of a one-sample recording whose `t` is written as `text` ms.
    static func seconds(_ text: String) -> Double? {
        let document = "{\"format\": \"inkbench-web\", \"version\": 1, \"profile\": {\"base\": \"wacom-linux-60\", \"name\": \"w\", \"set\": []}, \"frames\": [], "
            + "\"callbacks\": [{\"time\": 2000, \"type\": \"down\", \"pointerId\": 1, \"pointerType\": \"pen\", \"samples\": [{\"t\": \(text), \"x\": 0, \"y\": 0}]}]}"
        return try? WebRecordingReader.read(bytes: Array(document.utf8), file: "one.inkweb").samples.first?.timestamp
    }

    @Test("a profile given by the caller replaces the page's guess; the extension names the format")
    func profileAndExtension() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(Self.recording, to: "two.inkweb")
        #expect(try TraceFormatRegistry.builtIn.detect(path: path) == .web)
        let trace = try TraceFormatRegistry.builtIn.read(path: path, profile: .ipadProPencil120)
        #expect(trace.header.profile == .ipadProPencil120)
        #expect(try TraceFormatRegistry.builtIn.read(path: path).samples.count == 6)
    }

    /// Each case replaces the first occurrence of its text.
    @Test("bad recordings: one line naming the file and the record", arguments: [
        ("\"version\": 1", "\"version\": 9", "bad.inkweb: version 9 is not one this build reads (1…1)"),
        ("\"format\": \"inkbench-web\"", "\"format\": \"other\"", "bad.inkweb: field \"format\" is not \"inkbench-web\" (not an inkbench web recording)"),
        ("\"type\": \"up\"", "\"type\": \"lift\"", "bad.inkweb: record 3: callback field \"type\" is \"lift\", not down, move, up or cancel"),
        ("\"pressure\": 0.5}", "\"pressure\": 1.5}", "bad.inkweb: record 2: sample 1 field \"pressure\" is 1.5, outside 0.0…1.0 "),
        ("\"x\": 11", "\"x\": \"a\"", "bad.inkweb: record 2: sample 1 field \"x\" must be a number, not a string"),
        ("\"t\": 1008", "\"t\": 900", "bad.inkweb: record 2: timestamp 0.9 s goes backwards within touch 1 (previous 1.004 s)"),
        ("\"type\": \"down\", \"pointerId\": 7", "\"type\": \"move\", \"pointerId\": 7", "bad.inkweb: record 1: a move of pointer 7, which is not down"),
        ("\"pointerType\": \"pen\"", "\"pointerType\": \"eraser\"", "bad.inkweb: record 1: callback field \"pointerType\" is \"eraser\", not pen, touch or mouse"),
        ("\"digitizer-hz=240\"", "\"digitizer-hz=0\"", "bad.inkweb: profile: profile override digitizer-hz=0: must lie in"),
        ("\"base\": \"android-stylus-120\"", "\"base\": \"phone\"", "bad.inkweb: profile field \"base\" is \"phone\", not a built-in profile"),
        ("[1000, 1016,", "[1000, 990,", "bad.inkweb: frame time 2 (990.0 ms) is earlier than the one before (1000.0 ms)"),
        ("\"userAgent\"", "\"agent\"", "bad.inkweb: unknown recording field \"agent\""),
        ("\"predictedEvents\": true", "\"predictedEvents\": 1", "bad.inkweb: recording field \"predictedEvents\" must be true or false, not a number"),
        ("\"callbacks\": [", "\"callbacks\": [,", "bad.inkweb:4: invalid JSON"),
    ])
    func refusals(original: String, replacement: String, expected: String) {
        #expect(Self.recording.contains(original))
        let text = Self.recording.replacingCharacters(in: Self.recording.range(of: original)!, with: replacement)
        do {
            _ = try WebRecordingReader.read(bytes: Array(text.utf8), file: "bad.inkweb")
            Issue.record("accepted: \(expected)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("limits: more samples than the record limit, a file over the byte limit")
    func limits() {
        var small = InputLimits.defaults
        small.maxRecords = 5
        #expect(throws: TraceFileError.self) { try WebRecordingReader.read(bytes: Array(Self.recording.utf8), file: "big.inkweb", limits: small) }
        do {
            _ = try WebRecordingReader.read(bytes: Array(Self.recording.utf8), file: "big.inkweb", limits: small)
        } catch {
            #expect(error.description == "big.inkweb: record 3: the callbacks hold more samples and predictions than the limit of 5 records per trace; raise it with INKBENCH_MAX_RECORDS")
        }
        var tiny = InputLimits.defaults
        tiny.maxFileBytes = 100
        #expect(throws: TraceFileError.self) { try WebRecordingReader.read(bytes: Array(Self.recording.utf8), file: "big.inkweb", limits: tiny) }
    }
}
