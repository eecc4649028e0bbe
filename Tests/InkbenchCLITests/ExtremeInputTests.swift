import Foundation
import Testing

/// Extreme but finite input through the real `inkbench`: 1e15 pt coordinates, a thousand
/// simultaneous touches, a line over the line limit. Refused with one line naming the limit by
/// default; with the limit raised (environment variable), `render` finishes without crashing and
/// without allocating a canvas the size of the strokes, and `run` moves far-away ink onto the
/// canvas or refuses ink larger than the canvas in one line.
@Suite("inkbench on extreme input")
struct ExtremeInputTests {
    /// A native trace in `folder` named `name`: the header of a synthesized trace, then one
    /// record per element of `records`.
    private func trace(_ name: String, records: [String], in folder: URL) throws {
        let synth = try CommandRunner.run(["synth", "--dataset", "tap", "-o", "header.inktrace"], in: folder)
        try #require(synth.exitCode == 0, "\(synth.standardError)")
        let text = try String(contentsOf: folder.appendingPathComponent("header.inktrace"), encoding: .utf8)
        let header = String(text.prefix { $0 != "\n" })
        try ([header] + records).joined(separator: "\n").appending("\n").write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("header.inktrace"))
    }

    /// A 60-sample stroke at 240 Hz; `x`/`y` give each sample's position from its index.
    private func stroke(id: Int = 1, x: (Int) -> String, y: (Int) -> String) -> [String] {
        (0..<60).map { index in
            let phase = index == 0 ? "began" : index == 59 ? "ended" : "moved"
            return #"{"k":"s","id":\#(id),"t":\#(Double(index) / 240),"x":\#(x(index)),"y":\#(y(index)),"ty":"stylus","ph":"\#(phase)"}"#
        }
    }

    private func environment(_ name: String, _ value: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[name] = value
        return environment
    }

    private func expectOneLine(_ result: CommandRunner.Result, containing text: String) {
        #expect(result.exitCode == 1)
        #expect(result.standardError.split(separator: "\n").count == 1 && result.standardError.contains(text), "\(result.standardError)")
    }

    @Test("1e15 pt coordinates: refused by default, run and render with the limit raised")
    func hugeCoordinates() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try trace("far.inktrace", records: stroke(x: { "\($0 * 3)" }, y: { _ in "1e15" }), in: folder)
        try trace("wide.inktrace", records: stroke(x: { "\($0)e13" }, y: { _ in "5" }), in: folder)
        expectOneLine(try CommandRunner.run(["inspect", "far.inktrace"], in: folder), containing: "far.inktrace:2: y = 1e+15 pt is beyond the coordinate limit of ±1e+09 pt; raise it with INKBENCH_MAX_COORDINATE")
        let raised = environment("INKBENCH_MAX_COORDINATE", "1e16")
        let run = try CommandRunner.run(["run", "far.inktrace", "--config", "incremental-smooth", "--config", "naive", "--out", "far", "--no-progress"], in: folder, environment: raised)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("far/report.json").path))
        #expect(run.standardOutput.contains("moved by (0, -999999999998634) pt to lie on the 1024 × 1366 pt canvas"), "\(run.standardOutput)")
        let wideRun = try CommandRunner.run(["run", "wide.inktrace", "--config", "naive", "--out", "wide", "--no-progress"], in: folder, environment: raised)
        expectOneLine(wideRun, containing: "wide.inktrace: the ink spans 590000000000000 × 0 pt, larger than the 1024 × 1366 pt canvas of ipad-pro-pencil-120")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("wide/report.json").path))
        for name in ["far", "wide"] {
            let full = try CommandRunner.run(["render", "\(name).inktrace", "--full-canvas", "-o", "\(name)-full.png"], in: folder, environment: raised)
            #expect(full.exitCode == 0, "\(full.standardError)")
        }
        let near = try CommandRunner.run(["render", "far.inktrace", "-o", "far.png"], in: folder, environment: raised)
        #expect(near.exitCode == 0 && near.standardOutput.contains("1600×"), "\(near.standardError)")
        let wide = try CommandRunner.run(["render", "wide.inktrace", "-o", "wide.png"], in: folder, environment: raised)
        expectOneLine(wide, containing: "pass --full-canvas")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("wide.png").path))
    }

    @Test("a thousand simultaneous touches are refused, naming the limit")
    func manyTouches() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let touches = (1...1000).map { #"{"k":"s","id":\#($0),"t":0.1,"x":\#($0),"y":1,"ty":"stylus","ph":"began"}"# }
        try trace("crowd.inktrace", records: touches, in: folder)
        expectOneLine(
            try CommandRunner.run(["run", "crowd.inktrace", "--config", "incremental", "--out", "out"], in: folder),
            containing: "crowd.inktrace:66: touch 65 makes 65 touches in contact at once, more than the limit of 64 simultaneous touches; raise it with INKBENCH_MAX_TOUCHES"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("a line over a lowered line limit is refused; a profile canvas over the canvas limit too")
    func lineAndCanvasLimits() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try trace("t.inktrace", records: stroke(x: { "\($0)" }, y: { _ in "1" }), in: folder)
        expectOneLine(
            try CommandRunner.run(["inspect", "t.inktrace"], in: folder, environment: environment("INKBENCH_MAX_LINE_BYTES", "64")),
            containing: "t.inktrace:1: the line is longer than the 64-byte line limit; raise it with INKBENCH_MAX_LINE_BYTES"
        )
        expectOneLine(
            try CommandRunner.run(["render", "t.inktrace", "--set", "canvas-width=16000", "--set", "canvas-height=3000", "-o", "t.png"], in: folder),
            containing: "larger than the canvas limit of 67108864 px; raise it with INKBENCH_MAX_CANVAS_PIXELS"
        )
    }

    @Test("configuration, calibration and report files over a lowered file size limit are refused unread")
    func documentSizes() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CommandRunner.run(["run", "tap", "--config", "incremental-smooth", "--out", "report"], in: folder)
        try #require(first.exitCode == 0, "\(first.standardError)")
        try String(repeating: "# padding\n", count: 20).appending("configurations: []\n").write(to: folder.appendingPathComponent("set.yaml"), atomically: true, encoding: .utf8)
        try Data(String(repeating: " ", count: 200).utf8).write(to: folder.appendingPathComponent("calibration.json"))
        try "configurations:\n  - name: tiny\n    geometry: incremental\n    redraw: display-link\n".write(to: folder.appendingPathComponent("tiny.yaml"), atomically: true, encoding: .utf8)
        let small = environment("INKBENCH_MAX_FILE_BYTES", "100")
        let limit = "is larger than the 100-byte file size limit; raise it with INKBENCH_MAX_FILE_BYTES"
        expectOneLine(try CommandRunner.run(["run", "tap", "--config", "set.yaml", "--out", "out"], in: folder, environment: small), containing: "set.yaml: the file \(limit)")
        expectOneLine(
            try CommandRunner.run(["run", "tap", "--config", "tiny.yaml", "--calibration", "calibration.json", "--out", "out"], in: folder, environment: small),
            containing: "calibration.json: the file \(limit)"
        )
        expectOneLine(try CommandRunner.run(["chart", "report/report.json"], in: folder, environment: small), containing: "report/report.json: the file \(limit)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sets"), withIntermediateDirectories: false)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("set.yaml"), to: folder.appendingPathComponent("sets/set.yaml"))
        expectOneLine(
            try CommandRunner.run(["run", "tap", "--configs", "sets", "--config", "x", "--out", "out"], in: folder, environment: small),
            containing: "sets/set.yaml: the file \(limit)"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
