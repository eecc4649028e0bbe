import InkModel

/// The pen's force over one touch, millisecond by millisecond: a per-touch pressure level
/// (13–24 % of the maximum: 0.54–1.0 for Apple Pencil, whose average touch is 1.0), a pen-down
/// ramp from 35 % to full over 50 ms, a pen-up ramp to zero over the last 40 ms (a third of the
/// touch each for taps), a slow wobble of two sinusoids (1–3 Hz, 4–7 Hz), and up to ±25 % more
/// pressure when moving slower than the touch's mean speed (less when faster).
///
/// Units: the profile's force units; time in seconds; speeds in mm/s.
struct ForceProfile: Sendable {
    let maximumForce: Double
    /// Pen-down time of the touch, seconds.
    let duration: Double
    /// Mean speed of the touch, mm/s.
    let meanSpeed: Double
    private let level: Double
    private let rise: Double
    private let fall: Double
    private let slowDepth: Double
    private let fastDepth: Double
    private var slow: SteppedSinusoid
    private var fast: SteppedSinusoid
    private var millisecond = 0

    init(maximumForce: Double, duration: Double, meanSpeed: Double, isTap: Bool, random: inout SeededGenerator) {
        self.maximumForce = maximumForce
        self.duration = duration
        self.meanSpeed = meanSpeed
        level = maximumForce * random.uniform(0.13, 0.24)
        rise = isTap ? duration / 3 : min(0.05, duration / 3)
        fall = isTap ? duration / 3 : min(0.04, duration / 3)
        slowDepth = random.uniform(0.06, 0.14)
        slow = SteppedSinusoid(
            angularFrequency: 2 * Double.pi * random.uniform(1, 3), phase: random.uniform(0, 2 * Double.pi), step: 0.001
        )
        fastDepth = random.uniform(0.03, 0.07)
        fast = SteppedSinusoid(
            angularFrequency: 2 * Double.pi * random.uniform(4, 7), phase: random.uniform(0, 2 * Double.pi), step: 0.001
        )
    }

    /// The force at the next millisecond of the touch (the first call gives t = 0), given the
    /// pen's speed then; within 0…maximumForce.
    @inline(__always)
    mutating func next(speed: Double) -> Double {
        let time = Double(millisecond) / 1000
        millisecond += 1
        var envelope = 1.0
        if time < rise { envelope = 0.35 + 0.65 * Self.smoothstep(time / rise) }
        let remaining = duration - time
        if remaining < fall { envelope *= Self.smoothstep(max(remaining, 0) / fall) }
        let modulation = 1 + slowDepth * slow.value + fastDepth * fast.value
        slow.advance()
        fast.advance()
        let speedFactor = meanSpeed > 0 ? min(max(1 + 0.25 * (1 - speed / meanSpeed), 0.75), 1.25) : 1
        return min(max(level * envelope * modulation * speedFactor, 0), maximumForce)
    }

    private static func smoothstep(_ x: Double) -> Double {
        let clamped = min(max(x, 0), 1)
        return clamped * clamped * (3 - 2 * clamped)
    }
}
