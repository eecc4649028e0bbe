import Foundation
import InkTestSupport
import Testing

/// `inkbench run` never measures ink the canvas does not show: ink that fits is moved onto the
/// canvas (and the report says so), ink larger than the canvas is refused in one line.
@Suite("inkbench run: the trace's ink on the profile's canvas")
struct RunCanvasFitTests {

    /// `line-short` (its ink spans x 389.5…634.5, y 640…726.5 pt on the 1024 × 1366 pt canvas of
    /// ipad-pro-pencil-120), written to `line.inktrace` in `folder`.
    static func writeLine(in folder: URL) throws {
        let synth = try CommandRunner.run(["synth", "--dataset", "line-short", "-o", "line.inktrace"], in: folder)
        try #require(synth.exitCode == 0, "\(synth.standardError)")
    }

    @Test("ink off a smaller canvas is moved by the smallest shift onto it, drawn, and stated in stdout, report.json and summary.md")
    func movedOntoTheCanvas() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeLine(in: folder)
        let result = try CommandRunner.run(
            ["run", "line.inktrace", "--config", "incremental", "--set", "canvas-width=300", "--no-renders", "--out", "out"], in: folder
        )
        try #require(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("moved by (-334.5, 0) pt to lie on the 300 × 1366 pt canvas"))
        let data = try Data(contentsOf: folder.appendingPathComponent("out/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let trace = try #require((report["traces"] as? [[String: Any]])?.first)
        let offset = try #require(trace["canvasOffset"] as? [String: Double])
        #expect(offset == ["x": -334.5, "y": 0])
        let summary = try String(contentsOf: folder.appendingPathComponent("out/summary.md"), encoding: .utf8)
        #expect(summary.contains("Moved by (-334.5, 0.0) pt to lie on the 300 × 1366 pt canvas (sizes and speeds kept)."))
        let frames = try String(contentsOf: folder.appendingPathComponent("out/data/frames.csv"), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let pixels = try #require(frames.first?.firstIndex(of: "pixels_touched_px")), tipX = try #require(frames.first?.firstIndex(of: "tip_x_pt"))
        let rows = frames.dropFirst()
        #expect(rows.count > 20)
        #expect(rows.allSatisfy { (Int($0[pixels]) ?? 0) > 0 }, "every frame draws ink")
        #expect(rows.allSatisfy { (Double($0[tipX]) ?? -1) >= 0 && (Double($0[tipX]) ?? 301) <= 300 })
    }

    @Test("ink inside the canvas is not moved and the report has no offset")
    func insideIsUntouched() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeLine(in: folder)
        let result = try CommandRunner.run(["run", "line.inktrace", "--config", "incremental", "--no-renders", "--out", "out"], in: folder)
        try #require(result.exitCode == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("moved by"))
        let data = try Data(contentsOf: folder.appendingPathComponent("out/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((report["traces"] as? [[String: Any]])?.first?["canvasOffset"] == nil)
    }

    @Test("ink larger than the canvas is refused in one line, and nothing is written")
    func tooLargeIsRefused() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeLine(in: folder)
        let result = try CommandRunner.run(
            ["run", "line.inktrace", "--config", "incremental", "--set", "canvas-width=200", "--no-renders", "--out", "out"], in: folder
        )
        #expect(result.exitCode == 1)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.contains("line.inktrace: the ink spans 245 × 86.5 pt, larger than the 200 × 1366 pt canvas of ipad-pro-pencil-120") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report.json").path))
    }

    @Test("a Wacom Cintiq recording on the iPad canvas of configs/default.yaml is refused; on its own profile it runs",
          .needsRecordings("evemu/wacom-cintiq-22hdt-pen.events"))
    func wacomOnAnIPad() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = RunCommandTests.root.appendingPathComponent("configs/default.yaml").path
        let cintiq = SharedRecordings.path("evemu/wacom-cintiq-22hdt-pen.events")
        let refused = try CommandRunner.run(["run", cintiq, "--config", config, "--no-renders", "--out", "ipad"], in: folder)
        #expect(refused.exitCode == 1)
        #expect(refused.standardError.split(separator: "\n").count == 1)
        #expect(refused.standardError.contains("the ink spans 1639.7 × 747.9 pt, larger than the 1024 × 1366 pt canvas of ipad-pro-pencil-120"))
        let own = try CommandRunner.run(["run", cintiq, "--config", config, "--profile", "wacom-linux-60", "--no-renders", "--out", "wacom"], in: folder)
        #expect(own.exitCode == 0, "\(own.standardError)")
        #expect(!own.standardOutput.contains("moved by"))
    }
}
