import Foundation
import InkBenchCore
import Testing

/// `inkbench merge` refuses shards that do not make one whole — missing, given twice, or from
/// other inputs, another inkbench, seed, configurations or flags — and shards whose files were
/// cut or edited, each in one line naming the folder or file.
@Suite("Merging refuses a missing, duplicated or foreign shard in one line")
struct ShardRefusalTests {
    static let traces: [Trace] = ["line-short", "handwriting-short"].map { name in
        guard let dataset = BuiltInDataset.named(name), let trace = try? Synthesizer.synthesize(dataset.recipe) else {
            preconditionFailure("the built-in dataset \(name) synthesizes")
        }
        return trace
    }

    /// Shard `index` of `count` of a quick run (constant costs, no pictures) of two traces through
    /// naive and incremental geometry, written into `folder`.
    static func writeShard(
        _ index: Int, of count: Int, to folder: String, seed: UInt64 = 1, cpuScale: Double = 1, names: [String] = ["a", "b"],
        reversedConfigurations: Bool = false, pictures: Bool = false
    ) throws {
        let inputs = zip(names, traces).map { RunInput(name: $0, trace: $1) }
        var run = BenchmarkRunTests.run(inputs, settings: RunSettings(seed: seed, drawsDebugRenders: pictures), cpuScale: cpuScale)
        if reversedConfigurations { run.configurations.reverse() }
        run.settings.shard = WorkShard(index: index, count: count)
        var sink = SilentRunSink()
        _ = try run.write(to: folder, sink: &sink)
    }

    /// A fresh folder with shards `1` and `2` of 2 in `1/` and `2/`; removed by the caller.
    static func shards() throws -> (base: String, folders: [String]) {
        let base = try ShardedRunTests.scratch()
        let folders = ["\(base)/1", "\(base)/2"]
        for (index, folder) in folders.enumerated() { try writeShard(index + 1, of: 2, to: folder) }
        return (base, folders)
    }

