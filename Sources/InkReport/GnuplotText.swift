/// Text from input (trace file names, configuration and predictor names, names read back from a
/// report.json) as it may appear in a gnuplot script or data file without gnuplot ever
/// interpreting it.
///
/// gnuplot runs the shell on backquoted text inside double-quoted strings and expands backslash
/// escapes there; inside single-quoted strings nothing is expanded: not backquotes, not `@`
/// macros, not backslashes, and the only escape is `''` for one quote. So every input-derived
/// string is written single-quoted, and the terminals and titles are `noenhanced`, so `^ _ @ & { }`
/// are shown as typed. A line break would end the command (or a `#` comment, or a data line)
/// and start another, so control characters are replaced by U+FFFD first.
package enum GnuplotText {
    /// `text` as a gnuplot single-quoted string literal, shown literally.
    package static func literal(_ text: String) -> String {
        "'" + oneLine(text).replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// `text` with every control character (line breaks, tabs, NUL, escape…) replaced by U+FFFD,
    /// for `#` comment lines of scripts and data files and for anything else that must stay on
    /// one line and within one tab-separated column.
    package static func oneLine(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let breaksLine = scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator
            scalars.append(breaksLine ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }
}
