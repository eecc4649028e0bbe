import Foundation
import Testing

@Suite("prediction 'recorded' on a trace without recorded predictions is refused")
struct RecordedRefusalTests {
    @Test("run with a configuration predicting 'recorded' on a synthesized trace: exit 1, one line")
    func run() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = """
            configurations:
              - name: replay
                geometry: incremental
                renderer: incremental
                prediction: recorded
            """
        try config.write(to: folder.appendingPathComponent("replay.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["run", "--dataset", "line-short", "--config", "replay.yaml", "--out", "out"], in: folder)
        #expect(result.exitCode == 1, "\(result.standardOutput)")
        #expect(
            result.standardError == "Error: line-short: configuration 'replay' has prediction: recorded, but the trace holds no recorded platform "
                + "predictions (only recordings such as Inkable JSON carry them); choose another predictor\n"
        )
    }

    @Test("predict --predictor recorded on a synthesized trace: exit 1, one line")
    func predict() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["predict", "line-short", "--predictor", "linear", "--predictor", "recorded"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("Error: line-short: --predictor recorded, but the trace holds no recorded platform predictions"))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    }
}
