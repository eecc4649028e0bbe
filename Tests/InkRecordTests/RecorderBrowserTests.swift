import Foundation
import InkDevTools
import InkFormats
import InkModel
import InkRecord
import InkTestSupport
import Testing

/// The recorder page in a real browser: headless Chromium loads it from the recorder's server,
/// draws with a synthetic pen through the DevTools protocol, saves, and the native trace that
/// lands in the folder holds what was drawn.
@Suite(.needsChromium, .serialized)
struct RecorderBrowserTests {
    /// The pen stroke drawn: a press at (100, 200), 30 moves of (+5, +2) CSS px with the force
    /// rising 0.01 per move from 0.2, and a release where the last move ended, one every 8 ms.
    static let moves = 30
    static let interval = 0.008

    static func point(_ index: Int) -> (x: Double, y: Double, force: Double) {
        (100 + 5 * Double(index), 200 + 2 * Double(index), 0.2 + 0.01 * Double(index))
    }

    /// Opens the recorder page, draws the stroke with a synthetic pen, presses save, and returns
    /// the page's answer (JSON) and the problems the page reported.
    static func drawAndSave(url: String, browserArguments: [String] = []) throws -> (String, [String]) {
        let browser = try DevToolsBrowser(arguments: browserArguments)
        defer { browser.close() }
        let page = try browser.openPage()
        try page.navigate(to: url)
        guard try page.evaluate("typeof inkbenchRecorder.save") as? String == "function" else {
            throw DevToolsError("the recorder page did not start: \(page.problems())")
        }
        let pen = { (index: Int) in PenState(force: point(index).force, tiltX: 10, tiltY: -20, twist: 30) }
        let start = Date().timeIntervalSince1970
        let time = { (index: Int) in start + interval * Double(index) }
        try page.dispatchMouse("mousePressed", x: point(0).x, y: point(0).y, pen: pen(0), timestamp: time(0))
        for index in 1...moves {
            try page.dispatchMouse("mouseMoved", x: point(index).x, y: point(index).y, pen: pen(index), timestamp: time(index))
        }
        try page.dispatchMouse("mouseReleased", x: point(moves).x, y: point(moves).y, pen: PenState(force: 0), timestamp: time(moves + 1))
        let answer = try page.evaluate("inkbenchRecorder.save().then(JSON.stringify)") as? String ?? ""
        if let folder = ProcessInfo.processInfo.environment["INKBENCH_SCREENSHOTS"] {
            try page.screenshot().write(to: URL(fileURLWithPath: folder).appendingPathComponent("recorder-after-save.png"))
        }
        return (answer, page.problems())
    }

    @Test("a pen stroke drawn in Chromium is saved as a native trace with the browser's predictions")
    func penStrokeBecomesATrace() async throws {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-recorder-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try RecordingStore(folder: folder.path)
        let server = try RecorderServer(bindAddress: "127.0.0.1", port: 0, store: store)
        let port = server.start()
        let token = server.token
        let (answer, problems) = try await OwnThread.run { try Self.drawAndSave(url: "http://127.0.0.1:\(port)/\(token)/") }
        server.stop()
        #expect(answer.contains("\"ok\":true") && answer.contains("\"status\":201"), "\(answer)")
        #expect(answer.contains("\"file\":\"recording-001.inktrace\""))
        #expect(problems.isEmpty, "\(problems)")

        let trace = try TraceReader.read(path: folder.appendingPathComponent("recording-001.inktrace").path)
        #expect(trace.header.sourceKind == .web && trace.header.source == "recording-001.inktrace")
        #expect(trace.header.profile.touchType == .stylus && trace.header.profile.reportsTilt)
        #expect(trace.touchIDs == [1])
        #expect(trace.samples.count == Self.moves + 2, "the press, every move (coalesced or not) and the release")
        #expect(trace.samples.map(\.phase) == [.began] + Array(repeating: .moved, count: Self.moves) + [.ended])
        let drawn = (0...Self.moves).map(Self.point) + [Self.point(Self.moves)]
        #expect(trace.samples.map(\.location) == drawn.map { Point(x: $0.x, y: $0.y) })
        for (sample, point) in zip(trace.samples.dropLast(), drawn) {
            #expect(abs((sample.force ?? -1) - point.force) < 1e-6, "pressure: a 32-bit float in the browser, rounded to 5 decimals by the page")
        }
        #expect(trace.samples.last?.force == 0)
        let tanX = tan(10 * Double.pi / 180), tanY = tan(-20 * Double.pi / 180)
        #expect(abs((trace.samples[1].altitude ?? 0) - atan(1 / (tanX * tanX + tanY * tanY).squareRoot())) < 1e-6, "rounded to 6 decimals")
        #expect(zip(trace.samples, trace.samples.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })

        #expect(!trace.callbacks.isEmpty && trace.callbacks.count <= trace.samples.count)
        let intervals = zip(trace.samples, trace.samples.dropFirst()).map { $1.timestamp - $0.timestamp }
        #expect(intervals.allSatisfy { abs($0 - Self.interval) < 0.0005 }, "the dispatched 8 ms spacing: \(intervals)")

        // Headless Chromium predicts a steadily moving pen: its predicted events continue the
        // straight line ahead of the newest sample.
        let predicted = trace.callbacks.filter { !$0.predictions.isEmpty }
        #expect(predicted.count >= Self.moves / 2, "most moves carry the browser's predictions")
        for callback in predicted {
            let newest = trace.samples[callback.samples.upperBound - 1]
            for prediction in callback.predictions {
                #expect(prediction.location.x > newest.location.x && prediction.timestamp > newest.timestamp)
                #expect(abs(prediction.location.y - (200 + 0.4 * (prediction.location.x - 100))) < 0.1, "on the stroke's line")
                #expect(prediction.phase == .moved && prediction.touchID == 1)
            }
        }
    }

