import Foundation
import InkBench
import Testing

@Suite("inkbench run and the library run API give the same report")
struct RunLibraryIdentityTests {
    static let root = RunCommandTests.root

    @Test("the same inputs through `inkbench run` and through BenchmarkRun give byte-identical report.json (modelled; timings zeroed)")
    func sameReport() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configPath = Self.root.appendingPathComponent("configs/default.yaml").path
        let calibrationPath = Self.root.appendingPathComponent("calibration/linux-x86_64-2core.json").path
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let cliOut = folder.appendingPathComponent("cli").path
        let cli = try CommandRunner.run(
            ["run", "--dataset", "line-short", "--config", configPath, "--calibration", calibrationPath, "--out", cliOut, "--no-progress"], in: here
        )
        #expect(cli.exitCode == 0, "\(cli.standardError)")

        let set = try PipelineConfigurationSet.load(path: configPath, stages: .builtIn, renderers: RendererMode.builtInNames)
        let profileName = try #require(set.profile)
        var recipe = try #require(BuiltInDataset.named("line-short")).recipe
        recipe.profile = try #require(DeviceProfile.named(profileName))
        let trace = try Synthesizer.synthesize(recipe)
        let benchmark = BenchmarkRun(
            inputs: [RunInput(name: "line-short", trace: trace)], configurations: set.configurations,
            cost: try .modelled(calibrationPath: calibrationPath, timerOverheadNanoseconds: MonotonicClock.measureOverhead()),
            settings: RunSettings(maxSeconds: 600, profileOverride: profileName),
            thresholds: set.thresholds.map { RunReport.ThresholdRecord($0, source: configPath) }, components: .builtIn
        )
        var sink = RecordingSink()
        let libraryOut = folder.appendingPathComponent("library").path
        let output = try benchmark.write(to: libraryOut, sink: &sink)

        let cliBytes = try Data(contentsOf: URL(fileURLWithPath: cliOut).appendingPathComponent("report.json"))
        let libraryBytes = try Data(contentsOf: URL(fileURLWithPath: output.reportPath))
        #expect(Self.withoutTimings(cliBytes) == Self.withoutTimings(libraryBytes))
        #expect(output.report.traces.count == 1)
        let simulations = set.configurations.count, pictures = 2, charts = ReportCharts.kinds.count
        #expect(sink.steps == simulations + pictures + charts, "progress covers simulations, debug pictures and charts")
        #expect(sink.finished == simulations + pictures + output.charts.rendered.count + output.charts.skipped.count)
        #expect(sink.tables.joined(separator: "\n").contains("line-short"))
        #expect(cli.standardOutput.hasPrefix(sink.tables.joined(separator: "\n")), "the CLI prints the library's table")
        for name in ["summary.md", "index.html", "data/configurations.csv", "data/callbacks.csv"] {
            #expect(FileManager.default.fileExists(atPath: (libraryOut as NSString).appendingPathComponent(name)), "\(name)")
        }
    }

    /// The report's text with its two measurements (the timer overhead and each run's thread CPU
    /// time) set to 0: everything else of a modelled run is deterministic.
    static func withoutTimings(_ data: Data) -> String {
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            for key in ["\"timerOverheadSeconds\" : ", "\"threadCPUSeconds\" : "] {
                if let range = line.range(of: key) {
                    let tail = line[range.upperBound...].hasSuffix(",") ? "," : ""
                    return line[..<range.upperBound] + "0" + tail
                }
            }
            return String(line)
        }.joined(separator: "\n")
    }
}

/// Counts what a run tells its sink and keeps the tables.
private struct RecordingSink: RunSink {
    var steps = 0
    var finished = 0
    var tables: [String] = []

    mutating func runStarted(steps: Int) { self.steps = steps }
    mutating func stepFinished(_ label: String) { finished += 1 }
    mutating func traceFinished(_ result: RunReport.TraceResult, index: Int, cost: RunReport.CostSettings) {
        tables += RunTable.lines(result, cost: cost)
    }
}
