import Foundation
import InkFormats
import InkMetrics
import InkModel
import InkSynth
import Testing
import InkTestSupport

/// Compares synthesized Apple Pencil handwriting with the real Inkable recordings (docs/realism.md:
/// realism is checked, not assumed), both measured the same way: read with `TraceReader`,
/// summarised by `TraceStatistics`.
@Suite("Realism against real recordings")
struct RealismTests {
    static let inkableRecordings = ["inkable/events.json", "inkable/pencil-antigrain2.json"]

    @Test(.needsRecordings("inkable/events.json", "inkable/pencil-antigrain2.json"))
    func handwritingMatchesTheRealPencilRecordings() throws {
        let paths = Self.inkableRecordings.map(SharedRecordings.path)
        var recipe = try #require(BuiltInDataset.named("handwriting")).recipe
        recipe.profile = .ipadProPencil120
        let synthesized = TraceStatistics(trace: try Synthesizer.synthesize(recipe))
        let interval = try #require(synthesized.medianSampleIntervalSeconds)
        let speed = try #require(synthesized.speedMMPerSecond?.p50)
        let delay = try #require(synthesized.updateDelaySeconds?.p50)
        #expect(synthesized.timestampQuantumSeconds == 0.001)
        #expect(delay >= 0.015 && delay <= 0.030, "synthesized median update delay \(delay) s")

        for path in paths {
            let real = TraceStatistics(trace: try TraceFormatRegistry.builtIn.read(path: path))
            let name = URL(fileURLWithPath: path).lastPathComponent
            let realInterval = try #require(real.medianSampleIntervalSeconds)
            let realSpeed = try #require(real.speedMMPerSecond?.p50)
            #expect(real.timestampQuantumSeconds == 0.001, "\(name): quantum \(String(describing: real.timestampQuantumSeconds)) s")
            #expect(abs(interval / realInterval - 1) <= 0.05, "\(name): median interval \(interval) s synthesized vs \(realInterval) s real")
            #expect(speed >= realSpeed / 2 && speed <= realSpeed * 2, "\(name): median speed \(speed) mm/s synthesized vs \(realSpeed) mm/s real")
        }
    }
}
