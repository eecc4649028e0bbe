import InkMetrics
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
        let summary = PipelineCostSummary(result)
        #expect(summary.callbacks == result.callbacks.count && summary.samplesCarried == trace.samples.count)
        let p50 = try #require(summary.cost.p50), p90 = try #require(summary.cost.p90), p99 = try #require(summary.cost.p99)
        #expect(p50 <= p90 && p90 <= p99 && p99 <= (summary.cost.max ?? 0))
        #expect(summary.cost.count == result.callbacks.count)
        #expect(summary.pointsRecomputed == (0..<4).reduce(0) { $0 + result.totalWork(stage: $1).pointsRecomputed })
        #expect(summary.elementsEmitted == result.totalWork(stage: 3).elementsEmitted && summary.forcedFullRebuilds == 0)
    }
}
