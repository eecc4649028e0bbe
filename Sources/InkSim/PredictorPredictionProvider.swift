import InkModel
import InkPipeline
import InkPredict

/// Predicted touches from one of InkPredict's predictors, made at each callback from the samples
/// delivered so far (every delivered sample feeds the predictor, whether or not the app's
/// coalescing policy lets it into the pipeline: the platform predicts, the app only reads).
///
/// Each live touch has its own predictor (a copy of the configured one, made when the touch's
/// first sample is delivered and dropped when a sample ending it is). For each live touch the
/// callback carries predicted touches at the newest sample's time + k × `step` (k = 1, 2, …) up
/// to + `horizon` seconds, and at + `horizon` itself when that is not a whole number of steps, in
/// order; it stops where the predictor abstains or its answer is no
/// later than the previous point. A shortened answer is kept and the next target still asked:
/// a predictor that stops at a fixed point (horizon cap, reversal) answers the same time again
/// and ends the run there, while one whose reach grows with the horizon (a length scaled by
/// confidence) keeps drawing up to its reach for the full horizon.
///
/// Aiming at the presentation (`prediction-horizon: auto`): each touch's horizon is then the
/// time from its newest sample to the presentation the simulator expects for the callback
/// (`aim(at:)`), at most `horizon`.
package struct PredictorPredictionProvider: WindowedPredictionProvider {
    package let name: String
    /// How far ahead of the newest real sample predictions reach, seconds: always, or (aiming at
    /// the presentation) at most.
    package let horizon: Double
    /// Whether each callback's horizon is the time to its expected presentation.
    package let aimsAtPresentation: Bool
    package private(set) var lastHorizon: Double?
    private var presentation: Double?
    /// Time between predicted points, seconds (the digitizer's sample interval).
    package let step: Double
    private let prototype: any TouchPredictor
    private var live: [LiveTouch] = []
    private var fed = 0

    /// A touch still in contact, its predictor and its newest delivered sample.
    private struct LiveTouch {
        var touchID: Int
        var predictor: any TouchPredictor
        var newest: TouchSample
    }

    /// Most predicted points per touch and callback: a long horizon at a fast digitizer (1 s at
    /// 100 kHz) spaces its points wider instead of making 100,000 of them.
    package static let maximumPointsPerTouch = 256

    /// A provider around `predictor`, reaching `horizon` seconds ahead (default: the predictor's
    /// horizon cap) at points `step` seconds apart, or `horizon / maximumPointsPerTouch` apart
    /// when that is wider.
    /// With `aimsAtPresentation`, `horizon` is the most a callback's horizon may be.
    package init(predictor: any TouchPredictor, horizon: Double? = nil, step: Double, aimsAtPresentation: Bool = false) {
        name = predictor.name
        prototype = predictor
        self.horizon = horizon ?? predictor.limits.horizonCap
        self.aimsAtPresentation = aimsAtPresentation
        self.step = max(step, self.horizon / Double(Self.maximumPointsPerTouch))
        live.reserveCapacity(4)
    }

    /// The provider a configuration asks for with `spec`: horizon from its `predictionHorizon`
    /// (aiming at the presentation: at most that, default
    /// `PipelineConfiguration.defaultPresentationHorizonCap`), points one digitizer interval of
    /// `profile` apart. A configuration that states a horizon raises the predictor's own horizon
    /// cap to it unless the spec sets `horizon-cap` (else a 30 ms horizon would stop at the
    /// default 25 ms cap).
    package static func configured(
        _ configuration: PipelineConfiguration, spec text: String, profile: DeviceProfile, predictors: PredictorCatalog
    ) throws(ComponentSpecError) -> PredictorPredictionProvider {
        var spec = try ComponentSpec(parsing: text, role: PredictorComponent.role)
        let horizon = configuration.predictsToPresentation
            ? configuration.predictionHorizon ?? PipelineConfiguration.defaultPresentationHorizonCap : configuration.predictionHorizon
        if let horizon, spec.parameters["horizon-cap"] == nil { spec.parameters["horizon-cap"] = String(horizon * 1000) }
        return PredictorPredictionProvider(
            predictor: try predictors.make(spec), horizon: horizon, step: profile.sampleInterval, aimsAtPresentation: configuration.predictsToPresentation
        )
    }

    package mutating func aim(at presentation: Double) {
        self.presentation = presentation
    }

    package var failure: String? { prototype.failure }

    package mutating func predictions(at time: Double, deliveredSamples: Int, in trace: Trace, into predictions: inout [TouchSample]) {
        let delivered = trace.samples[fed..<max(fed, deliveredSamples)]
        fed = delivered.endIndex
        self.predictions(delivering: delivered, into: &predictions)
    }

    /// The same without a trace, for a caller that holds only the samples not yet delivered
    /// (a streamed run): feeds `samples`, the samples delivered since the previous call in trace
    /// order, then fills `predictions` (cleared first, capacity kept) with the predicted touches
    /// a callback carries. A provider is asked either this way or with a trace, never both.
    package mutating func predictions(delivering samples: ArraySlice<TouchSample>, into predictions: inout [TouchSample]) {
        predictions.removeAll(keepingCapacity: true)
        for sample in samples { feed(sample) }
        lastHorizon = nil
        var newestTime = -Double.infinity
        for touch in live {
            let reach = reach(of: touch)
            appendPredictions(of: touch, reach: reach, into: &predictions)
            if touch.newest.timestamp > newestTime {
                newestTime = touch.newest.timestamp
                lastHorizon = reach
            }
        }
    }

    /// The horizon of `touch` in this callback: `horizon`, or the time from its newest sample to
    /// the aimed-at presentation, within 0…`horizon`.
    private func reach(of touch: LiveTouch) -> Double {
        guard aimsAtPresentation, let presentation else { return horizon }
        return min(horizon, max(0, presentation - touch.newest.timestamp))
    }

    package mutating func windowDropped(samples count: Int) {
        precondition(count <= fed, "the window drops only samples the provider was fed")
        fed -= count
    }

    private mutating func feed(_ sample: TouchSample) {
        let index: Int
        if let found = live.firstIndex(where: { $0.touchID == sample.touchID }) {
            index = found
        } else {
            var predictor = prototype
            predictor.reset()
            live.append(LiveTouch(touchID: sample.touchID, predictor: predictor, newest: sample))
            index = live.count - 1
        }
        if sample.phase.endsTouch {
            live.remove(at: index)
            return
        }
        live[index].predictor.add(PredictorSample(
            time: sample.timestamp, location: sample.location, force: sample.force, altitude: sample.altitude, azimuth: sample.azimuth,
            touchType: sample.type
        ))
        live[index].newest = sample
    }

    private func appendPredictions(of touch: LiveTouch, reach: Double, into predictions: inout [TouchSample]) {
        let newest = touch.newest
        var times: [Double] = []
        while Double(times.count + 1) * step <= reach + 1e-9 { times.append(newest.timestamp + Double(times.count + 1) * step) }
        if reach > Double(times.count) * step + 1e-9 { times.append(newest.timestamp + reach) }
        let points = touch.predictor.predictions(at: times)
        var previousTime = newest.timestamp
        for point in points {
            guard let point, point.time > previousTime + 1e-9 else { return }
            predictions.append(TouchSample(
                touchID: touch.touchID, timestamp: point.time, location: point.location, force: point.force,
                maximumPossibleForce: newest.maximumPossibleForce, altitude: point.altitude,
                azimuth: point.azimuth, type: newest.type, phase: .moved
            ))
            previousTime = point.time
        }
    }
}
