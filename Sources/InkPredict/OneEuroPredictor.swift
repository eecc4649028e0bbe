import InkModel

/// `one-euro`: samples pass through a 1€ filter per axis (`OneEuroFilter`), and the filtered
/// positions feed another predictor (`inner`, by default `linear`). Trades jitter for lag: the
/// filter's delay is added to what the inner predictor must make up. The gap reset restarts both.
public struct OneEuroPredictor: TouchPredictor {
    public let name = "one-euro"
    public let limits: PredictionLimits
    /// The predictor fed with filtered samples.
    public private(set) var inner: any TouchPredictor
    private var x: OneEuroFilter
    private var y: OneEuroFilter
    private var newestTime: Double?

    public init(inner: any TouchPredictor, minCutoff: Double = 1.0, beta: Double = 0.001, derivativeCutoff: Double = 1.0) {
        self.inner = inner
        limits = inner.limits
        x = OneEuroFilter(minCutoff: minCutoff, beta: beta, derivativeCutoff: derivativeCutoff)
        y = x
    }

    public mutating func reset() {
        inner.reset()
        x.reset()
        y.reset()
        newestTime = nil
    }

    public mutating func add(_ sample: PredictorSample) {
        if let newestTime, sample.time - newestTime > limits.resetGap { reset() }
        newestTime = sample.time
        let filtered = Point(x: x.filter(sample.location.x, at: sample.time), y: y.filter(sample.location.y, at: sample.time))
        inner.add(PredictorSample(time: sample.time, location: filtered, force: sample.force))
    }

    public func predict(at time: Double) -> PredictedPoint? {
        inner.predict(at: time)
    }
}
