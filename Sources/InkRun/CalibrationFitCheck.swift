import Foundation
import InkSim

/// The warnings `inkbench calibrate` prints under a fit that should not be trusted: an R² below
/// `minimumRSquared` (the model explains little of the measured cost, e.g. a busy machine or too
/// few renders with `--quick`; the shipped calibration's fits have 0.89 and 0.94), or a
/// coefficient more than `maximumRatio` times larger or smaller than the shipped calibration's.
package enum CalibrationFitCheck {
    package static let minimumRSquared = 0.85
    package static let maximumRatio = 2.0

    /// One line per problem; empty when the fit looks sound. `shipped` is nil when the shipped
    /// calibration cannot be read (the comparison with it is then left out).
    package static func warnings(
        coefficients: CostCoefficients, rSquared: Double, renderRSquared: Double, shipped: CostCoefficients?
    ) -> [String] {
        var lines: [String] = []
        for (what, value) in [("callback cost", rSquared), ("render cost", renderRSquared)] where !(value >= minimumRSquared) {
            lines.append("warning: the \(what) fit has R² \(format(value)) (below \(format(minimumRSquared))): measure again on a quiet machine or without --quick")
        }
        guard let shipped else { return lines }
        let pairs: [(String, Double, Double)] = [
            ("perCallback", coefficients.perCallback, shipped.perCallback), ("perSample", coefficients.perSample, shipped.perSample),
            ("perPointRecomputed", coefficients.perPointRecomputed, shipped.perPointRecomputed), ("perRender", coefficients.perRender, shipped.perRender),
            ("perPixel", coefficients.perPixel, shipped.perPixel), ("perElementStroked", coefficients.perElementStroked, shipped.perElementStroked),
        ]
        for (name, fitted, reference) in pairs where reference > 0 {
            let ratio = fitted / reference
            if ratio > maximumRatio || ratio < 1 / maximumRatio {
                lines.append("warning: \(name) is \(format(ratio))× the shipped calibration's (\(CalibrationLocation.shipped)); check the fit before using it")
            }
        }
        return lines
    }

    private static func format(_ value: Double) -> String {
        value.isFinite ? String(format: "%.3g", value) : "n/a"
    }
}
