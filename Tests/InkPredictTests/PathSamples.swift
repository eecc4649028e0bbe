import InkModel
import InkPredict

/// Sample streams along closed-form paths, for exactness tests. Units: seconds, points.
enum PathSamples {
    /// Uneven sample times (4–5 ms apart, like quantised 240 Hz timestamps).
    static let times: [Double] = [0, 0.004, 0.009, 0.012, 0.017, 0.021, 0.025, 0.030]

    static func constantVelocity(_ t: Double) -> Point {
        Point(x: 100 + 300 * t, y: 50 - 120 * t)
    }

    static func constantAcceleration(_ t: Double) -> Point {
        Point(x: 100 + 300 * t + 0.5 * 2000 * t * t, y: 50 - 120 * t - 0.5 * 3500 * t * t)
    }

    /// `predictor` fed every sample of `path` at `times`.
    static func fed(_ predictor: any TouchPredictor, _ path: (Double) -> Point, times: [Double] = times) -> any TouchPredictor {
        var result = predictor
        for t in times { result.add(PredictorSample(time: t, location: path(t))) }
        return result
    }
}
