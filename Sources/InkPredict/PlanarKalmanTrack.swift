import InkModel

/// A Kalman axis that advances one unit step per measurement, as the jerk-state predictors use
/// it (`kalman-jerk`, `stroke-modeler-kalman`).
protocol UnitStepKalmanAxis: Sendable {
    /// Forgets the state; the next measurement starts the filter again.
    mutating func reset()
    /// Advances one step and takes the position measurement `z`.
    mutating func measure(_ z: Double)
}

extension AxisKalmanFilter: UnitStepKalmanAxis {
    mutating func measure(_ z: Double) { step(measuring: z) }
}

extension ForceNoiseKalmanAxis: UnitStepKalmanAxis {
    mutating func measure(_ z: Double) { update(measuring: z, step: 1) }
}

/// The part of a predictor that takes samples: the newest samples (`SampleHistory`) and one
/// unit-step Kalman axis per coordinate, fed positions × `scale` (the unit the filter works in),
/// reset together on a gap; a sample at the newest one's time replaces it in the history and
/// is not measured again.
struct PlanarKalmanTrack<Axis: UnitStepKalmanAxis>: Sendable {
    var x: Axis
    var y: Axis
    private(set) var recent: SampleHistory
    /// Filter units per point.
    let scale: Double

    init(axis: Axis, capacity: Int, scale: Double = 1) {
        x = axis
        y = axis
        recent = SampleHistory(capacity: capacity)
        self.scale = scale
    }

    /// Forgets every sample.
    mutating func reset() {
        x.reset()
        y.reset()
        recent.removeAll()
    }

    /// Takes `sample` by `TouchPredictor.add(_:)`'s rules.
    mutating func add(_ sample: PredictorSample, resetGap: Double) {
        let previous = recent.newest
        if recent.append(sample, resetGap: resetGap) {
            x.reset()
            y.reset()
        } else if let previous, sample.time <= previous.time {
            return
        }
        x.measure(sample.location.x * scale)
        y.measure(sample.location.y * scale)
    }
}
