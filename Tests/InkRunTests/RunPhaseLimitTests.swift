import Foundation
import InkBench
@testable import InkRun
import Testing

@Suite("The run's time limit and progress cover every phase, debug pictures and charts included")
struct RunPhaseLimitTests {
    /// Draws frames with Cairo; its debug pictures take until the deadline passes, then fail.
    private struct SlowPictures: RunRendering {
        func frameRenderer(for configuration: PipelineConfiguration, profile: DeviceProfile, countsSuffice: Bool) -> any FrameRenderer {
            CairoRunRendering(components: .builtIn).frameRenderer(for: configuration, profile: profile, countsSuffice: countsSuffice)
        }

        func debugPicture(of trace: Trace, configuration: PipelineConfiguration, moment: Double?, minimumScale: Double, label: String) throws -> DebugPicture {
            throw DebugPictureUnavailable("no deadline given")
        }

        func debugPicture(
            of trace: Trace, configuration: PipelineConfiguration, moment: Double?, minimumScale: Double, label: String, deadline: UInt64
        ) throws -> DebugPicture {
            while MonotonicClock.now() < deadline {}
            throw RunError("stopped at the deadline")
        }
    }

    /// Counts the steps announced and finished.
    private struct CountingSink: RunSink {
        var announced = 0
        var labels: [String] = []
        mutating func runStarted(steps: Int) { announced = steps }
        mutating func stepFinished(_ label: String) { labels.append(label) }
    }

    private func run(rendering: any RunRendering, maxSeconds: Double) throws -> BenchmarkRun {
        let dataset = try #require(BuiltInDataset.named("line-short"))
        return BenchmarkRun(
            inputs: [RunInput(name: "line-short", trace: try Synthesizer.synthesize(dataset.recipe))],
            configurations: [PipelineConfiguration(name: "plain", geometry: .incremental)], cost: RunCost(source: ConstantCost.zero, capabilities: []),
            settings: RunSettings(maxSeconds: maxSeconds), rendering: rendering, predictors: .builtIn, metrics: .builtIn
        )
    }

    @Test("a run whose debug pictures pass --max-seconds stops with one line naming that phase, nothing written")
    func picturesPastTheLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-phase-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var sink = CountingSink()
        #expect {
            try run(rendering: SlowPictures(), maxSeconds: 1).write(to: folder, sink: &sink)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("the run passed --max-seconds 1 after ") && text.contains("while drawing the debug pictures of line-short; stopped, nothing written")
                && !text.contains("\n")
        }
        #expect(!FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("report.json")))
    }

    @Test("progress announces simulations, pictures and charts, and reports each")
    func progressCoversEveryPhase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-phase-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var sink = CountingSink()
        let output = try run(rendering: CairoRunRendering(components: .builtIn), maxSeconds: 600).write(to: folder, sink: &sink)
        #expect(sink.announced == 1 + 2 + 8)
        #expect(sink.labels.prefix(3) == ["line-short × plain, run 1/1", "line-short: debug picture mid", "line-short: debug picture end"])
        let charts = sink.labels.dropFirst(3)
        #expect(charts.allSatisfy { $0.hasPrefix("chart ") })
        #expect(charts.count == output.charts.rendered.count + output.charts.skipped.count)
    }
}
