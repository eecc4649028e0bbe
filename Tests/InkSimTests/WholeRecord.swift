import InkMetrics
import InkModel
import InkSim

/// A whole record measured as a run measures it (`RunMeasure.measure`), for the simulator's
/// closed-form tests: every sample's lag, every shown frame's tip measure and the metrics.
struct WholeRecord {
    let rows: RunMeasure.Rows
    let metrics: SimulationMetrics

    /// The measures of `record`, a run of `trace`, against `truth` (default: the trace's).
    init(_ record: SimulationRecord, trace: Trace, truth: TruthPaths? = nil) {
        (rows, metrics) = RunMeasure.measure(record, trace: trace, truth: truth ?? TruthPaths(trace), seed: 1, metrics: .builtIn)
    }

    /// Lag of every sample by trace index, seconds; nil when never shown.
    var lags: [Double?] { rows.lags }
    /// Tip gap and effective lag of the shown frames that have them, in render order.
    var tips: [TipMeasure] { rows.tips }
}
