import Foundation

/// Renders a `ReportComparison` as plain text, Markdown, or the JSON array the
/// github-action-benchmark tool reads (`customSmallerIsBetter`: `{name, unit, value}` per
/// metric of the current report).
public enum ComparisonFormat: String, Sendable, CaseIterable {
    case text, markdown, github

    /// The comparison in this format, ending with a newline.
    public func render(_ comparison: ReportComparison) -> String {
        switch self {
        case .text: return Self.text(comparison)
        case .markdown: return Self.markdown(comparison)
        case .github: return Self.github(comparison)
        }
    }

    /// One line: the overall verdict and how many metrics fell into each class.
    public static func verdictLine(_ comparison: ReportComparison) -> String {
        let head = comparison.hasRegression ? "REGRESSION" : "no regression"
        return "\(head): \(comparison.count(.regressed)) regressed, \(comparison.count(.improved)) improved, "
            + "\(comparison.count(.withinNoise)) within noise, \(comparison.count(.inconclusive)) inconclusive, "
            + "\(comparison.count(.notComparable)) not comparable"
    }

    private static let header = ["trace/configuration", "metric", "base", "current", "change", "95% CI", "threshold", "method", "verdict"]

    private static func row(_ entry: MetricComparison) -> [String] {
        [
            "\(entry.trace)/\(entry.configuration)", entry.metric, value(entry.base, unit: entry.unit), value(entry.current, unit: entry.unit),
            percent(entry.relativeChange), entry.interval.map { "[\(percent($0.lower)), \(percent($0.upper))]" } ?? "–",
            "±" + percent(entry.threshold, signed: false), entry.method.rawValue, entry.verdict.rawValue,
        ]
    }

    private static func text(_ comparison: ReportComparison) -> String {
        var lines = [verdictLine(comparison), comparison.thresholds.summary]
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
        lines += comparison.notes.map { "- \($0)" }
        if !comparison.notes.isEmpty { lines.append("") }
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
        let cells = { (row: [String]) in "| " + row.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |" }
        return [cells(header), "|" + String(repeating: " --- |", count: header.count)] + rows.map(cells)
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

    private static func percent(_ fraction: Double?, signed: Bool = true) -> String {
        guard let fraction else { return "n/a" }
        if fraction.isInfinite { return fraction > 0 ? "+∞" : "−∞" }
        return String(format: signed ? "%+.2f%%" : "%.2f%%", fraction * 100)
    }

    private static func value(_ value: Double?, unit: String) -> String {
        guard let value else { return "n/a" }
        switch unit {
        case "s": return abs(value) < 1e-3 ? String(format: "%.1f µs", value * 1e6) : String(format: "%.3f ms", value * 1e3)
        case "mm": return String(format: "%.3f mm", value)
        default: return value == value.rounded() ? String(format: "%.0f", value) : String(format: "%.2f", value)
        }
    }
}
