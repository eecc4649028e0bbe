/// Everything a replay recorded: one measurement per callback and the per-stage work.
package struct ReplayResult: Hashable, Sendable {
    package var configuration: PipelineConfiguration
    package var scheduleKind: CallbackSchedule.Kind
    /// Median cost of one timing, nanoseconds (see `MonotonicClock.measureOverhead`).
    package var timerOverheadNanoseconds: UInt64
    /// Stage names in pipeline order.
    package var stageNames: [String]
    package var callbacks: [CallbackMeasurement] = []
    /// Per-stage work, callback after callback: `stageNames.count` entries per callback.
    package var stageWork: [StageWork] = []

    package init(
        configuration: PipelineConfiguration, scheduleKind: CallbackSchedule.Kind,
        timerOverheadNanoseconds: UInt64, stageNames: [String]
    ) {
        self.configuration = configuration
        self.scheduleKind = scheduleKind
        self.timerOverheadNanoseconds = timerOverheadNanoseconds
        self.stageNames = stageNames
    }

    /// The work of stage `stage` (index into `stageNames`) in callback `callback`.
    package func work(stage: Int, callback: Int) -> StageWork {
        stageWork[callback * stageNames.count + stage]
    }

    /// The work of stage `stage` summed over the whole replay.
    package func totalWork(stage: Int) -> StageWork {
        var total = StageWork.zero
        for callback in callbacks.indices { total.add(work(stage: stage, callback: callback)) }
        return total
    }
}
