import Foundation
import InkBench
@testable import InkRun
import Testing

@Suite("Debug renders of a run: drawn for ordinary traces, skipped and named for very long ones")
struct DebugRenderLimitTests {
    @Test("a trace over the sample limit gets no pictures and one line saying how to draw a moment instead")
    func longTraceSkipped() throws {
        let dataset = try #require(BuiltInDataset.named("line-short"))
        let trace = try Synthesizer.synthesize(dataset.recipe)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-renders-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = PipelineConfiguration(name: "plain", geometry: .incremental)

        var limited = ReportDebugRenders(reportFolder: folder, rendering: CairoRunRendering(components: .builtIn), maximumSamples: trace.samples.count - 1)
        try limited.add(trace, input: "line-short", configurations: [configuration])
        #expect(limited.records.isEmpty)
        #expect(limited.skipped == [
            "renders/line-short-*.png skipped: line-short has \(trace.samples.count) samples, more than the \(trace.samples.count - 1) "
                + "a run draws debug pictures of; draw a moment with: inkbench render line-short --at SECONDS --debug",
        ])

        var drawn = ReportDebugRenders(reportFolder: folder, rendering: CairoRunRendering(components: .builtIn), maximumSamples: trace.samples.count)
        try drawn.add(trace, input: "line-short", configurations: [configuration])
        #expect(drawn.records.map(\.file) == ["renders/line-short-mid.png", "renders/line-short-end.png"])
        #expect(drawn.skipped.isEmpty)
        for record in drawn.records {
            #expect(!FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(record.file)), "not before the commit")
        }
        try AtomicFileWriter.commit(drawn.pendingFiles)
        for record in drawn.records {
            #expect(FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(record.file)))
        }
    }
}
