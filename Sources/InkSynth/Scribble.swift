import Foundation
import InkModel

/// A smooth random scribble: each coordinate is a sum of three sinusoids of random frequency,
/// amplitude and phase, roaming a box of the given side. Time is scaled so the mean speed comes
/// out near the requested value; a last small change of scale makes it exact.
enum Scribble {
    private struct Wave {
        var amplitude: Double
        /// Radians per second of model time.
        var angularFrequency: Double
        var phase: Double
    }

    /// Speed ramps at the start and end, seconds.
    static let ramp = 0.08

    /// A scribble roaming a box about `side` mm wide at mean speed `speed` mm/s.
    static func path(speed: Double, side: Double, durationMS: Int, random: inout SeededGenerator) -> PenPath {
        let xWaves = waves(side: side, random: &random)
        let yWaves = waves(side: side, random: &random)
        var modelSpeedSquared = 0.0
        for wave in xWaves + yWaves {
            modelSpeedSquared += wave.amplitude * wave.amplitude * wave.angularFrequency * wave.angularFrequency / 2
        }
        let duration = Double(durationMS) / 1000
        let progress = EasedProgress(duration: duration, ramp: min(ramp, duration / 4))
        var timeScale = speed / (0.9 * modelSpeedSquared.squareRoot())
        timeScale *= speed / coarseMeanSpeed(xWaves, yWaves, timeScale: timeScale, progress: progress, durationMS: durationMS)
        var path = PenPath(durationMS: durationMS) { k in
            position(xWaves, yWaves, at: timeScale * progress.duration * progress.fraction(at: Double(k) / 1000))
        }
        path.scale(by: speed / path.meanSpeed)
        return path
    }

    private static func waves(side: Double, random: inout SeededGenerator) -> [Wave] {
        var result = (0..<3).map { _ in
            Wave(
                amplitude: random.uniform(0.5, 1),
                angularFrequency: 2 * Double.pi * random.uniform(0.35, 1.4),
                phase: random.uniform(0, 2 * Double.pi)
            )
        }
        let total = result.reduce(0) { $0 + $1.amplitude }
        for index in result.indices { result[index].amplitude *= side / 2 / total }
        return result
    }

    /// Mean speed over the movement measured on a 5 ms grid (a first estimate, to set the time
    /// scale before the 1 kHz path is made), mm/s.
    private static func coarseMeanSpeed(
        _ xWaves: [Wave], _ yWaves: [Wave], timeScale: Double, progress: EasedProgress, durationMS: Int
    ) -> Double {
        var length = 0.0
        var previous = position(xWaves, yWaves, at: 0)
        for k in stride(from: 5, through: durationMS, by: 5) {
            let next = position(xWaves, yWaves, at: timeScale * progress.duration * progress.fraction(at: Double(k) / 1000))
            length += previous.distance(to: next)
            previous = next
        }
        return length / (Double(durationMS / 5 * 5) / 1000)
    }

    /// The scribble at model time `u`, mm.
    @inline(__always)
    private static func position(_ xWaves: [Wave], _ yWaves: [Wave], at u: Double) -> Point {
        var x = 0.0, y = 0.0
        for wave in xWaves { x += wave.amplitude * sin(wave.angularFrequency * u + wave.phase) }
        for wave in yWaves { y += wave.amplitude * sin(wave.angularFrequency * u + wave.phase) }
        return Point(x: x, y: y)
    }
}
