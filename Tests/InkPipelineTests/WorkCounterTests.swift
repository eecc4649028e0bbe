import InkMetrics
import InkModel
import InkPipeline
import Testing

/// The deterministic work counters show what each geometry mode costs.
struct WorkCounterTests {
    /// One long pencil stroke with force updates, cut at 120 Hz (about 2 samples a callback).
    static let longStroke = TestTraces.trace(
        [.scribble(1, origin: Point(x: 500, y: 500), count: 1_200, start: 0.01, seed: 5)], seed: 16
    )

    static func replay(_ name: String) throws -> ReplayResult {
        let configuration = try #require(try ShippedConfigurations.catalog().configuration(named: name))
        return PipelineReplay.run(configuration, on: longStroke, schedule: .automatic(for: longStroke), timerOverhead: 0)
    }

    @Test func incrementalWorkPerCallbackDoesNotGrowWithTheStroke() throws {
        let incremental = try Self.replay("incremental-smooth")
        let naive = try Self.replay("naive-smooth")
        let perCallback = incremental.callbacks.map(\.work.total.pointsRecomputed)
        #expect(perCallback.max()! <= 60, "incremental work peaks at \(perCallback.max()!) points")
        #expect(naive.callbacks.last!.work.total.pointsRecomputed >= 4 * 1_000)
        let incrementalGrowth = try #require(PipelineCostSummary(incremental).workGrowth?.slope)
        let naiveGrowth = try #require(PipelineCostSummary(naive).workGrowth?.slope)
        #expect(incrementalGrowth < 0.1 && naiveGrowth > 0.9, "growth: incremental \(incrementalGrowth), naive \(naiveGrowth)")
    }

    @Test func incrementalBuffersGrowOnlyAmortised() throws {
        let incremental = try Self.replay("incremental-smooth")
        let growing = incremental.callbacks.filter { $0.work.total.bytesAllocated > 0 }.count
        #expect(growing * 10 < incremental.callbacks.count, "\(growing) of \(incremental.callbacks.count) callbacks grew a buffer")
        let naive = try Self.replay("naive-smooth")
        #expect(naive.callbacks.allSatisfy { $0.work.total.bytesAllocated > 0 })
        #expect(naive.callbacks.last!.work.total.bytesAllocated > 100 * naive.callbacks[10].work.total.bytesAllocated / 10)
    }

    @Test func chunkedDouglasPeuckerIsBoundedAndWholeStrokeForcesRebuilds() throws {
        let chunked = try Self.replay("incremental-simplified")
        let whole = try Self.replay("incremental-simplified-whole")
        let dp = 3
        #expect(chunked.stageNames[dp] == "douglas-peucker")
        #expect(chunked.callbacks.allSatisfy { !$0.work.total.forcedFullRebuild })
        let chunkedPeak = chunked.callbacks.indices.map { chunked.work(stage: dp, callback: $0).pointsRecomputed }.max()!
        #expect(chunkedPeak <= 64 * 64, "chunked Douglas–Peucker measured \(chunkedPeak) points in one callback")
        let forced = whole.callbacks.filter(\.work.total.forcedFullRebuild).count
        #expect(forced * 10 > whole.callbacks.count * 9)
        #expect(PipelineCostSummary(whole).forcedFullRebuilds == forced)
        let smootherWork = { (result: ReplayResult) in result.totalWork(stage: 4).pointsRecomputed }
        #expect(smootherWork(whole) > 10 * smootherWork(chunked))
    }
}
