/// Everything one callback cost a pipeline, in deterministic counts: what it carried, what the
/// policy let in, and the stages' work summed (the per-stage breakdown is
/// `StrokePipeline.lastStageWork`).
public struct CallbackWork: Hashable, Sendable {
    /// Real samples the callback carried.
    public var samplesCarried: Int
    /// Carried samples that never entered the pipeline (`coalesced: false` keeps only the newest
    /// sample of each touch in a callback).
    package var samplesDropped: Int
    /// Property updates the callback carried.
    public var updatesCarried: Int
    /// Updates applied to a sample (0 when the configuration ignores updates).
    package var updatesApplied: Int
    /// Updates not applied: the configuration ignores updates, or the update matched no sample
    /// still expecting one (its sample was dropped, cancelled, or not delivered yet).
    package var updatesDiscarded: Int
    /// Predicted touches appended as temporary tails (0 with `prediction: none`).
    package var predictionsUsed: Int
    /// Bézier elements the smoother wrote (also counted in `total.elementsEmitted`).
    package var bezierElementsEmitted: Int
    /// The work of every stage, summed.
    public var total: StageWork

    public init(
        samplesCarried: Int = 0,
        samplesDropped: Int = 0,
        updatesCarried: Int = 0,
        updatesApplied: Int = 0,
        updatesDiscarded: Int = 0,
        predictionsUsed: Int = 0,
        bezierElementsEmitted: Int = 0,
        total: StageWork = .zero
    ) {
        self.samplesCarried = samplesCarried
        self.samplesDropped = samplesDropped
        self.updatesCarried = updatesCarried
        self.updatesApplied = updatesApplied
        self.updatesDiscarded = updatesDiscarded
        self.predictionsUsed = predictionsUsed
        self.bezierElementsEmitted = bezierElementsEmitted
        self.total = total
    }

    /// Carried samples that entered the pipeline.
    package var samplesAccepted: Int { samplesCarried - samplesDropped }
}
