import InkModel

/// A touch predictor: fed the real samples of one touch in time order, it guesses where the touch
/// will be at requested future times (docs/prediction.md). One value per touch; the caller keeps one per
/// live touch and calls `reset()` when a touch ends.
///
/// Contract shared by every predictor:
/// - `add(_:)` takes samples in non-decreasing time. A sample more than `limits.resetGap` after
///   the previous one resets the predictor first (it starts over from that sample). A sample at
///   the same time as the previous one replaces it.
/// - `predict(at:)` answers for one target time (seconds, after the newest sample). It may
///   **abstain** (nil: not enough history, or no confidence) or **shorten**: return a point for
///   an earlier time than asked (`PredictedPoint.time`), e.g. when the horizon exceeds
///   `limits.horizonCap` or confidence is low. It never returns a time later than asked.
/// - `observePlatformPredictions(_:)` hands over the platform's own predicted touches of the
///   current callback; only the `recorded` predictor uses them.
///
/// Predictors allocate only when created; adding and predicting allocate nothing.
public protocol TouchPredictor: Sendable {
    /// The catalog name, e.g. `kalman-ca`.
    var name: String { get }
    /// The horizon cap and reset gap this predictor obeys.
    var limits: PredictionLimits { get }
    /// Forgets every sample.
    mutating func reset()
    /// Takes one real sample of the touch.
    mutating func add(_ sample: PredictorSample)
    /// The platform's predicted touches delivered with the current callback, nearest first.
    mutating func observePlatformPredictions(_ predictions: ArraySlice<PredictorSample>)
    /// The predicted position at `time` (seconds), shortened or nil as described on the type.
    func predict(at time: Double) -> PredictedPoint?
    /// The predictions at several target times of one callback, in order (each as
    /// `predict(at:)` would give it): by default one `predict(at:)` per time; an external
    /// predictor answers them in one exchange with its child.
    func predictions(at times: [Double]) -> [PredictedPoint?]
    /// Whether the predictor answers targets at a fixed horizon after the newest sample; false for
    /// one that only answers the platform's own predicted times (`recorded`): an evaluation then
    /// asks it no fixed horizon at all.
    var answersFixedHorizons: Bool { get }
    /// Why predictions failed outside the predictor's own code (an external predictor's child
    /// process exited, hung or replied garbage), as one line; nil while all is well. A failed
    /// predictor abstains from then on; whoever used it checks this afterwards and fails with it.
    var failure: String? { get }
}

extension TouchPredictor {
    public mutating func observePlatformPredictions(_ predictions: ArraySlice<PredictorSample>) {}

    public var failure: String? { nil }

    public var answersFixedHorizons: Bool { true }

    public func predictions(at times: [Double]) -> [PredictedPoint?] { times.map { predict(at: $0) } }
}

/// One real sample as a predictor sees it. Units: `time` seconds, `location` points, `force` in
/// UIKit units, `altitude` and `azimuth` radians (each nil when the device reports none).
public struct PredictorSample: Hashable, Sendable {
    public var time: Double
    public var location: Point
    public var force: Double?
    public var altitude: Double?
    public var azimuth: Double?
    /// What made the touch (finger or stylus), when the feeder knows; `by-kind` chooses by it.
    package var touchType: TouchType?

    public init(time: Double, location: Point, force: Double? = nil, altitude: Double? = nil, azimuth: Double? = nil, touchType: TouchType? = nil) {
        self.time = time
        self.location = location
        self.force = force
        self.altitude = altitude
        self.azimuth = azimuth
        self.touchType = touchType
    }
}

/// A predicted touch. Units: `time` seconds (the time the position is predicted for, at most the
/// requested one), `location` points, `force` UIKit units, `altitude` and `azimuth` radians.
/// Force and tilt are predicted by `kalman-adaptive` (and so by the default `kalman-mix`) and
/// given by `recorded`; the others hold the newest force and give no tilt, which the evaluation
/// scores as holding the newest sample's.
public struct PredictedPoint: Hashable, Sendable {
    public var time: Double
    public var location: Point
    public var force: Double?
    public var altitude: Double?
    public var azimuth: Double?
    /// What made the touch (finger or stylus), when the feeder knows; `by-kind` chooses by it.
    package var touchType: TouchType?

    public init(time: Double, location: Point, force: Double? = nil, altitude: Double? = nil, azimuth: Double? = nil, touchType: TouchType? = nil) {
        self.time = time
        self.location = location
        self.force = force
        self.altitude = altitude
        self.azimuth = azimuth
        self.touchType = touchType
    }
}