    @Test("over plain http by a host name (no secure context, as on the local network) every event is still recorded")
    func insecureOrigin() async throws {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-recorder-insecure-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try RecordingStore(folder: folder.path)
        let server = try RecorderServer(bindAddress: "127.0.0.1", port: 0, store: store, hostNames: ["recorder.test"])
        let port = server.start()
        let token = server.token
        let (answer, problems) = try await OwnThread.run {
            try Self.drawAndSave(url: "http://recorder.test:\(port)/\(token)/", browserArguments: ["--host-resolver-rules=MAP recorder.test 127.0.0.1"])
        }
        server.stop()
        #expect(answer.contains("\"status\":201"), "\(answer)")
        #expect(problems.isEmpty, "\(problems)")
        let trace = try TraceReader.read(path: folder.appendingPathComponent("recording-001.inktrace").path)
        #expect(trace.samples.count == Self.moves + 2, "without getCoalescedEvents each event is its own sample")
        #expect(trace.samples.map(\.location) == ((0...Self.moves).map(Self.point) + [Self.point(Self.moves)]).map { Point(x: $0.x, y: $0.y) })
        #expect(trace.callbacks.count == trace.samples.count)
    }

    @Test("two fingers drawn through DevTools touch events become two direct touches")
    func twoFingers() async throws {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-recorder-touch-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try RecordingStore(folder: folder.path)
        let server = try RecorderServer(bindAddress: "127.0.0.1", port: 0, store: store)
        let port = server.start()
        let token = server.token
        let answer = try await OwnThread.run { () throws -> String in
            let browser = try DevToolsBrowser()
            defer { browser.close() }
            let page = try browser.openPage()
            try page.navigate(to: "http://127.0.0.1:\(port)/\(token)/")
            let fingers = { (step: Int) -> [[String: Any]] in
                [["x": 300 + 10 * step, "y": 300, "id": 1, "force": 0.5], ["x": 600 - 10 * step, "y": 400, "id": 2, "force": 0.5]]
            }
            try page.dispatchTouch("touchStart", points: fingers(0))
            for step in 1...5 { try page.dispatchTouch("touchMove", points: fingers(step)) }
            try page.dispatchTouch("touchEnd", points: [])
            return try page.evaluate("inkbenchRecorder.save().then(JSON.stringify)") as? String ?? ""
        }
        server.stop()
        #expect(answer.contains("\"status\":201"), "\(answer)")
        let trace = try TraceReader.read(path: folder.appendingPathComponent("recording-001.inktrace").path)
        #expect(trace.touchIDs == [1, 2])
        #expect(trace.samples.allSatisfy { $0.type == .direct } && trace.header.profile.touchType == .direct)
        for (touch, start, direction) in [(1, 300.0, 10.0), (2, 600.0, -10.0)] {
            let samples = trace.samples.filter { $0.touchID == touch }
            #expect(samples.first?.phase == .began && samples.last?.phase == .ended)
            #expect(samples.dropLast().map(\.location.x) == (0...5).map { start + direction * Double($0) })
        }
    }

    @Test("an upload the reader refuses is answered 400 with its one line, and nothing is written")
    func refusedUpload() async throws {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-recorder-refused-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try RecordingStore(folder: folder.path)
        let server = try RecorderServer(bindAddress: "127.0.0.1", port: 0, store: store, limits: RecorderLimits(maximumUploadBytes: 4096))
        let port = server.start()
        let token = server.token
        let answers = try await OwnThread.run { () throws -> [String] in
            let browser = try DevToolsBrowser()
            defer { browser.close() }
            let page = try browser.openPage()
            try page.navigate(to: "http://127.0.0.1:\(port)/\(token)/")
            let post = { (body: String, type: String) in
                "fetch('recordings', {method: 'POST', headers: {'Content-Type': '\(type)'}, body: \(body)}).then(async r => r.status + ' ' + await r.text())"
            }
            let crossOrigin = "fetch('http://localhost:\(port)/\(token)/recordings', {method: 'POST', mode: 'no-cors', body: '{}'}).then(r => r.type, e => 'failed')"
            return [
                try page.evaluate(post("'{\"format\": \"inkbench-web\", \"version\": 2}'", "application/json")) as? String ?? "",
                try page.evaluate(post("'x'.repeat(5000)", "application/json")) as? String ?? "",
                try page.evaluate(post("'{}'", "text/plain")) as? String ?? "",
                try page.evaluate(crossOrigin) as? String ?? "",
            ]
        }
        #expect(answers[0] == "400 upload: version 2 is not one this build reads (1…1)\n")
        #expect(answers[1].hasPrefix("413 the recording is larger than the upload limit of 4096 bytes"), "\(answers[1])")
        #expect(answers[2] == "415 a recording is sent as application/json\n")
        #expect(answers[3] == "opaque", "a cross-origin post gets no readable answer: \(answers[3])")
        server.stop()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
