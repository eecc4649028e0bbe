import Foundation
import InkModel

/// One stroke of the sigma-lognormal model (Plamondon): its speed follows a lognormal in time,
/// v(t) = D / (σ√(2π)(t − t0)) · exp(−(ln(t − t0) − μ)² / (2σ²)),
/// and its direction sweeps from `startAngle` to `endAngle` in step with the lognormal's
/// cumulative Φ(t). The displacement is therefore the closed form
/// D/(θe − θs) · (sin θ(t) − sin θs, cos θs − cos θ(t)) with θ(t) = θs + (θe − θs)·Φ(t).
///
/// Units: times in seconds, `distance` in the run's length unit, angles in radians measured from
/// +x towards +y (downwards on screen).
struct LognormalStroke: Sendable {
    /// Onset: the time the stroke's motor command starts, seconds.
    var onset: Double
    /// Log-time delay μ: the stroke's median time after onset is e^μ seconds.
    var mu: Double
    /// Log-response time σ: how spread out the stroke is in log time.
    var sigma: Double
    /// Total distance travelled along the stroke, D.
    var distance: Double
    var startAngle: Double
    var endAngle: Double

    /// Time after onset at which the cumulative reaches Φ(z) for z standard deviations, seconds.
    func time(atDeviations z: Double) -> Double {
        onset + exp(mu + z * sigma)
    }

    /// The stroke's displacement once complete (Φ = 1).
    var netDisplacement: Point { displacement(fraction: 1) }

    /// Displacement from the stroke's start when a fraction `fraction` (Φ) of it is done.
    @inline(__always)
    func displacement(fraction: Double) -> Point {
        let sweep = endAngle - startAngle
        if abs(sweep) < 1e-6 {
            let angle = startAngle + sweep * fraction / 2
            return Point(x: distance * fraction * cos(angle), y: distance * fraction * sin(angle))
        }
        let angle = startAngle + sweep * fraction, scale = distance / sweep
        return Point(x: scale * (sin(angle) - sin(startAngle)), y: scale * (cos(startAngle) - cos(angle)))
    }

    /// Displacement from the stroke's start at `time` seconds.
    @inline(__always)
    func displacement(at time: Double) -> Point {
        let elapsed = time - onset
        guard elapsed > 0 else { return .zero }
        let fraction = 0.5 * (1 + erf((log(elapsed) - mu) / (sigma * 2.0.squareRoot())))
        return displacement(fraction: fraction)
    }
}
