import Foundation
import InkTestSupport
import Testing

/// `inkbench predict --sweep … --shard K/N` and `inkbench predict … --shard K/N` in separate
/// processes, then `inkbench merge`: the merged folder is the single run's, byte for byte, and
/// the merge chooses the candidate one machine chooses; a foreign sweep shard is refused in one
/// line naming it.
@Suite("Sharded predict and sweep processes merge into the single run's folder")
struct ShardCommandTests {
    /// A sweep of 6 candidates of kalman-adaptive over four built-in traces.
    static let sweep = [
        "predict", "--sweep", "--predictor", "kalman-adaptive", "line-short", "handwriting-short", "circle", "scribble-fast",
        "--grid", "erratic-damping=0,0.3,1", "--grid", "process-noise=0.01,0.03", "--horizon", "8", "--seed", "4",
    ]

    /// Runs `inkbench arguments` in `folder`, requiring exit 0.
    @discardableResult
    static func succeed(_ arguments: [String], in folder: URL) throws -> CommandRunner.Result {
        let result = try CommandRunner.run(arguments, in: folder)
        #expect(result.exitCode == 0, "inkbench \(arguments.joined(separator: " ")): \(result.standardError)")
        return result
    }

    /// The `chosen:` line a sweep prints.
    static func chosenLine(_ output: String) -> Substring? {
        output.split(separator: "\n").first { $0.hasPrefix("chosen: ") }
    }

    @Test("a sweep merged from 1, 2, 3 or 7 shard processes writes the single sweep's sweep.json and chooses alike", arguments: [1, 2, 3, 7])
    func sweepMergeEqualsSingle(count: Int) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let single = try Self.succeed(Self.sweep + ["--out", "single"], in: folder)
        var scored = 0
        for index in 1...count {
            let shard = try Self.succeed(Self.sweep + ["--shard", "\(index)/\(count)", "--out", "shard-\(index)"], in: folder)
            #expect(shard.standardOutput.contains("shard \(index)/\(count): "), "\(shard.standardOutput)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("shard-\(index)/sweep.json").path), "a shard leaves the choice to the merge")
            scored += Int(shard.standardOutput.firstMatch(of: /: (\d+) of 6 candidates/)?.output.1 ?? "") ?? 0
        }
        #expect(scored == 6, "each candidate scored by exactly one shard")
        let merged = try Self.succeed(["merge"] + (1...count).reversed().map { "shard-\($0)" } + ["--out", "merged"], in: folder)
        let expected = try Data(contentsOf: folder.appendingPathComponent("single/sweep.json"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("merged/sweep.json")) == expected)
        let chosen = try #require(Self.chosenLine(single.standardOutput))
        #expect(Self.chosenLine(merged.standardOutput) == chosen)
    }

    @Test("predict merged from 3 shard processes writes the single evaluation's files, charts included")
    func predictMergeEqualsSingle() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["predict", "line-short", "handwriting-short", "circle", "--predictor", "linear", "--predictor", "kalman-ca", "--horizon", "8", "--horizon", "16"]
        try Self.succeed(arguments + ["--out", "single"], in: folder)
        for index in 1...3 { try Self.succeed(arguments + ["--shard", "\(index)/3", "--out", "shard-\(index)"], in: folder) }
        try Self.succeed(["merge", "shard-2", "shard-3", "shard-1", "--out", "merged"], in: folder)
        let single = folder.appendingPathComponent("single").path
        let files = ReportFolderFiles.list(single)
        #expect(["predictions.json", "predictions.csv", "summary.md", "index.html"].allSatisfy(files.contains))
        #expect(files.contains { $0.hasPrefix("charts/") && $0.hasSuffix(".svg") } || !TestTools.hasGnuplot)
        #expect(try ReportFolderFiles.differences(single, folder.appendingPathComponent("merged").path) == [])
    }

    @Test("merge --baseline shows the changes run --baseline shows; run refuses --baseline with --shard")
    func mergeWithBaseline() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = ["run", "--dataset", "line-short", "--dataset", "handwriting-short", "--config", "default", "--cost", "modelled", "--no-renders", "--no-progress"]
        try Self.succeed(run + ["--out", "base"], in: folder)
        let slower = run + ["--cpu-scale", "1.5"]
        try Self.succeed(slower + ["--baseline", "base/report.json", "--out", "single"], in: folder)
        for index in 1...2 { try Self.succeed(slower + ["--shard", "\(index)/2", "--out", "shard-\(index)"], in: folder) }
        try Self.succeed(["merge", "shard-1", "shard-2", "--baseline", "base/report.json", "--no-progress", "--out", "merged"], in: folder)
        let single = folder.appendingPathComponent("single").path
        #expect(try String(contentsOfFile: "\(single)/summary.md", encoding: .utf8).contains("the change against the baseline **base/report.json**"))
        #expect(try ReportFolderFiles.differences(single, folder.appendingPathComponent("merged").path) == [])
        let refused = try CommandRunner.run(slower + ["--shard", "1/2", "--baseline", "base/report.json", "--out", "x"], in: folder)
        #expect(refused.exitCode == 64)
        #expect(refused.standardError.hasPrefix("Error: --baseline shows changes in the merged folder: give it to 'inkbench merge', not to each --shard run"))
    }

    @Test("a sweep shard of another seed, and a missing one, are refused in one line naming them")
    func foreignSweepShardRefused() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.succeed(Self.sweep + ["--shard", "1/2", "--out", "one"], in: folder)
        var otherSeed = Self.sweep
        otherSeed[otherSeed.count - 1] = "5"
        try Self.succeed(otherSeed + ["--shard", "2/2", "--out", "two"], in: folder)
        let foreign = try CommandRunner.run(["merge", "one", "two", "--out", "merged"], in: folder)
        #expect(foreign.exitCode == 1)
        #expect(foreign.standardError == "Error: two: other seed than one (5, not 4)\n")
        let missing = try CommandRunner.run(["merge", "one", "--out", "merged"], in: folder)
        #expect(missing.exitCode == 1)
        #expect(missing.standardError == "Error: shard 2/2 is missing; merge needs every shard's folder\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged/sweep.json").path))
    }
}
