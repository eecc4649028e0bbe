import Foundation
import InkBench
import Testing

/// `RunSettings.jobs` (`inkbench run --jobs`): modelled runs spread over threads give the same
/// report and data tables as one at a time.
@Suite("Parallel modelled runs")
struct ParallelRunTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The report folder of a modelled run of two short datasets through the default set.
    static func write(jobs: Int, to folder: String) throws -> RunOutput {
        let configPath = root.appendingPathComponent("configs/default.yaml").path
        let calibrationPath = root.appendingPathComponent("calibration/linux-x86_64-2core.json").path
        let set = try PipelineConfigurationSet.load(path: configPath, stages: .builtIn, renderers: RendererMode.builtInNames)
        let inputs = try ["line-short", "handwriting-short"].map { name in
            RunInput(name: name, trace: try Synthesizer.synthesize(try #require(BuiltInDataset.named(name)).recipe))
        }
        let benchmark = BenchmarkRun(
            inputs: inputs, configurations: set.configurations,
            cost: try .modelled(calibrationPath: calibrationPath, timerOverheadNanoseconds: 0),
            settings: RunSettings(drawsDebugRenders: false, jobs: jobs), components: .builtIn
        )
        var sink = SilentRunSink()
        return try benchmark.write(to: folder, sink: &sink)
    }

    /// report.json without the thread CPU time of each run (a measurement, not a result).
    static func withoutCPUTimes(_ path: String) throws -> String {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("\"threadCPUSeconds\" : ") }.joined(separator: "\n")
    }

    @Test("report.json and the data tables are byte-identical for 1, 2 and 3 jobs", arguments: [2, 3])
    func sameBytesForAnyJobs(jobs: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-jobs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let serial = try Self.write(jobs: 1, to: folder + "/serial")
        let parallel = try Self.write(jobs: jobs, to: folder + "/parallel")
        #expect(serial.report.traces.flatMap(\.results).count == 8)
        #expect(try Self.withoutCPUTimes(serial.reportPath) == Self.withoutCPUTimes(parallel.reportPath))
        for table in ["callbacks.csv", "frames.csv", "samples.csv", "predictions.csv"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/serial/data/\(table)"))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/parallel/data/\(table)"))
            #expect(!a.isEmpty && a == b, "\(table)")
        }
    }
}
