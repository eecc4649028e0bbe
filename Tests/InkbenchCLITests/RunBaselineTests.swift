import Foundation
import InkTestSupport
import Testing

@Suite("inkbench run --baseline: the pages show each verdict's change against a saved baseline")
struct RunBaselineTests {
    @Test("a missing baseline is one line and exit 5 before anything runs; a saved one is named in summary.md and index.html")
    func baselineShown() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["run", "--dataset", "handwriting-short", "--config", "default-incremental", "--no-renders", "--quick"]
        let missing = try CommandRunner.run(arguments + ["--baseline", "main", "--out", "out"], in: folder)
        #expect(missing.exitCode == 5)
        #expect(missing.standardError.contains("baseline missing: ") && missing.standardError.contains("--save-baseline main"), "\(missing.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "nothing ran")
        let first = try CommandRunner.run(arguments + ["--out", "base"], in: folder)
        try #require(first.exitCode == 0, "\(first.standardError)")
        let saved = try CommandRunner.run(["compare", "base/report.json", "--save-baseline", "main"], in: folder)
        try #require(saved.exitCode == 0, "\(saved.standardError)")
        let shown = try CommandRunner.run(arguments + ["--cpu-scale", "2", "--baseline", "main", "--out", "out"], in: folder)
        try #require(shown.exitCode == 0, "\(shown.standardError)")
        let summary = try String(contentsOf: folder.appendingPathComponent("out/summary.md"), encoding: .utf8)
        #expect(summary.contains("the change against the baseline **main** (inkbench "))
        #expect(summary.contains("<br>headroom "), "the cell's second line: the headroom fell with costs doubled")
        let page = try String(contentsOf: folder.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(page.contains("the change against the baseline <strong>main</strong>") && page.contains("<span class=\"change worse\""))
        let report = try String(contentsOf: folder.appendingPathComponent("out/report.json"), encoding: .utf8)
        #expect(!report.contains("baseline"), "report.json is the same with or without a baseline")
    }
}
