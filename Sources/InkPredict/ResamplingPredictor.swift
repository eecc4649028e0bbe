import InkModel

/// `resample`: Android-style linear resampling. The line through the newest two samples is
/// extrapolated, but at most min(`maxExtrapolation`, `gapFraction` × the newest interval) past
/// the newest sample (and within the horizon cap): a later target is shortened. Android applies
/// it at frame time − 5 ms (`resampleLatency`); that offset is the caller's choice of target
/// time, reported here for reference. Units: seconds. Abstains with fewer than two samples.
package struct ResamplingPredictor: TouchPredictor {
    package let name = "resample"
    /// Longest extrapolation, seconds (Android: 8 ms).
    package let maxExtrapolation: Double
    /// Share of the newest interval that may be extrapolated (Android: 0.5).
    package let gapFraction: Double
    package let limits: PredictionLimits
    private var history = SampleHistory(capacity: 2)

    /// Android resamples at frame time minus this, seconds.
    package static let resampleLatency = 0.005

    package init(maxExtrapolation: Double = 0.008, gapFraction: Double = 0.5, limits: PredictionLimits = PredictionLimits()) {
        self.maxExtrapolation = maxExtrapolation
        self.gapFraction = gapFraction
        self.limits = limits
    }

    package mutating func reset() { history.removeAll() }

    package mutating func add(_ sample: PredictorSample) {
        history.append(sample, resetGap: limits.resetGap)
    }

    package func predict(at time: Double) -> PredictedPoint? {
        guard history.count >= 2 else { return nil }
        let newest = history.fromNewest(0), previous = history.fromNewest(1)
        let gap = newest.time - previous.time
        let reach = min(maxExtrapolation, gapFraction * gap)
        let target = min(limits.cappedTime(time, after: newest.time), newest.time + reach)
        let velocity = (newest.location - previous.location) / gap
        return PredictedPoint(time: target, location: newest.location + velocity * (target - newest.time), force: newest.force)
    }
}
