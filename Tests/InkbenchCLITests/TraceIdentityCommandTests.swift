import Foundation
import Testing

/// Reports key traces by content: the same trace given as `x`, `./x`, an absolute path, a
/// renamed copy or the built-in dataset it was synthesized from compares as one trace.
struct TraceIdentityCommandTests {
    @Test("x, ./x, /path/to/x, a renamed copy and the dataset itself compare with exit 0")
    func pathsAndRenamesCompare() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let synth = try CommandRunner.run(["synth", "--dataset", "line-short", "-o", "line.inktrace"], in: folder)
        try #require(synth.exitCode == 0, "\(synth.standardError)")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("line.inktrace"), to: folder.appendingPathComponent("renamed.inktrace"))
        let inputs = [
            ["line.inktrace"], ["./line.inktrace"], [folder.appendingPathComponent("line.inktrace").path], ["renamed.inktrace"], ["--dataset", "line-short"],
        ]
        var hashes: Set<String> = []
        for (index, input) in inputs.enumerated() {
            let run = try CommandRunner.run(
                ["run"] + input + ["--config", "default-incremental", "--no-renders", "--no-progress", "--out", "r\(index)"], in: folder
            )
            try #require(run.exitCode == 0, "\(input): \(run.standardError)")
            let report = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("r\(index)/report.json"))) as? [String: Any]
            let trace = try #require((report?["traces"] as? [[String: Any]])?.first)
            hashes.insert(try #require(trace["contentHash"] as? String))
            guard index > 0 else { continue }
            let compare = try CommandRunner.run(["compare", "r0/report.json", "r\(index)/report.json"], in: folder)
            #expect(compare.exitCode == 0, "\(input): \(compare.standardOutput)")
            #expect(compare.standardOutput.hasPrefix("no regression"), "\(compare.standardOutput)")
        }
        #expect(hashes.count == 1, "one content, one key: \(hashes)")
    }
}
