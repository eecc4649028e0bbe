import Foundation
import Testing

@Suite("inkbench compare: the gate's holes have their own exit codes")
struct CompareGateExitTests {
    /// A quick modelled run of one configuration on handwriting, and a copy with the trace's
    /// input and content hash changed (another trace) and one with the configuration renamed.
    private func reports(in folder: URL) throws -> (report: String, renamedTrace: String, renamedConfiguration: String) {
        let run = try CommandRunner.run(
            ["run", "--dataset", "handwriting", "--config", "default-incremental", "--quick", "--no-renders", "--out", "run"], in: folder
        )
        try #require(run.exitCode == 0, "\(run.standardError)")
        let data = try Data(contentsOf: folder.appendingPathComponent("run/report.json"))
        let text = try #require(String(data: data, encoding: .utf8))
        let otherTrace = text.replacingOccurrences(of: "\"input\" : \"handwriting\"", with: "\"input\" : \"elsewhere\"")
            .replacing(/"contentHash" : "[0-9a-f]{16}"/, with: "\"contentHash\" : \"0000000000000000\"")
        #expect(otherTrace.contains("\"contentHash\" : \"0000000000000000\""))
        try Data(otherTrace.utf8).write(to: folder.appendingPathComponent("trace.json"))
        try Data(text.replacingOccurrences(of: "\"configuration\" : \"default-incremental\"", with: "\"configuration\" : \"renamed\"").utf8)
            .write(to: folder.appendingPathComponent("configuration.json"))
        return ("run/report.json", "trace.json", "configuration.json")
    }

    @Test("missing on either side: exit 3 (allowed with --allow-missing unless nothing is in common); a limit not met: exit 4; a bare number: exit 1")
    func exitCodes() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (report, renamedTrace, renamedConfiguration) = try reports(in: folder)
        let configuration = try CommandRunner.run(["compare", report, renamedConfiguration], in: folder)
        #expect(configuration.exitCode == 3, "\(configuration.standardOutput)")
        #expect(configuration.standardOutput.contains("missing: handwriting/renamed: not in the baseline"))
        #expect(configuration.standardOutput.contains("missing: handwriting/default-incremental: in the baseline only"))
        #expect(try CommandRunner.run(["compare", report, renamedConfiguration, "--allow-missing"], in: folder).exitCode == 3, "nothing in common")
        let trace = try CommandRunner.run(["compare", report, renamedTrace, "--allow-missing"], in: folder)
        #expect(trace.exitCode == 3 && trace.standardOutput.hasPrefix("MISSING: 0 regressed"), "\(trace.standardOutput)")
        let limit = try CommandRunner.run(["compare", report, report, "--threshold", "lag.p99<=1ms", "--threshold", "missedFrames==0"], in: folder)
        #expect(limit.exitCode == 4, "\(limit.standardOutput)")
        #expect(limit.standardOutput.contains("limit not met: handwriting/default-incremental lag.p99<=1ms (is "))
        #expect(!limit.standardOutput.contains("missedFrames==0 (is"))
        let met = try CommandRunner.run(["compare", report, report, "--threshold", "lag.p99<=1s", "--threshold", "headroom>=0%"], in: folder)
        #expect(met.exitCode == 0, "\(met.standardOutput)")
        let bare = try CommandRunner.run(["compare", report, report, "--threshold", "lag.p99=5"], in: folder)
        #expect(bare.exitCode == 1)
        #expect(bare.standardError.contains("a relative threshold needs %, e.g. lag.p99=5%"))
        let page = try CommandRunner.run(["compare", report, report, "--format", "html", "--out", "compare.html"], in: folder)
        #expect(page.exitCode == 0)
        #expect(page.standardOutput.split(separator: "\n").count == 1, "one line on stdout, not the page")
        #expect(page.standardOutput.hasPrefix("no regression: ") && page.standardOutput.hasSuffix("(html written to compare.html)\n"), "only the verdict line: \(page.standardOutput)")
        let html = try String(contentsOf: folder.appendingPathComponent("compare.html"), encoding: .utf8)
        #expect(html.contains("<p class=\"verdict good\"><strong>no regression"))
    }
}
