/// Everything a replay recorded: one measurement per callback and the per-stage work.
public struct ReplayResult: Hashable, Sendable {
    public var configuration: PipelineConfiguration
    public var scheduleKind: CallbackSchedule.Kind
    /// Median cost of one timing, nanoseconds (see `MonotonicClock.measureOverhead`).
    public var timerOverheadNanoseconds: UInt64
    /// Stage names in pipeline order.
    public var stageNames: [String]
    public var callbacks: [CallbackMeasurement] = []
    /// Per-stage work, callback after callback: `stageNames.count` entries per callback.
    public var stageWork: [StageWork] = []

    public init(
        configuration: PipelineConfiguration, scheduleKind: CallbackSchedule.Kind,
        timerOverheadNanoseconds: UInt64, stageNames: [String]
    ) {
        self.configuration = configuration
        self.scheduleKind = scheduleKind
        self.timerOverheadNanoseconds = timerOverheadNanoseconds
        self.stageNames = stageNames
    }

    /// The work of stage `stage` (index into `stageNames`) in callback `callback`.
    public func work(stage: Int, callback: Int) -> StageWork {
        stageWork[callback * stageNames.count + stage]
    }

    /// The work of stage `stage` summed over the whole replay.
    public func totalWork(stage: Int) -> StageWork {
        var total = StageWork.zero
        for callback in callbacks.indices { total.add(work(stage: stage, callback: callback)) }
        return total
    }
}
