import Foundation

/// The project's only source of randomness: xoshiro256** seeded through SplitMix64, so the same
/// seed gives the same numbers on every machine and Swift version (unlike the standard library's
/// `SystemRandomNumberGenerator`, and unlike its `random(in:)` helpers, whose algorithm may change).
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    @usableFromInline var state: (UInt64, UInt64, UInt64, UInt64)

    /// A generator whose whole sequence is fixed by `seed`.
    package init(seed: UInt64) {
        var splitMix = seed
        func next() -> UInt64 {
            splitMix &+= 0x9E37_79B9_7F4A_7C15
            var z = splitMix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        state = (next(), next(), next(), next())
    }

    @inlinable
    package mutating func next() -> UInt64 {
        let result = rotateLeft(state.1 &* 5, 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = rotateLeft(state.3, 45)
        return result
    }

    @inlinable
    func rotateLeft(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }

    /// A uniform number in [0, 1) with 53 random bits.
    package mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform number in `range` (half-open).
    package mutating func nextUniform(in range: Range<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * nextUnit()
    }

    /// A uniform whole number in `0..<bound`, without modulo bias (Lemire's method). Inlinable:
    /// bootstrap resampling draws one per value per resample.
    @inlinable
    package mutating func nextIndex(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold { product = next().multipliedFullWidth(by: range) }
        }
        return Int(product.high)
    }

    /// A standard normal number (mean 0, σ 1), by the Box–Muller transform.
    package mutating func nextGaussian() -> Double {
        let u1 = 1 - nextUnit()
        let u2 = nextUnit()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }
}
