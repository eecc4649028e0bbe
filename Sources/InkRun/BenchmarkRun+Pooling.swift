import InkReport
import InkSim

extension BenchmarkRun {
    /// How the report's run was made from the repetitions, one sentence for report.json.
    var poolingDescription: String {
        settings.repetitions >= 2
            ? "Each callback and render of the run shown is priced by the median of its undisturbed times over the \(settings.repetitions) repetitions (of all of them when every one was disturbed); the repetitions are kept beside it."
            : "One repetition: each step is priced by its own time."
    }

    /// What report.json records about the timing of a run with a configuration whose costs are
    /// not deterministic, with the load `sampler` saw since it started; nil when every
    /// configuration's costs are deterministic.
    func measurementRecord(load sampler: MachineLoadSampler) -> RunReport.MeasurementRecord? {
        guard let cost = configurations.map(cost(for:)).first(where: { !$0.isDeterministic }) else { return nil }
        return RunReport.MeasurementRecord(
            clock: cost.source.clock.rawValue, timerOverheadSeconds: cost.timerOverheadSeconds, wallTimerOverheadSeconds: cost.wallTimerOverheadSeconds,
            pooling: poolingDescription, load: sampler.record()
        )
    }
}
