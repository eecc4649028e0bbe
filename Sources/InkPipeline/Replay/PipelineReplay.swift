import InkModel

/// Replays a trace through one configuration's pipeline callback by callback, timing each
/// callback (the monotonic clock, or the thread's CPU time) and keeping its work counters.
///
/// ```swift
/// let schedule = CallbackSchedule.automatic(for: trace)
/// let overhead = MonotonicClock.measureOverhead()
/// let result = PipelineReplay.run(configuration, on: trace, schedule: schedule, timerOverhead: overhead)
/// let summary = PipelineCostSummary(result)   // InkMetrics
/// ```
package enum PipelineReplay {
    /// Runs `schedule` through a fresh pipeline for `configuration`, timing each callback on
    /// `clock` (`StepTimer`). `timerOverhead` (ns, on that clock) is stored with the result; pass
    /// one measured value to compare several configurations.
    package static func run(
        _ configuration: PipelineConfiguration, on trace: Trace, schedule: CallbackSchedule, timerOverhead: UInt64, clock: StepClock = .monotonic
    ) -> ReplayResult {
        let timer = StepTimer(clock: clock)
        var pipeline = StrokePipeline(configuration: configuration)
        var result = ReplayResult(
            configuration: configuration, scheduleKind: schedule.kind, timerOverheadNanoseconds: timerOverhead,
            stageNames: pipeline.stageNames
        )
        result.callbacks.reserveCapacity(schedule.callbacks.count)
        result.stageWork.reserveCapacity(schedule.callbacks.count * pipeline.stageNames.count)
        var touches: [Int] = []
        for (index, callback) in schedule.callbacks.enumerated() {
            let pointsInStroke = pointsAlreadyInStroke(callback, of: trace, pipeline: pipeline, touches: &touches)
            let start = timer.start()
            let work = pipeline.process(callback, in: trace)
            let timing = timer.stop(start)
            var measurement = CallbackMeasurement(
                index: index, time: callback.time, samplesCarried: callback.samples.count,
                pointsInStroke: pointsInStroke, work: work, elapsedNanoseconds: timing.nanoseconds(on: clock)
            )
            measurement.isDisturbed = timing.isDisturbed
            result.callbacks.append(measurement)
            result.stageWork.append(contentsOf: pipeline.lastStageWork)
        }
        return result
    }

    /// `CallbackMeasurement.pointsInStroke` for `callback`, before the pipeline takes it.
    private static func pointsAlreadyInStroke(
        _ callback: RecordedCallback, of trace: Trace, pipeline: StrokePipeline, touches: inout [Int]
    ) -> Int {
        touches.removeAll(keepingCapacity: true)
        for index in callback.samples where !touches.contains(trace.samples[index].touchID) {
            touches.append(trace.samples[index].touchID)
        }
        if touches.isEmpty {
            for index in callback.updates where !touches.contains(trace.updates[index].touchID) {
                touches.append(trace.updates[index].touchID)
            }
        }
        return touches.reduce(0) { $0 + pipeline.realSampleCount(ofTouch: $1) }
    }
}
