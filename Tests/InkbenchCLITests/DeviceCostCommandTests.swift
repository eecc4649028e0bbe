import Foundation
import Testing

/// `inkbench run --cost device:file=…` end to end: a run priced by a recorded file, and bad
/// files and mismatched lengths as one line with nothing written.
@Suite("inkbench run --cost device")
struct DeviceCostCommandTests {
    static func run(_ csv: String, in folder: URL) throws -> CommandRunner.Result {
        try Data(csv.utf8).write(to: folder.appendingPathComponent("timings.csv"))
        return try CommandRunner.run(
            ["run", "handwriting-short", "--config", "default-incremental", "--cost", "device:file=timings.csv", "--no-renders", "--no-progress", "--out", "out"],
            in: folder
        )
    }

    @Test("every callback costs the row at or before its start, and the report names the device mode")
    func aTimeKeyedFilePricesTheRun() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run("time_s,handler_us,render_us\n-1,2500,1000\n", in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let data = try Data(contentsOf: folder.appendingPathComponent("out/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((report["cost"] as? [String: Any])?["mode"] as? String == "device")
        let callbacks = try String(contentsOf: folder.appendingPathComponent("out/data/callbacks.csv"), encoding: .utf8)
        let lines = callbacks.split(separator: "\n")
        let header = lines[0].split(separator: ",").map(String.init)
        let handler = try #require(header.firstIndex { $0.hasPrefix("handler") }, "\(header)")
        let costs = Set(lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false)[handler] })
        #expect(costs.count == 1, "\(costs)")
    }

    @Test("a bad row is one line naming the file and line, with nothing written", arguments: [
        ("callback,handler_us,render_us\n0,100,0\n1,-3,0\n", "timings.csv:3: handler_us must be ≥ 0 (got -3)"),
        ("callback,handler_us,render_us\n0,100,0\n0,100,0\n", "timings.csv:3: callback must be 1 (got 0)"),
        ("time_s,handler_us\n0.5,nan\n", "timings.csv:2: handler_us nan is not a finite number"),
        ("callback,handler_us,render_us\n0,100,0\n1,100,0\n", "timings.csv: 2 rows for "),
    ])
    func aBadFileFailsTheRun(csv: String, expected: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(csv, in: folder)
        #expect(result.exitCode != 0)
        #expect(result.standardError.contains(expected), "\(result.standardError)")
        #expect(result.standardError.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report.json").path))
    }
}
