import InkModel
import InkPipeline

/// Supplies the predicted touches a simulated callback carries (DESIGN §5.2: "predicted
/// touches from the platform predictor"). The simulator asks once per callback, after deciding
/// which samples it carries; the pipeline uses them as the stroke's temporary tail when the
/// configuration's `prediction` is not `none`.
public protocol PredictionProvider {
    /// The predictor's name, as configurations select it (e.g. `recorded`).
    var name: String { get }
    /// Fills `predictions` (cleared first, capacity kept) with predicted touches for a
    /// callback at `time` (seconds) that delivered `trace.samples[..<deliveredSamples]`.
    mutating func predictions(at time: Double, deliveredSamples: Int, in trace: Trace, into predictions: inout [TouchSample])
}

/// The prediction provider a configuration selects, or nil for `prediction: none`.
public func predictionProvider(for source: PredictionSource, trace: Trace) -> (any PredictionProvider)? {
    switch source {
    case .none: nil
    case .recorded: RecordedPredictionProvider(trace: trace)
    }
}
