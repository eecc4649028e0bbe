import Foundation
import InkTestSupport
import Testing

/// `inkbench predict` within bounds: an evaluation holding more predictions than the record limit
/// is refused before it starts (a 3-million-row CSV used to abort at 5 GB), and one estimated or
/// running past `--max-seconds` is stopped with one line and nothing written.
@Suite struct PredictBoundsTests {
    @Test("more predictions than INKBENCH_MAX_RECORDS: one line naming the count, before evaluating")
    func recordLimit() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["INKBENCH_MAX_RECORDS"] = "500"
        let result = try CommandRunner.run(["predict", "line-short", "--predictor", "linear", "--predictor", "kalman-ca", "--out", "out"], in: folder, environment: environment)
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("Error: line-short: "), "\(result.standardError)")
        #expect(result.standardError.contains("× 2 predictors) are more than the limit of 500 records per trace; raise it with INKBENCH_MAX_RECORDS"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("an evaluation estimated past --max-seconds is refused with the estimate; nothing is written")
    func timeLimit() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["predict", "handwriting", "--predictor", "kalman-mix", "--max-seconds", "0.001", "--out", "out"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("--max-seconds 0.001"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
