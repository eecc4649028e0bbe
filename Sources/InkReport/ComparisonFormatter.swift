import Foundation

/// Renders a `ReportComparison` as plain text, Markdown, an HTML page (`ComparisonHTML`), or
/// the JSON array the github-action-benchmark tool reads (`customSmallerIsBetter`:
/// `{name, unit, value}` per metric of the current report).
public enum ComparisonFormat: String, Sendable, CaseIterable {
    case text, markdown, html, github

    /// The comparison in this format, ending with a newline.
    public func render(_ comparison: ReportComparison) -> String {
        switch self {
        case .text: return Self.text(comparison)
        case .markdown: return Self.markdown(comparison)
        case .html: return ComparisonHTML.render(comparison)
        case .github: return Self.github(comparison)
        }
    }

    /// One line: the overall verdict and how many metrics fell into each class, then what is
    /// missing and the limits not met when there are any.
    package static func verdictLine(_ comparison: ReportComparison) -> String {
        var heads: [String] = []
        if comparison.hasMissing { heads.append("MISSING") }
        if comparison.hasRegression { heads.append("REGRESSION") }
        if !comparison.failedLimits.isEmpty { heads.append("LIMIT NOT MET") }
        let head = heads.isEmpty ? "no regression" : heads.joined(separator: ", ")
        var line = "\(head): \(comparison.count(.regressed)) regressed, \(comparison.count(.improved)) improved, "
            + "\(comparison.count(.withinNoise)) within noise, \(comparison.count(.inconclusive)) inconclusive, "
            + "\(comparison.count(.notComparable)) not comparable"
        if comparison.comparisons.isEmpty { line += "; nothing in common to compare" }
        if !comparison.missing.isEmpty { line += "; \(comparison.missing.count) in one report only" }
        if !comparison.limitChecks.isEmpty { line += "; limits: \(comparison.failedLimits.count) of \(comparison.limitChecks.count) not met" }
        return line
    }

    /// One line per trace or configuration in one report only, and per limit not met.
    static func problems(_ comparison: ReportComparison) -> [String] {
        comparison.missing.map { "missing: \($0)" }
            + comparison.failedLimits.map { check in
                let runs = check.measured ? ", broken by all \(check.runValues.count) measured runs" : ""
                return "limit not met: \(check.trace)/\(check.configuration) \(check.limit.text) (is \(limitValue(check))\(runs))"
            }
    }

    /// The checked value in the limit's unit, e.g. `41.2 ms`, `12%`.
    static func limitValue(_ check: LimitCheck) -> String {
        guard let value = check.value else { return "n/a" }
        if check.limit.metric == AbsoluteLimit.headroom { return String(format: "%.1f%%", value * 100) }
        return Self.value(value, unit: check.limit.unit)
    }

    static let header = ["trace/configuration", "metric", "base", "current", "change", "95% CI", "threshold", "method", "verdict"]

    static func row(_ entry: MetricComparison) -> [String] {
        [
            "\(entry.trace)/\(entry.configuration)", entry.metric, value(entry.base, unit: entry.unit), value(entry.current, unit: entry.unit),
            percent(entry.relativeChange), entry.interval.map { "[\(percent($0.lower)), \(percent($0.upper))]" } ?? "–",
            "±" + percent(entry.threshold, signed: false), entry.method.rawValue, entry.verdict.rawValue,
        ]
    }

    private static func text(_ comparison: ReportComparison) -> String {
        var lines = [verdictLine(comparison), comparison.thresholds.summary]
        lines += problems(comparison)
        lines += comparison.notes.map { "note: \($0)" }
        let regressions = comparison.comparisons.filter { $0.verdict == .regressed }
        lines += regressions.map { "regressed: \($0.qualifiedName) \(percent($0.relativeChange)) (threshold ±\(percent($0.threshold, signed: false)))" }
        let rows = [header] + comparison.comparisons.map(row)
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        lines.append("")
        for cells in rows {
            let padded = cells.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
            lines.append(padded.joined(separator: "  ").trimmingCharacters(in: .whitespaces))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func markdown(_ comparison: ReportComparison) -> String {
        var lines = ["**\(verdictLine(comparison))**", "", comparison.thresholds.summary, ""]
        let listed = problems(comparison) + comparison.notes
        lines += listed.map { "- \(MarkdownText.escaped($0))" }
        if !listed.isEmpty { lines.append("") }
        let changed = comparison.comparisons.filter { $0.verdict == .regressed || $0.verdict == .improved }
        if !changed.isEmpty {
            lines += table(changed.map(row))
            lines.append("")
        }
        lines.append("<details><summary>All \(comparison.comparisons.count) metrics</summary>")
        lines.append("")
        lines += table(comparison.comparisons.map(row))
        lines.append("")
        lines.append("</details>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func table(_ rows: [[String]]) -> [String] {
        MarkdownTable.lines(header, rows)
    }

    private static func github(_ comparison: ReportComparison) -> String {
        let entries = comparison.comparisons.compactMap { entry -> String? in
            guard let current = entry.current, current.isFinite else { return nil }
            return "  {\"name\": \(quoted(entry.qualifiedName)), \"unit\": \(quoted(entry.unit)), \"value\": \(current)}"
        }
        return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }

    private static func quoted(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static func percent(_ fraction: Double?, signed: Bool = true) -> String {
        guard let fraction else { return "n/a" }
        if fraction.isInfinite { return fraction > 0 ? "+∞" : "−∞" }
        return String(format: signed ? "%+.2f%%" : "%.2f%%", fraction * 100)
    }

    static func value(_ value: Double?, unit: String) -> String {
        guard let value else { return "n/a" }
        switch unit {
        case "s": return abs(value) < 1e-3 ? String(format: "%.1f µs", value * 1e6) : String(format: "%.3f ms", value * 1e3)
        case "mm": return String(format: "%.3f mm", value)
        case "points": return String(format: "%.2f pt", value)
        default: return value == value.rounded() ? String(format: "%.0f", value) : String(format: "%.2f", value)
        }
    }
}
