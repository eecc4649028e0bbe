import Foundation
import Testing

@Suite("Thresholds in configuration sets: recorded by run, used by compare")
struct ThresholdCommandTests {
    private static let tolerantSet = """
        thresholds:
          noise: 2%
          lag.p99: 15%
        configurations:
          - { name: plain, geometry: incremental }
        """

    @Test("run records the set's thresholds; compare takes flags, then --config, then the report's, and says which")
    func precedence() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.tolerantSet.write(to: folder.appendingPathComponent("tolerant.yaml"), atomically: true, encoding: .utf8)
        try Self.tolerantSet.replacingOccurrences(of: "15%", with: "5%").write(to: folder.appendingPathComponent("strict.yaml"), atomically: true, encoding: .utf8)
        let run = try CommandRunner.run(["run", "--dataset", "handwriting", "--config", "tolerant.yaml", "--quick", "--no-renders", "--out", "run"], in: folder)
        try #require(run.exitCode == 0, "\(run.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("run/report.json"))) as? [String: Any])
        let recorded = try #require(json["thresholds"] as? [String: Any])
        #expect(recorded["source"] as? String == "tolerant.yaml" && recorded["noise"] as? Double == 0.02)
        #expect(recorded["metrics"] as? [String: Double] == ["lag.p99": 0.15])
        let worse = try ReportEdits.worseLagP99("run/report.json", in: folder)

        let fromReport = try CommandRunner.run(["compare", "run/report.json", worse], in: folder)
        #expect(fromReport.exitCode == 0, "\(fromReport.standardOutput)")
        let header = fromReport.standardOutput.split(separator: "\n").dropFirst().first.map(String.init)
        #expect(header == "thresholds: noise ±2.00%, lag.p99 ±15.00% (recorded in worse.json from tolerant.yaml)")

        let fromConfig = try CommandRunner.run(["compare", "run/report.json", worse, "--config", "strict.yaml"], in: folder)
        #expect(fromConfig.exitCode == 2, "\(fromConfig.standardOutput)")
        #expect(fromConfig.standardOutput.contains("lag.p99 ±5.00% (--config strict.yaml)"), "\(fromConfig.standardOutput)")

        let fromFlag = try CommandRunner.run(["compare", "run/report.json", worse, "--config", "strict.yaml", "--threshold", "lag.p99=12%", "--noise", "1%"], in: folder)
        #expect(fromFlag.exitCode == 0, "\(fromFlag.standardOutput)")
        #expect(fromFlag.standardOutput.contains("thresholds: noise ±1.00%, lag.p99 ±12.00% (command line)"), "\(fromFlag.standardOutput)")

        let shipped = try CommandRunner.run(["compare", "run/report.json", worse, "--config", "default"], in: folder)
        #expect(shipped.exitCode == 2, "\(shipped.standardOutput)")
        #expect(shipped.standardOutput.contains("lag.p99 ±5.00% (--config "), "\(shipped.standardOutput)")
    }

    @Test("an unknown metric or a bad percentage is one line naming the file and line, from run and from compare")
    func badThresholds() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.tolerantSet.replacingOccurrences(of: "lag.p99", with: "lag.p95").write(to: folder.appendingPathComponent("unknown.yaml"), atomically: true, encoding: .utf8)
        try Self.tolerantSet.replacingOccurrences(of: "15%", with: "15 percent").write(to: folder.appendingPathComponent("percent.yaml"), atomically: true, encoding: .utf8)
        let run = try CommandRunner.run(["run", "--dataset", "handwriting", "--config", "unknown.yaml", "--quick", "--out", "run"], in: folder)
        #expect(run.exitCode == 1)
        #expect(run.standardError.hasPrefix("Error: unknown.yaml:3: thresholds: unknown metric 'lag.p95' (known: noise, "), "\(run.standardError)")
        #expect(run.standardError.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("run/report.json").path))
        let compare = try CommandRunner.run(["compare", "a.json", "b.json", "--config", "percent.yaml"], in: folder)
        #expect(compare.exitCode == 1)
        #expect(compare.standardError.hasPrefix("Error: percent.yaml:3: thresholds: 'lag.p99' must be a percentage"), "\(compare.standardError)")
    }
}
