import Foundation
import InkReport
import InkSim

/// What `inkbench calibrate` prints about the fit it wrote: the fits' quality, then one line per
/// coefficient with its bootstrap standard error, 95% interval and how it was obtained (or why
/// the data do not identify it).
package enum CalibrationReport {
    /// The lines for `file` written to `output`, with the machine's load while it was measured.
    package static func lines(_ file: CalibrationFile, output: String, machine: RunReport.MachineLoadRecord?) -> [String] {
        let fit = file.fit
        var lines = [String(
            format: "%@: callback fit R² %.3f over %d callbacks, full-redraw fit R² %.3f (%d renders measured); %.1f%% of the timed steps disturbed and left out",
            output, fit.rSquared, fit.rows, fit.renderRSquared, fit.renderRows, (fit.disturbedShare ?? 0) * 100
        )]
        if let machine { lines.append("machine while calibrating: \(machine.summary)") }
        for term in fit.terms ?? [] {
            let interval = zip(term.lower95, term.upper95).map { String(format: " (95%%: %@ … %@)", micro($0), micro($1)) } ?? ""
            let error = term.standardError.map { " ± " + micro($0) } ?? ""
            lines.append("  \(term.name.padding(toLength: 19, withPad: " ", startingAt: 0)) \(micro(term.value))\(error)\(interval): \(term.note)")
        }
        return lines
    }

    /// Seconds as µs with enough digits for the smallest coefficients (per pixel: ~1e-10 s).
    static func micro(_ seconds: Double) -> String {
        let value = seconds * 1e6
        return abs(value) >= 0.01 || value == 0 ? String(format: "%.3f µs", value) : String(format: "%.3g µs", value)
    }
}

/// Both values, or nil when either is missing.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
