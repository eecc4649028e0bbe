/// Progress along a path at constant speed with smooth starts and stops: the speed rises from 0
/// over `ramp` seconds (smoothstep), holds, and falls back to 0 over the last `ramp` seconds.
/// `fraction(at:)` runs from 0 to 1 over `duration` seconds, so the mean speed over the whole
/// movement is exactly path length / duration.
struct EasedProgress: Sendable {
    /// Movement time, seconds.
    let duration: Double
    /// Length of each ramp, seconds (at most half the duration).
    let ramp: Double
    /// Area under the normalised speed curve: duration − ramp.
    private let area: Double

    init(duration: Double, ramp: Double) {
        self.duration = duration
        self.ramp = min(ramp, duration / 2)
        area = duration - self.ramp
    }

    /// Fraction of the path covered after `time` seconds (clamped to 0…1).
    func fraction(at time: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= duration { return 1 }
        if time < ramp {
            return ramp * Self.rampIntegral(time / ramp) / area
        }
        if time > duration - ramp {
            return 1 - ramp * Self.rampIntegral((duration - time) / ramp) / area
        }
        return (ramp / 2 + time - ramp) / area
    }

    /// ∫₀ˣ smoothstep(u) du = x³ − x⁴/2, the distance covered during a ramp (in ramp units).
    private static func rampIntegral(_ x: Double) -> Double {
        x * x * x * (1 - x / 2)
    }
}
