import Foundation
import InkBench
import InkTestSupport
import Testing

/// `RunSettings.shard` and `RunShardMerge`: the shards of a run, merged, give the folder the
/// single run writes — every file byte for byte, report.json but for the thread CPU times.
@Suite("Sharded runs merge into the single run's folder")
struct ShardedRunTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Two short datasets through the default set (naive and incremental, with and without
    /// prediction): 8 units.
    static let datasets = ["handwriting-short", "line-short"]

    static func benchmark(
        shard: WorkShard?, datasets: [String] = datasets, seed: UInt64 = 1, renders: Bool = true, cpuScale: Double = 1, configurations: Int = 4
    ) throws -> BenchmarkRun {
        let set = try PipelineConfigurationSet.load(path: root.appendingPathComponent("configs/default.yaml").path, stages: .builtIn, renderers: RendererMode.builtInNames)
        let inputs = try datasets.map { name in
            RunInput(name: name, trace: try Synthesizer.synthesize(try #require(BuiltInDataset.named(name)).recipe))
        }
        var settings = RunSettings(seed: seed, drawsDebugRenders: renders, jobs: 2)
        settings.shard = shard
        let cost = try RunCost.modelled(
            calibrationPath: root.appendingPathComponent("calibration/linux-x86_64-2core.json").path, cpuScale: cpuScale, timerOverheadNanoseconds: 0
        )
        return BenchmarkRun(
            inputs: inputs, configurations: Array(set.configurations.prefix(configurations)), cost: cost, settings: settings,
            rendering: CairoRunRendering(components: .builtIn), predictors: .builtIn, metrics: .builtIn
        )
    }

    /// The single run's folder, written once for every test.
    static let single: Result<String, any Error> = Result {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-single-run").path
        var sink = SilentRunSink()
        _ = try benchmark(shard: nil).write(to: folder, sink: &sink)
        return folder
    }

    /// A new empty folder for one test, removed by `remove`.
    static func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-shard-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes shards 1…count of `benchmark` into `base`; returns their folders in shard order.
    static func shards(_ count: Int, in base: String, of benchmark: (WorkShard) throws -> BenchmarkRun) throws -> [String] {
        try (1...count).map { index in
            let folder = (base as NSString).appendingPathComponent("shard-\(index)")
            var sink = SilentRunSink()
            _ = try benchmark(try #require(WorkShard(index: index, count: count))).write(to: folder, sink: &sink)
            return folder
        }
    }

    @Test("merging 1, 2, 3 or 7 shards (given in any order) writes the single run's files", .needsGnuplot, arguments: [1, 2, 3, 7])
    func mergeEqualsSingleRun(count: Int) throws {
        let single = try Self.single.get()
        let base = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let folders = try Self.shards(count, in: base) { try Self.benchmark(shard: $0) }
        for folder in folders {
            #expect(!FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("index.html")), "a shard leaves the charts to the merge")
        }
        let merged = base + "/merged"
        let (report, charts) = try RunShardMerge.merge(try ShardSet(folders: folders.reversed()), into: merged)
        #expect(report.traces.flatMap(\.results).count == 8)
        #expect(charts.skipped.isEmpty && !charts.rendered.isEmpty)
        let files = ReportFolderFiles.list(single)
        #expect(files.contains("renders/handwriting-short-mid.png") && files.contains("data/predictions.csv") && files.contains("index.html"))
        #expect(try ReportFolderFiles.differences(single, merged) == [])
    }

    @Test("a shard computes only its units, each unit in exactly one shard, every input hashed")
    func shardsPartitionTheUnits() throws {
        let base = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let folders = try Self.shards(3, in: base) { try Self.benchmark(shard: $0, renders: false) }
        var computed: [String] = []
        for (index, folder) in folders.enumerated() {
            let manifest = try ShardManifest.load(folder: folder)
            #expect(manifest.shard == index + 1 && manifest.shards == 3 && manifest.inputs.map(\.input) == Self.datasets)
            let report = try RunReport.load(path: "\(folder)/report.json")
            let units = report.traces.flatMap { trace in trace.results.map { "\(trace.input) × \($0.configuration)" } }
            let owned = manifest.units.filter { $0.shard == index + 1 }.map { "\(manifest.inputs[$0.input ?? 0].input) × \($0.item)" }
            #expect(units == owned)
            computed += units
        }
        #expect(computed.count == 8 && Set(computed).count == 8)
    }

    @Test("repetitions stay together: a unit's runs, representative run and spread come from its shard")
    func repetitionsMerge() throws {
        let inputs = ["a", "b", "c"].map { RunInput(name: $0, trace: BenchmarkRunTests.trace) }
        func benchmark(_ shard: WorkShard?) -> BenchmarkRun {
            var run = BenchmarkRunTests.run(inputs, settings: RunSettings(repetitions: 3, seed: 5, drawsDebugRenders: false))
            run.settings.shard = shard
            return run
        }
        let base = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let single = base + "/single", merged = base + "/merged"
        var sink = SilentRunSink()
        _ = try benchmark(nil).write(to: single, sink: &sink)
        _ = try RunShardMerge.merge(try ShardSet(folders: try Self.shards(2, in: base) { benchmark($0) }), into: merged, renderer: GnuplotRenderer(path: ""))
        for table in ["callbacks.csv", "frames.csv", "samples.csv", "configurations.csv"] {
            let rows = FileManager.default.contents(atPath: "\(single)/data/\(table)")
            #expect(rows != nil && rows == FileManager.default.contents(atPath: "\(merged)/data/\(table)"), "\(table)")
        }
        // Timed repetitions carry what the machine did (load, disturbed steps): measured, so
        // compared apart from everything else, which must be the single run's.
        #expect(try Self.withoutMeasurement("\(single)/report.json") == Self.withoutMeasurement("\(merged)/report.json"))
        let report = try RunReport.load(path: "\(merged)/report.json")
        #expect(report.cost.measurement != nil && report.traces.allSatisfy { $0.results.allSatisfy { $0.measurement != nil } })
    }

    /// report.json at `path` without its measured values: thread CPU times, the timer overhead and
    /// the measurement records of the run and of each result, as JSON with sorted keys.
    static func withoutMeasurement(_ path: String) throws -> String {
        var report = try RunReport.load(path: path)
        report.cost.measurement = nil
        report.cost.timerOverheadSeconds = 0
        for trace in report.traces.indices {
            for result in report.traces[trace].results.indices {
                report.traces[trace].results[result].measurement = nil
                for run in report.traces[trace].results[result].runs.indices { report.traces[trace].results[result].runs[run].threadCPUSeconds = 0 }
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }

    @Test("a sharded run refuses an input given twice in one line")
    func duplicateInputRefused() throws {
        let run = try Self.benchmark(shard: WorkShard(index: 1, count: 2), datasets: ["line-short", "line-short"], renders: false)
        var sink = SilentRunSink()
        let base = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let error = try #require(throws: RunError.self) { try run.write(to: base + "/twice", sink: &sink) }
        #expect(error.description == "--shard 1/2: the input 'line-short' is given twice; a sharded run needs each input once")
    }
}
