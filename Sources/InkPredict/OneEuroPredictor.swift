import InkModel

/// `one-euro`: samples pass through a 1€ filter per axis (`OneEuroFilter`), and the filtered
/// positions feed an extrapolator (`inner`, by default `linear`). Trades jitter for lag: the
/// filter's delay is added to what the inner predictor must make up. The gap reset restarts both.
///
/// The defaults are tuned for points at pen speeds: the 1€ paper's (1 Hz, β 0.001, 1 Hz) are for
/// slow pointing and here held the cut-off near 1 Hz — 150 ms of lag, 3–5× worse than no
/// prediction on every shared recording. A 30 Hz speed estimate and β = 1 Hz per pt/s open the
/// filter within a few ms of the pen moving (100 pt/s → 105 Hz), with 5 Hz at rest.
package struct OneEuroPredictor: TouchPredictor {
    package let name = "one-euro"
    package let limits: PredictionLimits
    /// The predictor fed with filtered samples.
    package private(set) var inner: any TouchPredictor
    private var x: OneEuroFilter
    private var y: OneEuroFilter
    private var newestTime: Double?

    /// Default cut-off at rest, Hz.
    package static let defaultMinCutoff = 5.0
    /// Default cut-off increase per pt/s of speed, Hz.
    package static let defaultBeta = 1.0
    /// Default cut-off of the speed estimate, Hz.
    package static let defaultDerivativeCutoff = 30.0

    package init(
        inner: any TouchPredictor, minCutoff: Double = defaultMinCutoff, beta: Double = defaultBeta, derivativeCutoff: Double = defaultDerivativeCutoff
    ) {
        self.inner = inner
        limits = inner.limits
        x = OneEuroFilter(minCutoff: minCutoff, beta: beta, derivativeCutoff: derivativeCutoff)
        y = x
    }

    package mutating func reset() {
        inner.reset()
        x.reset()
        y.reset()
        newestTime = nil
    }

    package mutating func add(_ sample: PredictorSample) {
        if let newestTime, sample.time - newestTime > limits.resetGap { reset() }
        newestTime = sample.time
        let filtered = Point(x: x.filter(sample.location.x, at: sample.time), y: y.filter(sample.location.y, at: sample.time))
        inner.add(PredictorSample(time: sample.time, location: filtered, force: sample.force))
    }

    package func predict(at time: Double) -> PredictedPoint? {
        inner.predict(at: time)
    }
}
