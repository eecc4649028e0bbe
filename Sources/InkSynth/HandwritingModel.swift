import Foundation
import InkModel

/// Generates pen-down runs of sigma-lognormal strokes that look like cursive words and
/// signatures. Model units: the x-height is 1 (the run is scaled to millimetres later, to meet the
/// requested speed); times in seconds from the run's first onset.
enum HandwritingModel {
    /// A handwritten word lasting about `duration` seconds of pen-down time: strokes alternate
    /// between slanted up-strokes (rising to the x-height, sometimes to an ascender; a fifth of
    /// them curl into loops) and down-strokes (back to the baseline, sometimes to a descender),
    /// each curving by a random sweep, with onsets ~0.2 s apart (about 5 strokes a second) so neighbours overlap.
    static func word(duration: Double, random: inout SeededGenerator) -> LognormalRun {
        let count = max(2, Int(((duration - 0.2) / 0.2).rounded()) + 1)
        var strokes: [LognormalStroke] = []
        var height = 0.0
        for index in 0..<count {
            let up = index % 2 == 0
            let direction = up ? -Double.pi / 2 + random.uniform(0.45, 0.9) : Double.pi / 2 + random.uniform(0.1, 0.35)
            var sweep = (up && random.chance(0.2) ? random.uniform(2.2, 3.2) : random.uniform(0.3, 1.5)) * (up ? 1 : -1)
            if random.chance(0.25) { sweep = -sweep }
            let target: Double
            if up {
                target = random.chance(0.15) ? -random.uniform(1.7, 2.1) : -random.uniform(0.85, 1.15)
            } else {
                target = random.chance(0.1) ? random.uniform(0.6, 0.9) : random.uniform(-0.08, 0.08)
            }
            var stroke = LognormalStroke(
                onset: 0, mu: random.uniform(-2.1, -1.8), sigma: random.uniform(0.2, 0.3), distance: 1,
                startAngle: direction - sweep / 2, endAngle: direction + sweep / 2
            )
            height = reach(target, from: height, with: &stroke, distanceRange: 0.3...3)
            strokes.append(stroke)
        }
        return timed(strokes, duration: duration, random: &random)
    }

    /// One pen-down run of a signature lasting about `duration` seconds: faster and more
    /// sweeping strokes than a word (onsets ~0.14 s apart), with occasional horizontal
    /// flourishes; `endsWithUnderline` adds a long closing stroke to the right.
    static func signatureRun(duration: Double, endsWithUnderline: Bool, random: inout SeededGenerator) -> LognormalRun {
        let count = max(3, Int(((duration - 0.2) / 0.14).rounded()) + 1)
        var strokes: [LognormalStroke] = []
        var height = 0.0
        for index in 0..<count {
            let mu = random.uniform(-2.3, -1.9), sigma = random.uniform(0.2, 0.32)
            if endsWithUnderline && index == count - 1 {
                let direction = random.uniform(-0.15, 0.1)
                let sweep = random.uniform(-0.6, 0.6)
                strokes.append(LognormalStroke(
                    onset: 0, mu: mu + 0.3, sigma: sigma, distance: random.uniform(2, 3.5),
                    startAngle: direction - sweep / 2, endAngle: direction + sweep / 2
                ))
                continue
            }
            if index > 0 && random.chance(0.2) {
                let direction = (random.chance(0.5) ? 0 : Double.pi) + random.uniform(-0.3, 0.3)
                let sweep = random.uniform(-2, 2)
                let stroke = LognormalStroke(
                    onset: 0, mu: mu, sigma: sigma, distance: random.uniform(1.2, 2.5),
                    startAngle: direction - sweep / 2, endAngle: direction + sweep / 2
                )
                height += stroke.netDisplacement.y
                strokes.append(stroke)
                continue
            }
            let up = index % 2 == 0
            let direction = up ? -Double.pi / 2 + random.uniform(0.1, 0.65) : Double.pi / 2 + random.uniform(0, 0.6)
            let sweep = random.uniform(0.5, 2.5) * random.nextSign()
            let target = up ? -random.uniform(0.8, 2.2) : random.uniform(-0.1, 0.7)
            var stroke = LognormalStroke(
                onset: 0, mu: mu, sigma: sigma, distance: 1,
                startAngle: direction - sweep / 2, endAngle: direction + sweep / 2
            )
            height = reach(target, from: height, with: &stroke, distanceRange: 0.3...3.5)
            strokes.append(stroke)
        }
        return timed(strokes, duration: duration, random: &random)
    }

    /// Sets the stroke's distance so that it ends at height `target` starting from `height`
    /// (within `distanceRange`); returns the height it really ends at.
    private static func reach(
        _ target: Double, from height: Double, with stroke: inout LognormalStroke, distanceRange: ClosedRange<Double>
    ) -> Double {
        let rise = stroke.netDisplacement.y
        let wanted = abs(rise) > 1e-3 ? (target - height) / rise : distanceRange.lowerBound
        stroke.distance = min(max(wanted, distanceRange.lowerBound), distanceRange.upperBound)
        return height + stroke.distance * rise
    }

    /// Gives the strokes onsets with ±20 % jitter around a common spacing chosen so that the
    /// run's pen-down time comes out near `duration` (spacing at least 50 ms).
    private static func timed(_ strokes: [LognormalStroke], duration: Double, random: inout SeededGenerator) -> LognormalRun {
        var result = strokes
        var cumulative = [0.0]
        for _ in 1..<max(1, strokes.count) { cumulative.append(cumulative[cumulative.count - 1] + random.uniform(0.8, 1.2)) }
        if strokes.count > 1 {
            let first = strokes[0], last = strokes[strokes.count - 1]
            let touchDown = exp(first.mu - LognormalRun.contactDeviations * first.sigma)
            let lift = exp(last.mu + LognormalRun.contactDeviations * last.sigma)
            let spacing = max(0.05, (duration + touchDown - lift) / cumulative[cumulative.count - 1])
            for index in result.indices { result[index].onset = spacing * cumulative[index] }
        }
        return LognormalRun(strokes: result)
    }
}
