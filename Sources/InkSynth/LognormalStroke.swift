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

/// A pen-down run of overlapping lognormal strokes; the pen's position is the vector sum of the
/// strokes' displacements. The pen touches down when the first stroke has barely begun and lifts
/// when the last one has all but ended.
struct LognormalRun: Sendable {
    /// Strokes sorted by onset.
    var strokes: [LognormalStroke]

    /// How many σ before and after the median the pen touches down and lifts: Φ ≈ 0.6 % and
    /// 99.4 % of the first and last strokes.
    static let contactDeviations = 2.5
    /// Beyond this many σ from the median a stroke's cumulative differs from 0 or 1 by less than
    /// 3.2e-5, so it is taken as not started or complete (a step of at most 3.2e-5 of its
    /// distance: about a micrometre, far below digitizer noise).
    private static let negligibleDeviations = 4.0

    /// Pen-down time, seconds.
    var penDown: Double { strokes[0].time(atDeviations: -Self.contactDeviations) }

    /// Pen-up time, seconds.
    var penUp: Double { strokes.map { $0.time(atDeviations: Self.contactDeviations) }.max() ?? penDown }

    /// The summed displacement of every stroke, once all are complete.
    var netDisplacement: Point { strokes.reduce(Point.zero) { $0 + $1.netDisplacement } }

    /// The run sampled every millisecond from pen-down to pen-up (rounded to whole ms), relative
    /// to the position at pen-down.
    func path() -> PenPath {
        let start = penDown
        let durationMS = max(2, Int(((penUp - start) * 1000).rounded()))
        let begin = strokes.map { $0.time(atDeviations: -Self.negligibleDeviations) }
        let settle = strokes.map { $0.time(atDeviations: Self.negligibleDeviations) }
        var settled = Point.zero
        var firstUnsettled = 0
        var origin = Point.zero
        var points: [Point] = []
        points.reserveCapacity(durationMS + 1)
        for k in 0...durationMS {
            let time = start + Double(k) / 1000
            while firstUnsettled < strokes.count, settle[firstUnsettled] <= time {
                settled = settled + strokes[firstUnsettled].netDisplacement
                firstUnsettled += 1
            }
            var position = settled
            for index in firstUnsettled..<strokes.count {
                if strokes[index].onset >= time { break }
                if time <= begin[index] { continue }
                position = position + (time >= settle[index] ? strokes[index].netDisplacement : strokes[index].displacement(at: time))
            }
            if k == 0 { origin = position }
            points.append(position - origin)
        }
        return PenPath(points: points)
    }
}
