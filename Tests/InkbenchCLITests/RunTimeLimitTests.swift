import Foundation
import Testing

@Suite("inkbench run --max-seconds")
struct RunTimeLimitTests {
    @Test("a naive run of a long stroke estimated past --max-seconds is refused up front: exit 1, one line, nothing written")
    func refusesUpFront() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let synth = try CommandRunner.run(["synth", "--shape", "spiral", "--duration", "60", "--speed", "80", "-o", "long.inktrace"], in: folder)
        #expect(synth.exitCode == 0, "\(synth.standardError)")
        let result = try CommandRunner.run([
            "run", "long.inktrace", "--configs", RunCommandTests.root.appendingPathComponent("configs").path, "--config", "naive",
            "--calibration", RunCommandTests.root.appendingPathComponent("calibration/linux-x86_64-2core.json").path,
            "--max-seconds", "1", "--out", "out", "--no-progress", "--no-renders",
        ], in: folder)
        #expect(result.exitCode == 1)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(result.standardError.hasPrefix("Error: the run would take about "))
        #expect(result.standardError.contains("(configuration 'naive' ") && result.standardError.contains(", charts "))
        #expect(result.standardError.contains("(estimated from ") && result.standardError.contains("use --max-seconds "))
        #expect(result.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        let pictured = try CommandRunner.run([
            "run", "long.inktrace", "--configs", RunCommandTests.root.appendingPathComponent("configs").path, "--config", "naive",
            "--calibration", RunCommandTests.root.appendingPathComponent("calibration/linux-x86_64-2core.json").path,
            "--max-seconds", "1", "--out", "out", "--no-progress",
        ], in: folder)
        #expect(pictured.exitCode == 1)
        #expect(pictured.standardError.contains(", debug pictures "), "the estimate covers the debug pictures: \(pictured.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("--max-seconds must be a positive number (a bad value: exit 1)")
    func rejectsNonPositiveLimit() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["run", "--dataset", "tap", "--config", "naive", "--max-seconds", "0", "--out", "out"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("--max-seconds must be a positive number"))
    }
}
