import InkModel
import InkSim

/// The per-event measures of one simulation run that both its metrics (`SimulationMetrics`) and
/// its data tables read: every sample's touch-to-display lag and every shown frame's tip gap and
/// effective lag. Computed once per run and handed to both, since the tip measures (a search
/// along the true path per frame) are among the costliest parts of a run's metrics.
public struct ProbeMeasures: Sendable {
    /// Lag of every sample by trace index (`SimulationProbeMetrics.lags`), seconds; nil when
    /// never shown.
    public let lags: [Double?]
    /// Tip gap and effective lag of the shown frames with a tip (`SimulationProbeMetrics.tipMeasures`).
    public let tips: [SimulationProbeMetrics.TipMeasure]

    /// The measures of `record`, a run of `trace`, against its true path `truth`.
    public init(_ record: SimulationRecord, trace: Trace, truth: TruthPaths) {
        lags = SimulationProbeMetrics.lags(record, trace: trace)
        tips = SimulationProbeMetrics.tipMeasures(record, truth: truth)
    }
}
