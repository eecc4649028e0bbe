import InkModel

/// `linear` (first order) and `linear2` (second order): extrapolation from finite differences of
/// the newest samples (after Chromium's linear models).
///
/// First order: velocity v from the last two samples; prediction = last + v·Δ.
/// Second order: from the last three samples, the mean velocities of the two intervals are the
/// true velocities at the intervals' midpoints for any path of constant acceleration, so
/// a = (v₂ − v₁) / (half the sum of the intervals) and the velocity at the newest sample is
/// v₂ + a·dt₂/2; prediction = last + v·Δ + ½·a·Δ², exact for constant acceleration.
/// Δ is the (capped) horizon, seconds. Abstains until it has `order + 1` samples.
package struct LinearPredictor: TouchPredictor {
    /// 1 or 2.
    package let order: Int
    package let limits: PredictionLimits
    private var history = SampleHistory(capacity: 3)

    /// A predictor of `order` 1 or 2 (values outside are clamped).
    package init(order: Int, limits: PredictionLimits = PredictionLimits()) {
        self.order = min(max(order, 1), 2)
        self.limits = limits
    }

    package var name: String { order == 1 ? "linear" : "linear2" }

    package mutating func reset() { history.removeAll() }

    package mutating func add(_ sample: PredictorSample) {
        history.append(sample, resetGap: limits.resetGap)
    }

    package func predict(at time: Double) -> PredictedPoint? {
        guard history.count > order else { return nil }
        let p2 = history.fromNewest(0), p1 = history.fromNewest(1)
        let target = limits.cappedTime(time, after: p2.time)
        let delta = target - p2.time
        let dt2 = p2.time - p1.time
        let v2 = (p2.location - p1.location) / dt2
        var location = p2.location + v2 * delta
        if order == 2 {
            let p0 = history.fromNewest(2)
            let dt1 = p1.time - p0.time
            let v1 = (p1.location - p0.location) / dt1
            let acceleration = (v2 - v1) / ((dt1 + dt2) / 2)
            let velocity = v2 + acceleration * (dt2 / 2)
            location = p2.location + velocity * delta + acceleration * (delta * delta / 2)
        }
        return PredictedPoint(time: target, location: location, force: p2.force)
    }
}
