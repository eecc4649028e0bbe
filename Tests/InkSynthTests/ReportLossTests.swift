import InkMetrics
import InkModel
import InkSynth
import Testing

@Suite("Report loss and the stroke-start hold of force updates")
struct ReportLossTests {
    static func line(_ profile: DeviceProfile) throws -> Trace {
        try Synthesizer.synthesize(SynthRecipe(shape: .line, profile: profile, extent: .duration(5), seed: 3))
    }

    @Test("wacom-linux-60 loses about a fifth of its reports, never two in a row, never the first or last")
    func lossShare() throws {
        let trace = try Self.line(.wacomLinux60)
        let nominal = DeviceProfile.wacomLinux60.sampleInterval
        let intervals = zip(trace.samples, trace.samples.dropFirst()).map { $1.timestamp - $0.timestamp }
        let gaps = intervals.filter { $0 > 1.5 * nominal }
        let share = Double(gaps.count) / Double(intervals.count)
        #expect(share > 0.14 && share < 0.24, "gap share \(share)")
        // Jitter is 1%: a gap is two nominal intervals, never three.
        #expect(gaps.allSatisfy { $0 > 1.9 * nominal && $0 < 2.1 * nominal })
        #expect(trace.samples.first?.phase == .began && trace.samples.last?.phase == .ended)
        var lossless = DeviceProfile.wacomLinux60
        lossless.reportLoss = 0
        let steady = try Self.line(lossless)
        #expect(zip(steady.samples, steady.samples.dropFirst()).allSatisfy { $1.timestamp - $0.timestamp < 1.5 * nominal })
    }

    @Test("a held stroke start: its early force updates arrive together after the window, up to 115 + 40 ms late")
    func strokeStartHold() throws {
        // Session strokes: with probability 0.5 each touch holds; seed 1's handwriting holds some.
        let trace = try Synthesizer.synthesize(try #require(BuiltInDataset.named("handwriting")).recipe)
        let statistics = RealismStatistics(trace: trace)
        let maximum = try #require(statistics.updateDelayMax)
        #expect(maximum > 0.080 && maximum <= 0.115 + 0.040 + 1e-9, "longest delay \(maximum) s")
        #expect(try #require(statistics.updateDelayP50) < 0.030)
    }
}
