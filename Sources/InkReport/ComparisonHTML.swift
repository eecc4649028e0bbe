import Foundation

/// `inkbench compare --format html`: a self-contained page (inline style and SVG, no scripts, no
/// network) in the manner of a benchmark change report. It opens with the overall verdict, the
/// thresholds, what is in one report only and the limits not met; a table of contents links one
/// section per trace × configuration, whose table gives each metric before and after, the
/// relative change with its 95% interval (where runs repeat), the threshold and the verdict, with
/// a small bar: the shaded band is the threshold, the dot the change, the line its interval.
public enum ComparisonHTML {
    /// The page, ending with a newline.
    public static func render(_ comparison: ReportComparison) -> String {
        var html = IndexPageHTML.head(title: "inkbench compare")
        let state = comparison.hasMissing || comparison.hasRegression || !comparison.failedLimits.isEmpty ? "bad" : "good"
        html += "<p class=\"verdict \(state)\"><strong>\(escape(ComparisonFormat.verdictLine(comparison)))</strong></p>\n"
        html += "<p>\(escape(comparison.thresholds.summary))</p>\n"
        let listed = ComparisonFormat.problems(comparison) + comparison.notes.map { "note: \($0)" }
        if !listed.isEmpty { html += "<ul>\n" + listed.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n" }
        if !comparison.limitChecks.isEmpty { html += limits(comparison) }
        let groups = grouped(comparison.comparisons)
        html += "<h2 id=\"contents\">Contents</h2>\n<ol>\n"
        for (index, group) in groups.enumerated() {
            let changed = group.entries.filter { $0.verdict == .regressed || $0.verdict == .improved }.count
            html += "<li><a href=\"#pair-\(index)\">\(escape(group.name))</a>\(changed > 0 ? " — \(changed) changed" : "")</li>\n"
        }
        html += "</ol>\n"
        for (index, group) in groups.enumerated() {
            html += "<section id=\"pair-\(index)\">\n<h2>\(escape(group.name))</h2>\n<table><tr>"
                + ["metric", "base", "current", "change", "95% CI", "threshold", "method", "verdict", "change (grey band: threshold)"].map { "<th>\($0)</th>" }.joined()
                + "</tr>\n"
            for entry in group.entries {
                let cells = Array(ComparisonFormat.row(entry).dropFirst())
                let verdictClass = entry.verdict == .regressed ? "bad" : (entry.verdict == .improved ? "good" : "")
                html += "<tr>" + cells.dropLast().map { "<td>\(escape($0))</td>" }.joined()
                    + "<td class=\"\(verdictClass)\">\(escape(entry.verdict.rawValue))</td><td>\(bar(entry))</td></tr>\n"
            }
            html += "</table>\n<p><a href=\"#contents\">Contents</a></p>\n</section>\n"
        }
        return html + "</body></html>\n"
    }

    /// The absolute limits, one row per check.
    private static func limits(_ comparison: ReportComparison) -> String {
        var html = "<h2 id=\"limits\">Absolute limits</h2>\n<table><tr><th>trace/configuration</th><th>limit</th><th>value</th><th>verdict</th></tr>\n"
        for check in comparison.limitChecks {
            let verdict = check.outcome.rawValue
            html += "<tr><td>\(escape(check.trace))/\(escape(check.configuration))</td><td>\(escape(check.limit.text))</td>"
                + "<td>\(escape(ComparisonFormat.limitValue(check)))</td><td class=\"\(check.passed == false ? "bad" : "good")\">\(verdict)</td></tr>\n"
        }
        return html + "</table>\n"
    }

    /// The comparisons per trace/configuration, in report order.
    private static func grouped(_ entries: [MetricComparison]) -> [(name: String, entries: [MetricComparison])] {
        var groups: [(name: String, entries: [MetricComparison])] = []
        for entry in entries {
            let name = "\(entry.trace)/\(entry.configuration)"
            if let last = groups.indices.last, groups[last].name == name {
                groups[last].entries.append(entry)
            } else {
                groups.append((name, [entry]))
            }
        }
        return groups
    }

    /// An inline 160 × 14 SVG: threshold band, zero line, the interval and the change; empty
    /// without a finite change.
    private static func bar(_ entry: MetricComparison) -> String {
        guard let change = entry.relativeChange, change.isFinite else { return "" }
        let lower = entry.interval?.lower ?? change, upper = entry.interval?.upper ?? change
        let extent = max(abs(lower), abs(upper), entry.threshold.isFinite ? entry.threshold * 2 : 0, 0.01)
        let x = { (value: Double) in String(format: "%.1f", 80 + 76 * min(max(value / extent, -1), 1)) }
        let band = entry.threshold.isFinite ? min(entry.threshold / extent, 1) * 76 : 76
        let color = entry.verdict == .regressed ? "#c0392b" : (entry.verdict == .improved ? "#1e8449" : "#555")
        return "<svg width=\"160\" height=\"14\" viewBox=\"0 0 160 14\" role=\"img\" aria-label=\"change \(escape(ComparisonFormat.percent(change)))\">"
            + String(format: "<rect x=\"%.1f\" y=\"1\" width=\"%.1f\" height=\"12\" fill=\"#eee\"/>", 80 - band, band * 2)
            + "<line x1=\"80\" y1=\"0\" x2=\"80\" y2=\"14\" stroke=\"#999\"/>"
            + "<line x1=\"\(x(lower))\" y1=\"7\" x2=\"\(x(upper))\" y2=\"7\" stroke=\"\(color)\" stroke-width=\"2\"/>"
            + "<circle cx=\"\(x(change))\" cy=\"7\" r=\"3.5\" fill=\"\(color)\"/></svg>"
    }

    private static func escape(_ text: String) -> String { RunIndexHTML.escape(text) }
}
