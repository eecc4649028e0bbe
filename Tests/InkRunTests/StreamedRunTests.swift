import Foundation
import InkBench
import InkFormats
import InkSim
import Testing

/// `RunSettings.streaming` (`inkbench run --streaming`): a native trace read in pieces gives the
/// report and data tables of the same trace read whole, byte for byte.
@Suite("Streamed runs")
struct StreamedRunTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let yaml = """
        configurations:
          - { name: incremental, geometry: incremental }
          - { name: incremental-smooth, geometry: incremental, filters: [{ kind: savitzky-golay, window: 5, order: 3 }], smoother: { kind: antigrain, smoothness: 0.7 } }
          - { name: incremental-predicted, geometry: incremental, filters: [{ kind: savitzky-golay, window: 5, order: 3 }], smoother: { kind: antigrain, smoothness: 0.7 }, prediction: kalman-steady }
          - { name: live-immediate-linear, geometry: incremental, coalesced: false, updates: false, redraw: immediate, prediction: linear }
          - { name: front-buffer, geometry: incremental, redraw: front-buffer }
          - { name: incremental-naive-renderer, geometry: incremental, renderer: naive }
        """

    /// A sink that keeps the notices.
    struct NoticeSink: RunSink {
        var notices: [String] = []
        mutating func notice(_ line: String) { notices.append(line) }
    }

    /// The datasets written as native files into `folder`.
    static func files(_ datasets: [String], in folder: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try datasets.map { name in
            let path = "\(folder)/\(name).inktrace"
            try TraceFormatRegistry.builtIn.write(try Synthesizer.synthesize(try #require(BuiltInDataset.named(name)).recipe), to: path, format: .native)
            return path
        }
    }

    /// The report folder of a modelled run of `paths` through `configurations`.
    static func write(
        _ paths: [String], configurations: [PipelineConfiguration], streaming: StreamingPolicy, jobs: Int = 2, to folder: String,
        sink: inout some RunSink
    ) throws -> RunOutput {
        let calibrationPath = root.appendingPathComponent("calibration/linux-x86_64-2core.json").path
        let inputs = paths.map { path in
            RunInput(name: (path as NSString).lastPathComponent, streamedFile: StreamedTraceFile(path: path)) { try TraceFormatRegistry.builtIn.read(path: path) }
        }
        var settings = RunSettings(drawsDebugRenders: false, jobs: jobs)
        settings.streaming = streaming
        let benchmark = BenchmarkRun(
            inputs: inputs, configurations: configurations,
            cost: try .modelled(calibrationPath: calibrationPath, timerOverheadNanoseconds: 0), settings: settings, components: .builtIn
        )
        return try benchmark.write(to: folder, sink: &sink)
    }

    @Test("report.json and every data table are byte-identical streamed (one run at a time or two) and whole", arguments: [
        (["handwriting", "tap"], 2), (["session", "line-short"], 1), (["scribble-fast", "signature"], 3),
    ])
    func sameBytes(datasets: [String], jobs: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-stream-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = try Self.files(datasets, in: folder + "/traces")
        let configurations = try PipelineConfigurationSet.load(yaml: Self.yaml, source: "streamed.yaml", stages: .builtIn, renderers: RendererMode.builtInNames).configurations
        var whole = NoticeSink(), streamed = NoticeSink()
        let wholeOutput = try Self.write(paths, configurations: configurations, streaming: .never, to: folder + "/whole", sink: &whole)
        _ = try Self.write(paths, configurations: configurations, streaming: .always, jobs: jobs, to: folder + "/streamed", sink: &streamed)
        #expect(whole.notices.isEmpty, "\(whole.notices)")
        #expect(streamed.notices.count == paths.count && streamed.notices.allSatisfy { $0.contains(": streamed (") }, "\(streamed.notices)")
        #expect(wholeOutput.report.traces.flatMap(\.results).count == 2 * configurations.count)
        #expect(try ParallelRunTests.withoutCPUTimes(folder + "/whole/report.json") == ParallelRunTests.withoutCPUTimes(folder + "/streamed/report.json"))
        for table in ["callbacks.csv", "frames.csv", "samples.csv", "predictions.csv"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/whole/data/\(table)"))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/streamed/data/\(table)"))
            #expect(!a.isEmpty && a == b, "\(datasets) \(table): \(a.count) bytes whole, \(b.count) streamed")
        }
    }

    @Test("a configuration with naive geometry reads the trace whole and says why")
    func naiveIsReadWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-stream-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = try Self.files(["tap"], in: folder + "/traces")
        var sink = NoticeSink()
        let configurations = [PipelineConfiguration(name: "naive", geometry: .naive), PipelineConfiguration(name: "incremental", geometry: .incremental)]
        _ = try Self.write(paths, configurations: configurations, streaming: .always, to: folder + "/run", sink: &sink)
        #expect(sink.notices == [
            "tap.inktrace: read whole, not streamed: configuration 'naive' has naive geometry, which rebuilds every stroke from the whole trace "
                + "on every callback; memory grows with the trace",
        ])
    }

    @Test("a broken file fails with the whole read's line, streamed or not")
    func brokenFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-stream-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.files(["tap"], in: folder + "/traces")[0]
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let third = try #require(lines.indices.first { lines[$0].hasPrefix("{\"k\":\"s\"") && $0 > 3 })
        lines[third] = lines[third].replacingOccurrences(of: "\"t\":", with: "\"t\":-5")
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let configurations = [PipelineConfiguration(name: "incremental", geometry: .incremental)]
        var messages: [String] = []
        for streaming in [StreamingPolicy.never, .always] {
            var sink = NoticeSink()
            do {
                _ = try Self.write([path], configurations: configurations, streaming: streaming, to: folder + "/\(streaming)", sink: &sink)
                Issue.record("\(streaming): a broken file was run")
            } catch {
                messages.append("\(error)")
            }
        }
        #expect(messages.count == 2 && messages[0] == messages[1], "\(messages)")
        #expect(messages.first?.contains("goes backwards") == true, "\(messages)")
    }
}
