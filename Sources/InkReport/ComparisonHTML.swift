import Foundation

/// `inkbench compare --format html`: a self-contained page (inline style and SVG, no scripts, no
/// network) in the manner of a benchmark change report. It opens with the overall verdict, the
/// two reports (name, tool, commit, machine), the changes of frame-budget verdict ("fits →
/// over, headroom 99% → -428%"), the thresholds, what is in one report only and the limits not
/// met; a table of contents links one section per trace × configuration, whose table gives each
/// metric before and after, the relative change with its 95% interval (where runs repeat), the
/// threshold and the verdict, with a bar on one scale for the whole page (`ChangeScale`), then the
/// pair's lag and callback cost distributions, base and current overlaid (`ComparisonCharts`),
/// linked relatively from the charts folder beside the page; without them one line says why.
package enum ComparisonHTML {
    /// The page, ending with a newline; `charts` are the distribution charts drawn for it (nil:
    /// none drawn, as when the page goes to standard output).
    package static func render(_ comparison: ReportComparison, charts: ComparisonChartImages? = nil) -> String {
        var html = IndexPageHTML.head(title: "inkbench compare")
        let state = comparison.hasMissing || comparison.hasRegression || !comparison.failedLimits.isEmpty ? "bad" : "good"
        html += "<p class=\"verdict \(state)\"><strong>\(escape(ComparisonFormat.verdictLine(comparison)))</strong></p>\n"
        html += "<table><tr><th></th><th>report</th><th>made by</th></tr>\n"
            + "<tr><td>base</td><td class=\"name\">\(escape(comparison.names.base))</td><td class=\"name\">\(escape(comparison.provenance.base))</td></tr>\n"
            + "<tr><td>current</td><td class=\"name\">\(escape(comparison.names.current))</td><td class=\"name\">\(escape(comparison.provenance.current))</td></tr>\n</table>\n"
        html += verdictChanges(comparison)
        html += "<p>\(escape(comparison.thresholds.summary))</p>\n"
        let listed = ComparisonFormat.problems(comparison) + comparison.notes.map { "note: \($0)" }
        if !listed.isEmpty { html += "<ul>\n" + listed.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n" }
        if !comparison.limitChecks.isEmpty { html += limits(comparison) }
        html += "<p>\(escape(charts?.summary ?? "Distribution charts are drawn only when the page is written to a file (--out FILE), into a folder beside it named after it (X.html: X-charts/)."))</p>\n"
        let groups = grouped(comparison.comparisons)
        let scale = ChangeScale(comparison.comparisons)
        html += "<h2 id=\"contents\">Contents</h2>\n<ol>\n"
        for (index, group) in groups.enumerated() {
            let changed = group.entries.filter { $0.verdict == .regressed || $0.verdict == .improved }.count
            html += "<li><a href=\"#pair-\(index)\">\(escape(group.name))</a>\(changed > 0 ? " — \(changed) changed" : "")</li>\n"
        }
        html += "</ol>\n"
        for (index, group) in groups.enumerated() {
            html += "<section id=\"pair-\(index)\">\n<h2>\(escape(group.name))</h2>\n<table><tr>"
                + ["metric", "base", "current", "change", "95% CI", "threshold", "method", "verdict"].map { "<th>\($0)</th>" }.joined()
                + "<th>\(scale.axis)</th></tr>\n"
            for entry in group.entries {
                let cells = Array(ComparisonFormat.row(entry).dropFirst())
                let verdictClass = entry.verdict == .regressed ? "bad" : (entry.verdict == .improved ? "good" : "")
                html += "<tr>" + cells.dropLast().map { "<td>\(escape($0))</td>" }.joined()
                    + "<td class=\"\(verdictClass)\">\(escape(entry.verdict.rawValue))</td><td>\(scale.bar(entry))</td></tr>\n"
            }
            html += "</table>\n" + (charts?.figure(group.name) ?? "") + "<p><a href=\"#contents\">Contents</a></p>\n</section>\n"
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

    /// The changes of frame-budget verdict first ("trace/configuration: fits → over, headroom 99%
    /// → -428%"), then how many kept their verdict; empty when no pair is in both reports.
    private static func verdictChanges(_ comparison: ReportComparison) -> String {
        let changes = comparison.verdictChanges
        guard !changes.isEmpty else { return "" }
        let changed = changes.filter(\.verdictChanged)
        var html = "<h2 id=\"verdicts\">Verdicts</h2>\n"
        if changed.isEmpty {
            html += "<p>No verdict changed: \(changes.count) trace × configuration pair(s) kept theirs (fits, over budget, drops samples, misses frames).</p>\n"
        } else {
            html += "<ul>\n" + changed.map { change in
                "<li class=\"\(change.isWorse ? "bad" : "good")\"><strong>\(escape(change.current.trace))/\(escape(change.current.configuration))</strong>: "
                    + "\(escape(change.text))</li>\n"
            }.joined() + "</ul>\n<p>\(changes.count - changed.count) of \(changes.count) pair(s) kept their verdict.</p>\n"
        }
        return html
    }

    private static func escape(_ text: String) -> String { RunIndexHTML.escape(text) }
}
