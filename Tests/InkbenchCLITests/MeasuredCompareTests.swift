import Foundation
import Testing

@Suite("inkbench compare on measured runs: no false alarms")
struct MeasuredCompareTests {
    @Test("the same measured run twice compares with exit 0, ten times in a row")
    func sameRunTenTimes() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let synth = try CommandRunner.run(
            ["synth", "--shape", "line", "--profile", "ipad-pro-pencil-120", "--duration", "0.3", "--seed", "4", "--output", "short.inktrace"], in: folder
        )
        try #require(synth.exitCode == 0, "\(synth.standardError)")
        let run = ["run", "short.inktrace", "--config", "default-incremental", "--cost", "measured", "--repetitions", "5", "--no-progress"]
        for attempt in 1...10 {
            for side in ["a", "b"] {
                let result = try CommandRunner.run(run + ["--out", side], in: folder)
                try #require(result.exitCode == 0, "\(result.standardError)")
            }
            let compare = try CommandRunner.run(["compare", "a/report.json", "b/report.json"], in: folder)
            #expect(compare.exitCode == 0, "attempt \(attempt): \(compare.standardOutput)")
            #expect(compare.standardOutput.contains(" 0 inconclusive"), "\(compare.standardOutput)")
        }
    }
}
