import Foundation

/// How `inkbench run` and `inkbench render` word estimated and allowed run times.
package enum RunTimeFormat {
    /// `seconds` for a person: "40 s", "12 min", "3.2 h".
    package static func duration(_ seconds: Double) -> String {
        if seconds < 120 { return "\(Int(seconds.rounded(.up))) s" }
        if seconds < 7200 { return "\(Int((seconds / 60).rounded())) min" }
        return String(format: "%.1f h", seconds / 3600)
    }

    /// A `--max-seconds` value that admits a run estimated at `seconds`: 1.2 × the estimate,
    /// rounded up to two significant digits.
    package static func suggestedLimit(_ seconds: Double) -> Int {
        let wanted = max(1, seconds * 1.2)
        let unit = pow(10, max(0, (log10(wanted)).rounded(.down) - 1))
        return Int((wanted / unit).rounded(.up) * unit)
    }

    /// `value` as given on the command line: "600", "0.5".
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}
