import InkModel
import InkPipeline
import InkPredict

/// Supplies the predicted touches a simulated callback carries (a predictor's,
/// or those a recording kept from the platform's own predictor). The simulator asks once per callback, after deciding
/// which samples it carries; the pipeline uses them as the stroke's temporary tail when the
/// configuration's `prediction` is not `none`.
public protocol PredictionProvider {
    /// The predictor's name, as configurations select it (e.g. `recorded`, `kalman-ca`).
    var name: String { get }
    /// Fills `predictions` (cleared first, capacity kept) with predicted touches for a
    /// callback at `time` (seconds) that delivered `trace.samples[..<deliveredSamples]`.
    mutating func predictions(at time: Double, deliveredSamples: Int, in trace: Trace, into predictions: inout [TouchSample])
    /// Why the predictions failed (`TouchPredictor.failure`), or nil; checked after a simulation.
    var failure: String? { get }
    /// Whether the provider reaches for each callback's expected presentation
    /// (`prediction-horizon: auto`): the simulator then calls `aim(at:)` before asking.
    var aimsAtPresentation: Bool { get }
    /// The next callback's frame is expected on screen at `presentation` (seconds).
    mutating func aim(at presentation: Double)
    /// The horizon (seconds) the last callback's predictions of its newest touch were asked for,
    /// or nil when none was asked.
    var lastHorizon: Double? { get }
}

extension PredictionProvider {
    public var failure: String? { nil }
    public var aimsAtPresentation: Bool { false }
    public mutating func aim(at presentation: Double) {}
    public var lastHorizon: Double? { nil }
}

/// The prediction provider a configuration selects, or nil for `prediction: none`: `recorded`
/// replays the trace's recorded predictions (`RecordedPredictionProvider`); any other name is
/// built from `predictors` (`PredictorPredictionProvider.configured`). Throws for an unknown
/// predictor or parameter.
public func predictionProvider(
    for configuration: PipelineConfiguration, trace: Trace, profile: DeviceProfile, predictors: PredictorCatalog = .builtIn
) throws(PredictorSpecError) -> (any PredictionProvider)? {
    guard case .predictor(let text) = configuration.prediction else { return nil }
    if try predictors.make(parsing: text).name == "recorded" { return RecordedPredictionProvider(trace: trace) }
    return try PredictorPredictionProvider.configured(configuration, spec: text, profile: profile, predictors: predictors)
}
