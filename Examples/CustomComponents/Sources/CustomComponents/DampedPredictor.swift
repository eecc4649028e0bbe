import InkBench

/// Linear extrapolation from the newest two samples with the velocity scaled by `damping`
/// (0: hold the newest sample, 1: plain linear), so a turn overshoots less.
struct DampedPredictor: TouchPredictor {
    let damping: Double
    let limits: PredictionLimits
    private var history = SampleHistory(capacity: 2)

    init(damping: Double, limits: PredictionLimits) {
        self.damping = damping
        self.limits = limits
    }

    var name: String { "damped" }
    mutating func reset() { history.removeAll() }
    mutating func add(_ sample: PredictorSample) { history.append(sample, resetGap: limits.resetGap) }

    func predict(at time: Double) -> PredictedPoint? {
        guard history.count == 2 else { return nil }
        let newest = history.fromNewest(0), previous = history.fromNewest(1)
        let target = limits.cappedTime(time, after: newest.time)
        let velocity = (newest.location - previous.location) / (newest.time - previous.time)
        return PredictedPoint(time: target, location: newest.location + velocity * (damping * (target - newest.time)), force: newest.force)
    }
}
