import InkModel

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
