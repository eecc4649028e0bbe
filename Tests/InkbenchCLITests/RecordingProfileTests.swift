import Foundation
import Testing

/// Recordings keep their device: a web recording that names its profile runs on it under a
/// configuration set's `profile:`, `--profile` accepts the name `inspect` shows, and a run on a
/// device with other rates gets one warning line in the terminal and the report.
@Suite("inkbench run: recordings keep their device")
struct RecordingProfileTests {
    /// Three strokes of 60 pen samples 1/60 s apart, one pointer event per frame, from a page
    /// that named its device `web-pen-60` (60 Hz samples and display).
    static func recording() -> String {
        var callbacks: [String] = [], frames: [String] = []
        for stroke in 0..<3 {
            for index in 0..<60 {
                let time = 1000 + Double(stroke) * 1500 + Double(index) * 1000 / 60
                frames.append(String(format: "%.3f", time + 0.5))
                let type = index == 0 ? "down" : (index == 59 ? "up" : "move")
                callbacks.append(String(
                    format: #"{"time": %.3f, "type": "%@", "pointerId": 1, "pointerType": "pen", "samples": [{"t": %.3f, "x": %d, "y": 300, "pressure": 0.5}]}"#,
                    time + 1, type, time, 100 + stroke * 250 + index * 4
                ))
            }
        }
        return """
            {"format": "inkbench-web", "version": 1, "userAgent": "test", "coalescedEvents": true, "predictedEvents": false,
             "profile": {"base": "android-stylus-120", "name": "web-pen-60", "set": ["digitizer-hz=60", "display-hz=60", "touch-type=stylus", "canvas-width=1200", "canvas-height=800"]},
             "frames": [\(frames.joined(separator: ", "))],
             "callbacks": [\(callbacks.joined(separator: ",\n"))]}
            """
    }

    static func traceEntry(_ folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require((report["traces"] as? [[String: Any]])?.first)
    }

    @Test("a recording keeps its 60 Hz device unless told otherwise; --profile takes the name inspect shows; another device's rates get one warning")
    func recordingsKeepTheirDevice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.recording().write(to: folder.appendingPathComponent("pen.inkweb"), atomically: true, encoding: .utf8)
        let inspect = try CommandRunner.run(["inspect", "pen.inkweb"], in: folder)
        #expect(inspect.standardOutput.contains("profile:             web-pen-60"))

        let own = try CommandRunner.run(["run", "pen.inkweb", "--config", "incremental", "--no-renders", "--no-progress", "--out", "own"], in: folder)
        #expect(own.exitCode == 0, "\(own.standardError)")
        #expect(((try Self.traceEntry(folder.appendingPathComponent("own")))["profile"] as? [String: Any])?["name"] as? String == "web-pen-60")
        #expect(!own.standardOutput.contains("warning:"), "its rates are its profile's")

        // A configuration set's profile: says otherwise (configs/default.yaml is for the iPad
        // Pro), as --profile does: the recording runs there, with one line saying so.
        let set = try CommandRunner.run(["run", "pen.inkweb", "--config", "default", "--no-renders", "--no-progress", "--out", "set"], in: folder)
        #expect(set.exitCode == 0, "\(set.standardError)")
        #expect(set.standardOutput.split(separator: "\n").filter { $0.hasPrefix("warning: pen.inkweb: recorded with samples at 60 Hz") }.count == 1)

        let named = try CommandRunner.run(
            ["run", "pen.inkweb", "--dataset", "tap", "--config", "incremental", "--profile", "web-pen-60", "--no-renders", "--no-progress", "--out", "named"], in: folder
        )
        #expect(named.exitCode == 0, "\(named.standardError)")
        #expect(named.standardOutput.contains("== tap:") && named.standardOutput.components(separatedBy: "on web-pen-60 (60 Hz pen, 60 Hz display)").count == 3)

        let other = try CommandRunner.run(
            ["run", "pen.inkweb", "--config", "incremental", "--profile", "ipad-pro-pencil-120", "--no-renders", "--no-progress", "--out", "other"], in: folder
        )
        #expect(other.exitCode == 0, "\(other.standardError)")
        let warning = "warning: pen.inkweb: recorded with samples at 60 Hz and frames at 60 Hz, but simulated on ipad-pro-pencil-120 (240 Hz digitizer, 120 Hz display)"
        #expect(other.standardOutput.split(separator: "\n").filter { $0.hasPrefix(warning) }.count == 1)
        #expect((try Self.traceEntry(folder.appendingPathComponent("other"))["profileWarning"] as? String)?.hasPrefix(warning) == true)
        let summary = try String(contentsOf: folder.appendingPathComponent("other/summary.md"), encoding: .utf8)
        #expect(summary.contains("> " + warning))
    }

    @Test("a profile named by no input and no built-in is refused in one line that says where names come from")
    func unknownProfile() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["run", "--dataset", "tap", "--config", "incremental", "--profile", "web-pen-60", "--out", "o"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("Error: unknown profile 'web-pen-60' (known: ipad-pro-pencil-120,") && result.standardError.contains("with the recording among the inputs)"))
    }
}