    /// The one-line refusal of merging `folders`.
    static func refusal(_ folders: [String]) throws -> String {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-refused-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let error = try #require(throws: ReportError.self) {
            _ = try RunShardMerge.merge(try ShardSet(folders: folders), into: out, renderer: GnuplotRenderer(path: ""))
        }
        #expect(!error.description.contains("\n"))
        return error.description
    }

    /// Rewrites the `shard.json` of `folder` with `edit` applied to its JSON object.
    static func editManifest(_ folder: String, _ edit: (inout [String: Any]) -> Void) throws {
        let path = "\(folder)/shard.json"
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        edit(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    }

    /// The folder of a shard that computed any unit, and its report.
    static func busyShard(_ folders: [String]) throws -> (folder: String, report: RunReport) {
        for folder in folders {
            let report = try RunReport.load(path: "\(folder)/report.json")
            if !report.traces.isEmpty { return (folder, report) }
        }
        Issue.record("no shard computed anything")
        throw ReportError("no shard computed anything")
    }

    @Test("a missing shard is named")
    func missing() throws {
        let (base, folders) = try Self.shards()
        defer { try? FileManager.default.removeItem(atPath: base) }
        #expect(try Self.refusal([folders[1]]) == "shard 1/2 is missing; merge needs every shard's folder")
    }

    @Test("a shard given twice is named with both folders")
    func duplicated() throws {
        let (base, folders) = try Self.shards()
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.copyItem(atPath: folders[0], toPath: "\(base)/copy")
        #expect(try Self.refusal(folders + ["\(base)/copy"]) == "\(base)/copy: shard 1/2 again (also \(folders[0]))")
    }

    @Test("a folder without shard.json is not a shard")
    func notAShard() throws {
        let (base, folders) = try Self.shards()
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.removeItem(atPath: "\(folders[1])/shard.json")
        #expect(try Self.refusal(folders) == "\(folders[1]): no shard.json: not the folder of a --shard run, or its run did not finish")
    }

    @Test("shards of another inkbench, commit, kind or count are foreign")
    func otherToolCommitKindOrCount() throws {
        let (base, folders) = try Self.shards()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let (second, first) = (folders[1], folders[0])
        try Self.editManifest(second) { $0["tool"] = "inkbench 9.9.9" }
        #expect(try Self.refusal(folders).hasPrefix("\(second): written by inkbench 9.9.9, \(first) by inkbench "))
        try Self.editManifest(second) { $0["tool"] = "inkbench \(InkBenchVersion.current)" }
        try Self.editManifest(first) { $0["gitCommit"] = String(repeating: "a", count: 40) }
        try Self.editManifest(second) { $0["gitCommit"] = String(repeating: "b", count: 40) }
        #expect(try Self.refusal(folders) == "\(second): run at commit bbbbbbbbbbbb, \(first) at aaaaaaaaaaaa; run every shard at the same commit")
        try Self.editManifest(second) { $0["gitCommit"] = NSNull() }
        try Self.editManifest(second) { $0["kind"] = "predict" }
        #expect(try Self.refusal(folders) == "\(second): a shard of inkbench predict, but \(first) is one of inkbench run")
        try Self.editManifest(first) { $0["gitCommit"] = NSNull() }
        try Self.writeShard(2, of: 3, to: "\(base)/of3")
        #expect(try Self.refusal([first, "\(base)/of3"]) == "\(base)/of3: shard 2/3, but \(first) is shard 1/2")
    }

    @Test("a shard run with another seed, cost setting, pictures flag, configurations or inputs is foreign")
    func otherSettingsOrInputs() throws {
        let (base, folders) = try Self.shards()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let first = folders[0], other = "\(base)/other"
        try Self.writeShard(2, of: 2, to: other, seed: 2)
        #expect(try Self.refusal([first, other]) == "\(other): other seed than \(first) (2, not 1)")
        try Self.writeShard(2, of: 2, to: other, cpuScale: 2)
        #expect(try Self.refusal([first, other]) == "\(other): other cost settings than \(first)")
        try Self.writeShard(2, of: 2, to: other, pictures: true)
        #expect(try Self.refusal([first, other]) == "\(other): other debug pictures than \(first) (drawn, not skipped (--no-renders))")
        try Self.writeShard(2, of: 2, to: other, reversedConfigurations: true)
        #expect(try Self.refusal([first, other]) == "\(other): other configurations than \(first)")
        try Self.writeShard(2, of: 2, to: other, names: ["a", "c"])
        #expect(try Self.refusal([first, other]).hasPrefix("\(other): other inputs than \(first): trace 2 is 'c' ("))
    }

    @Test("a shard table missing a row, or with a row of no unit, is refused naming the file")
    func editedTables() throws {
        let (base, folders) = try Self.shards()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let (folder, report) = try Self.busyShard(folders)
        let path = "\(folder)/data/callbacks.csv"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false)
        lines.remove(at: 1)
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let first = report.traces[0], unit = report.traces[0].results[0]
        let callbacks = unit.runs.reduce(0) { $0 + $1.callbacks }
        #expect(try Self.refusal(folders) == "\(path): \(callbacks - 1) rows of '\(first.input)' × '\(unit.configuration)' where its report.json has \(callbacks)")
        try (original + "z,naive,0,1,0,0,0,1,0,0,0,0,0\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try Self.refusal(folders).hasPrefix("\(path): row "))
    }

    @Test("a shard report missing a unit's result, or naming a picture outside renders/, is refused naming the file")
    func editedReports() throws {
        let (base, folders) = try Self.shards()
        defer { try? FileManager.default.removeItem(atPath: base) }
        var (folder, report) = try Self.busyShard(folders)
        let original = report
        let dropped = report.traces[0].results.removeLast()
        try report.write(to: "\(folder)/report.json")
        #expect(try Self.refusal(folders).hasPrefix("\(folder)/report.json: no result for '\(report.traces[0].input)' × '\(dropped.configuration)' in its place"))
        report = original
        report.renders = [RunReport.DebugRender(trace: report.traces[0].input, file: "renders/../../x.png", configuration: "naive", momentSeconds: 0, caption: "")]
        try report.write(to: "\(folder)/report.json")
        try Self.editManifest(folder) { manifest in
            manifest["settings"] = (manifest["settings"] as? [[String: String]])?.map { $0["name"] == "debug pictures" ? ["name": "debug pictures", "value": "drawn"] : $0 }
        }
        let other = folders.first { $0 != folder } ?? folder
        try Self.editManifest(other) { manifest in
            manifest["settings"] = (manifest["settings"] as? [[String: String]])?.map { $0["name"] == "debug pictures" ? ["name": "debug pictures", "value": "drawn"] : $0 }
        }
        let otherReport = try RunReport.load(path: "\(other)/report.json")
        var withPictures = otherReport
        withPictures.renders = []
        try withPictures.write(to: "\(other)/report.json")
        #expect(try Self.refusal(folders) == "\(folder)/report.json: renders[0].file 'renders/../../x.png' is not a picture in renders/ (renders/NAME.png)")
    }
}
