import InkReport
import InkSim

extension BenchmarkRun {
    /// Whether each configuration's repetitions are followed by a run priced by every callback's
    /// pooled time over them (`PooledMeasuredCost`): costs that are not deterministic and at least
    /// two repetitions. That run is the one the report shows (`ConfigurationResult.pooledRun`).
    var poolsRepetitions: Bool {
        !cost.isDeterministic && settings.repetitions >= 2
    }

    /// How the report's run was made from the repetitions, one sentence for report.json.
    var poolingDescription: String {
        poolsRepetitions
            ? "Each callback and render of the run shown is priced by the median of its undisturbed times over the \(settings.repetitions) repetitions (of all of them when every one was disturbed); the repetitions are kept beside it."
            : "One repetition: each step is priced by its own time."
    }

    /// What report.json records about the timing of a run whose costs are not deterministic, with
    /// the load `sampler` saw since it started; nil for deterministic costs.
    func measurementRecord(load sampler: MachineLoadSampler) -> RunReport.MeasurementRecord? {
        guard !cost.isDeterministic else { return nil }
        return RunReport.MeasurementRecord(
            clock: cost.source.clock.rawValue, timerOverheadSeconds: cost.timerOverheadSeconds, wallTimerOverheadSeconds: cost.wallTimerOverheadSeconds,
            pooling: poolingDescription, load: sampler.record()
        )
    }
}
