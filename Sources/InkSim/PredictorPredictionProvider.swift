import InkModel
import InkPredict

/// Predicted touches from one of InkPredict's predictors, made at each callback from the samples
/// delivered so far (every delivered sample feeds the predictor, whether or not the app's
/// coalescing policy lets it into the pipeline: the platform predicts, the app only reads).
///
/// Each live touch has its own predictor (a copy of the configured one, made when the touch's
/// first sample is delivered and dropped when a sample ending it is). For each live touch the
/// callback carries predicted touches at the newest sample's time + k × `step` (k = 1, 2, …) up
/// to + `horizon` seconds, in order; it stops where the predictor abstains or its answer is no
/// later than the previous point. A shortened answer is kept and the next target still asked:
/// a predictor that stops at a fixed point (horizon cap, reversal) answers the same time again
/// and ends the run there, while one whose reach grows with the horizon (a length scaled by
/// confidence) keeps drawing up to its reach for the full horizon.
public struct PredictorPredictionProvider: WindowedPredictionProvider {
    public let name: String
    /// How far ahead of the newest real sample predictions reach, seconds.
    public let horizon: Double
    /// Time between predicted points, seconds (the digitizer's sample interval).
    public let step: Double
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
    public static let maximumPointsPerTouch = 256

    /// A provider around `predictor`, reaching `horizon` seconds ahead (default: the predictor's
    /// horizon cap) at points `step` seconds apart, or `horizon / maximumPointsPerTouch` apart
    /// when that is wider.
    public init(predictor: any TouchPredictor, horizon: Double? = nil, step: Double) {
        name = predictor.name
        prototype = predictor
        self.horizon = horizon ?? predictor.limits.horizonCap
        self.step = max(step, self.horizon / Double(Self.maximumPointsPerTouch))
        live.reserveCapacity(4)
    }

    public var failure: String? { prototype.failure }

    public mutating func predictions(at time: Double, deliveredSamples: Int, in trace: Trace, into predictions: inout [TouchSample]) {
        let delivered = trace.samples[fed..<max(fed, deliveredSamples)]
        fed = delivered.endIndex
        self.predictions(delivering: delivered, into: &predictions)
    }

    /// The same without a trace, for a caller that holds only the samples not yet delivered
    /// (a streamed run): feeds `samples`, the samples delivered since the previous call in trace
    /// order, then fills `predictions` (cleared first, capacity kept) with the predicted touches
    /// a callback carries. A provider is asked either this way or with a trace, never both.
    public mutating func predictions(delivering samples: ArraySlice<TouchSample>, into predictions: inout [TouchSample]) {
        predictions.removeAll(keepingCapacity: true)
        for sample in samples { feed(sample) }
        for touch in live { appendPredictions(of: touch, into: &predictions) }
    }

    public mutating func windowDropped(samples count: Int) {
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
            time: sample.timestamp, location: sample.location, force: sample.force, altitude: sample.altitude, azimuth: sample.azimuth
        ))
        live[index].newest = sample
    }

    private func appendPredictions(of touch: LiveTouch, into predictions: inout [TouchSample]) {
        let newest = touch.newest
        var times: [Double] = []
        while Double(times.count + 1) * step <= horizon + 1e-9 { times.append(newest.timestamp + Double(times.count + 1) * step) }
        let points = touch.predictor.predictions(at: times)
        var previousTime = newest.timestamp
        var k = 1
        while Double(k) * step <= horizon + 1e-9 {
            guard let point = points[k - 1], point.time > previousTime + 1e-9 else { return }
            predictions.append(TouchSample(
                touchID: touch.touchID, timestamp: point.time, location: point.location, force: point.force,
                maximumPossibleForce: newest.maximumPossibleForce, altitude: point.altitude,
                azimuth: point.azimuth, type: newest.type, phase: .moved
            ))
            previousTime = point.time
            k += 1
        }
    }
}
