import Foundation
import Testing

@Suite("inkbench compare: verdicts, baselines and exit codes")
struct CompareCommandTests {
    /// A quick modelled run of one configuration on handwriting, written to `folder/run/report.json`.
    private func makeReport(in folder: URL) throws -> String {
        let run = try CommandRunner.run(
            ["run", "--dataset", "handwriting", "--config", "default-incremental", "--quick", "--out", "run"], in: folder
        )
        try #require(run.exitCode == 0, "\(run.standardError)")
        return "run/report.json"
    }

    @Test("identical reports: exit 0, every metric within noise")
    func identical() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try makeReport(in: folder)
        let compare = try CommandRunner.run(["compare", report, report], in: folder)
        #expect(compare.exitCode == 0, "\(compare.standardError)")
        #expect(compare.standardOutput.hasPrefix("no regression: 0 regressed, 0 improved, 16 within noise"), "\(compare.standardOutput)")
    }

    @Test("lag p99 10% worse: exit 2 naming that metric; --threshold lag.p99=15% tolerates it")
    func regression() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try makeReport(in: folder)
        let worse = try ReportEdits.worseLagP99(report, in: folder)
        let compare = try CommandRunner.run(["compare", report, worse], in: folder)
        #expect(compare.exitCode == 2, "\(compare.standardError)")
        #expect(compare.standardOutput.contains("regressed: handwriting/default-incremental/lag.p99 +10.00%"), "\(compare.standardOutput)")
        #expect(compare.standardOutput.contains("REGRESSION: 1 regressed"))
        let tolerant = try CommandRunner.run(["compare", report, worse, "--threshold", "lag.p99=15%"], in: folder)
        #expect(tolerant.exitCode == 0, "\(tolerant.standardOutput)")
    }

    @Test("saved baselines: missing gives exit 5; saved then compared gives exit 0; github format lists values")
    func baselines() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try makeReport(in: folder)
        let missing = try CommandRunner.run(["compare", report, "--baseline", "main"], in: folder)
        #expect(missing.exitCode == 5)
        #expect(missing.standardError.hasPrefix("Error: baseline missing: "), "\(missing.standardError)")
        let save = try CommandRunner.run(["compare", report, "--save-baseline", "main"], in: folder)
        #expect(save.exitCode == 0, "\(save.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".inkbench/baselines/main.json").path))
        let compare = try CommandRunner.run(["compare", report, "--baseline", "main", "--format", "github"], in: folder)
        #expect(compare.exitCode == 0, "\(compare.standardError)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(compare.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.contains { $0["name"] as? String == "handwriting/default-incremental/lag.p99" && $0["unit"] as? String == "s" })
    }

    @Test("an unreadable report is an error with exit 1 and one line")
    func badReport() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{\"schemaVersion\": 2}".write(to: folder.appendingPathComponent("v2.json"), atomically: true, encoding: .utf8)
        let compare = try CommandRunner.run(["compare", "v2.json", "v2.json"], in: folder)
        #expect(compare.exitCode == 1)
        #expect(compare.standardError == "Error: v2.json: report schema version 2 is not supported (this inkbench reads version 1)\n")
    }
}
