import Foundation
import Testing

@Suite("inkbench run: debug renders of the ink in renders/ and index.html")
struct RunRendersTests {
    /// Every `src="…"` and `href="…"` of `html`.
    private static func references(in html: String) -> [String] {
        ["src=\"", "href=\""].flatMap { marker in
            html.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
    }

    private static func run(_ configurations: [String], out: String, in folder: URL, extra: [String] = []) throws {
        let arguments = ["run", "--dataset", "handwriting-short"] + configurations.flatMap { ["--config", $0] } + ["--quick", "--out", out] + extra
        let run = try CommandRunner.run(arguments, in: folder)
        try #require(run.exitCode == 0, "\(run.standardError)")
    }

    @Test("with a predictor: the predicted configuration, mid-stroke and at the end, the same bytes twice, kept by chart")
    func predicted() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.run(["default-incremental", "default-incremental-predicted"], out: "a", in: folder)
        try Self.run(["default-incremental", "default-incremental-predicted"], out: "b", in: folder)
        let a = folder.appendingPathComponent("a")
        let html = try String(contentsOf: a.appendingPathComponent("index.html"), encoding: .utf8)
        let references = Self.references(in: html)
        for name in ["renders/handwriting-short-mid.png", "renders/handwriting-short-end.png"] {
            #expect(references.contains(name), "\(references)")
            let first = try Data(contentsOf: a.appendingPathComponent(name))
            #expect(RenderCommandTests.pngSize(first) != nil)
            #expect(first == (try Data(contentsOf: folder.appendingPathComponent("b").appendingPathComponent(name))), "\(name) differs between runs")
        }
        for reference in references where !reference.hasPrefix("#") {
            #expect(FileManager.default.fileExists(atPath: a.appendingPathComponent(reference).path), "\(reference)")
        }
        #expect(html.contains("default-incremental-predicted (by-kind predictions) with the debug overlay"))
        #expect(html.contains("handwriting-short mid-stroke (the middle of the longest stroke), "))
        #expect(html.contains("handwriting-short at the end of the trace, "))
        let chart = try CommandRunner.run(["chart", "a/report.json"], in: folder)
        #expect(chart.exitCode == 0, "\(chart.standardError)")
        let rewritten = try String(contentsOf: a.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(Self.references(in: rewritten).filter { $0.hasPrefix("renders/") } == references.filter { $0.hasPrefix("renders/") })
    }

    @Test("without a predictor: the first configuration; --no-renders draws none and links none")
    func unpredictedAndSkipped() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.run(["default-naive", "default-incremental"], out: "plain", in: folder)
        let html = try String(contentsOf: folder.appendingPathComponent("plain/index.html"), encoding: .utf8)
        #expect(html.contains("default-naive (no prediction) with the debug overlay"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("plain/renders/handwriting-short-end.png").path))
        try Self.run(["default-incremental"], out: "none", in: folder, extra: ["--no-renders"])
        let skipped = try String(contentsOf: folder.appendingPathComponent("none/index.html"), encoding: .utf8)
        #expect(!skipped.contains("renders/"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("none/renders").path))
        let report = try String(contentsOf: folder.appendingPathComponent("none/report.json"), encoding: .utf8)
        #expect(!report.contains("\"renders\""))
    }
}
