import Foundation
import InkModel

/// The independent random streams of one synthesis, all derived from the recipe's seed.
///
/// Each aspect draws from its own stream, so changing one (say the noise level, which changes how
/// many numbers the noise stream consumes) leaves the others (the path, the timing) unchanged.
struct RandomStreams {
    /// Shape of the true path, stroke layout, pauses.
    var path: SeededGenerator
    /// Digitizer sample-interval jitter.
    var timing: SeededGenerator
    /// Position noise.
    var noise: SeededGenerator
    /// Force, tilt and contact-radius parameters.
    var channels: SeededGenerator
    /// Arrival delays of late property updates.
    var delays: SeededGenerator

    init(seed: UInt64) {
        path = SeededGenerator(seed: Self.derivedSeed(seed, stream: 1))
        timing = SeededGenerator(seed: Self.derivedSeed(seed, stream: 2))
        noise = SeededGenerator(seed: Self.derivedSeed(seed, stream: 3))
        channels = SeededGenerator(seed: Self.derivedSeed(seed, stream: 4))
        delays = SeededGenerator(seed: Self.derivedSeed(seed, stream: 5))
    }

    /// A seed for stream number `stream`, well mixed (the SplitMix64 finaliser) so that the
    /// streams' initial states share nothing with one another or with `seed` itself.
    private static func derivedSeed(_ seed: UInt64, stream: UInt64) -> UInt64 {
        var z = seed ^ (stream &* 0xD1B5_4A32_D192_ED03)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// A uniform number between `low` and `high` (`low` itself when they are equal).
    mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * nextUnit()
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        nextUnit() < probability
    }

    /// Two independent standard normal numbers from one Box–Muller draw (half the cost of two
    /// `nextGaussian()` calls).
    mutating func nextGaussianPair() -> (Double, Double) {
        let radius = (-2 * log(1 - nextUnit())).squareRoot()
        let angle = 2 * Double.pi * nextUnit()
        return (radius * cos(angle), radius * sin(angle))
    }

    /// +1 or −1 with equal probability.
    mutating func nextSign() -> Double {
        next() & 1 == 0 ? 1 : -1
    }
}
