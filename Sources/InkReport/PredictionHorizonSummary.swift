import Foundation
import InkMetrics

/// The horizon a predicted configuration's predictions were asked for (p50 / p99 over its
/// callbacks: the configured one, or with `prediction-horizon: auto` the time to each frame's
/// expected presentation) beside the lag the prediction hides: touch-to-display lag p50 of the
/// shown samples minus effective lag p50 of the drawn tip. Milliseconds.
package struct PredictionHorizonSummary: Sendable {
    package var configuration: String
    package var horizonP50: Double?
    package var horizonP99: Double?
    package var lagP50: Double?
    package var effectiveLagP50: Double?

    /// The summary of one run of a configuration; nil when it asked no predictions.
    package init?(configuration: String, run: SimulationMetrics) {
        guard let horizon = run.predictionHorizon else { return nil }
        self.configuration = configuration
        horizonP50 = horizon.p50
        horizonP99 = horizon.p99
        lagP50 = run.lag.p50
        effectiveLagP50 = run.effectiveLag.p50
    }

    /// Lag p50 minus effective lag p50, seconds.
    package var hidden: Double? {
        guard let lagP50, let effectiveLagP50 else { return nil }
        return lagP50 - effectiveLagP50
    }

    /// Column titles of `cells`.
    package static let header = ["configuration", "horizon p50 / p99 ms", "lag p50 ms", "eff. lag p50 ms", "lag hidden p50 ms"]

    /// The row of the summary tables.
    package var cells: [String] {
        [configuration, "\(Self.milli(horizonP50)) / \(Self.milli(horizonP99))", Self.milli(lagP50), Self.milli(effectiveLagP50), Self.milli(hidden)]
    }

    /// One line for the console: `NAME: horizon p50/p99 27.1/33.0 ms, hides 20.2 of 30.1 ms lag p50`
    /// (within 100 columns for names up to 29 characters).
    package var line: String {
        "\(configuration): horizon p50/p99 \(Self.milli(horizonP50))/\(Self.milli(horizonP99)) ms, hides \(Self.milli(hidden)) of \(Self.milli(lagP50)) ms lag p50"
    }

    static func milli(_ seconds: Double?) -> String { seconds.map { String(format: "%.1f", $0 * 1e3) } ?? "n/a" }
}
