import Foundation

/// The 1€ filter (Casiez, Roussel, Vogel 2012) of one coordinate: a first-order low-pass whose
/// cut-off rises with the signal's speed, cutoff = `minCutoff` + `beta`·|filtered derivative|.
/// Units: cut-offs in Hz, times in seconds, `beta` per (unit/second) of the signal.
package struct OneEuroFilter: Hashable, Sendable {
    package let minCutoff: Double
    package let beta: Double
    package let derivativeCutoff: Double
    private var value: Double?
    private var derivative = 0.0
    private var time = 0.0

    /// The 1€ paper's defaults (for pointing; `OneEuroPredictor` uses its own).
    package init(minCutoff: Double = 1.0, beta: Double = 0.001, derivativeCutoff: Double = 1.0) {
        self.minCutoff = minCutoff
        self.beta = beta
        self.derivativeCutoff = derivativeCutoff
    }

    package mutating func reset() { value = nil }

    /// Filters `raw` taken at `at` (seconds) and returns the filtered value.
    package mutating func filter(_ raw: Double, at: Double) -> Double {
        guard let previous = value, at > time else {
            if value == nil { derivative = 0 }
            value = value ?? raw
            time = at
            return value ?? raw
        }
        let dt = at - time
        let rawDerivative = (raw - previous) / dt
        derivative += Self.alpha(cutoff: derivativeCutoff, dt: dt) * (rawDerivative - derivative)
        let cutoff = minCutoff + beta * abs(derivative)
        let filtered = previous + Self.alpha(cutoff: cutoff, dt: dt) * (raw - previous)
        value = filtered
        time = at
        return filtered
    }

    /// Smoothing factor of an exponential low-pass with `cutoff` Hz over `dt` seconds.
    static func alpha(cutoff: Double, dt: Double) -> Double {
        let tau = 1 / (2 * Double.pi * cutoff)
        return 1 / (1 + tau / dt)
    }
}
