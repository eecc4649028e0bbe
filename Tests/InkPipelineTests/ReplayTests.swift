import InkModel
import InkPipeline
import Testing

/// The replay driver fills every field; timing values are not asserted (speed is for benchmarks).
struct ReplayTests {
    @Test func aReplayRecordsEveryCallback() throws {
        let trace = StandardTraces.session
        let configuration = try #require(try ShippedConfigurations.catalog().configuration(named: "incremental-smooth"))
        let schedule = CallbackSchedule.automatic(for: trace)
        let result = PipelineReplay.run(configuration, on: trace, schedule: schedule, timerOverhead: MonotonicClock.measureOverhead(samples: 101))
        #expect(result.callbacks.count == schedule.callbacks.count)
        #expect(result.callbacks.map(\.index) == Array(schedule.callbacks.indices))
        #expect(result.callbacks.reduce(0) { $0 + $1.samplesCarried } == trace.samples.count)
        #expect(result.stageWork.count == result.callbacks.count * 4 && result.stageNames == configuration.stageNames)
        #expect(result.callbacks.reduce(UInt64(0)) { $0 + $1.elapsedNanoseconds } > 0)
        var seen = Set<Int>()
        for (measurement, callback) in zip(result.callbacks, schedule.callbacks) {
            let touches = Set(callback.samples.map { trace.samples[$0].touchID })
            if let touch = touches.first, touches.count == 1 {
                #expect((measurement.pointsInStroke == 0) == !seen.contains(touch))
                seen.insert(touch)
            }
            #expect(measurement.work.samplesCarried == callback.samples.count)
        }
        let summary = ReplaySummary(result)
        #expect(summary.callbacks == result.callbacks.count && summary.samplesCarried == trace.samples.count)
        #expect(summary.p50Nanoseconds <= summary.p90Nanoseconds && summary.p90Nanoseconds <= summary.p99Nanoseconds)
        #expect(summary.p99Nanoseconds <= summary.maxNanoseconds)
        #expect(summary.pointsRecomputed == (0..<4).reduce(0) { $0 + result.totalWork(stage: $1).pointsRecomputed })
        #expect(summary.elementsEmitted == result.totalWork(stage: 3).elementsEmitted && summary.forcedFullRebuilds == 0)
    }

    @Test func theGrowthExponentFitsBinnedMedians() throws {
        let points = Array(1...4096)
        let linear = try #require(CostGrowth.exponent(pointsInStroke: points, costs: points.map { 3 * Double($0) }))
        #expect(abs(linear - 1) < 1e-9)
        let flat = try #require(CostGrowth.exponent(pointsInStroke: points, costs: points.map { _ in 250 }))
        #expect(abs(flat) < 1e-12)
        #expect(CostGrowth.exponent(pointsInStroke: [0, 1, 1], costs: [5, 5, 5]) == nil)
    }
}
