import Foundation
import InkMetrics

/// `index.html` of a run: one self-contained page (inline style, no scripts, no network). It
/// opens with the verdict matrix (`VerdictMatrix`: trace × configuration, the same numbers as
/// summary.md; with a baseline, each cell's change against it), one short line per trace and
/// every verdict column folded; then one folded section per trace (anchor `trace-SLUG`) with the
/// key table (median ± half-range over repeated runs, as in summary.md), every rendered chart
/// (`charts/NAME.svg`, relative, linking its PNG and gnuplot script) and the debug renders folded
/// once more; charts that were skipped are listed with the reason.
public enum RunIndexHTML {
    /// The page; `reportLink` goes before the links to report.json, summary.md and
    /// data/configurations.csv (e.g. `../run/` when the page is written beside another folder);
    /// with `baseline`, the verdict matrix shows each cell's change against it.
    public static func render(
        _ report: RunReport, charts: [GnuplotChart], outcome: GnuplotRenderer.Outcome, reportLink: String = "", baseline: RunBaseline? = nil
    ) -> String {
        let link = escape(reportLink)
        let slugs = ChartSlugs.unique(report.traces.map(\.input))
        var html = IndexPageHTML.head(title: "inkbench run") + """
            <p>\(escape(report.tool)), \(escape(report.cost.mode.rawValue)) cost\(report.cost.cpuScale == 1 ? "" : " × \(report.cost.cpuScale)"), \
            \(report.cost.repetitions) run(s) per configuration\(report.cost.repetitions > 1 ? " (cells: median ± half-range over the runs)" : ""). \
            Files: <a href="\(link)report.json">report.json</a>, \
            <a href="\(link)summary.md">summary.md</a>, <a href="\(link)data/configurations.csv">data/configurations.csv</a>.</p>

            """
        html += externalItems(report)
        html += verdictSection(report, slugs: slugs, baseline: baseline)
        html += browser(report)
        html += "<h2 id=\"contents\">Traces</h2>\n<p>Each trace's table and charts, folded; open one to see them.</p>\n"
        let headlines = FrameBudgetVerdict.all(report).map { VerdictMatrix.shortHeadline($0.verdicts) }
        for (index, (trace, slug)) in zip(report.traces, slugs).enumerated() {
            html += "<section id=\"trace-\(escape(slug))\">\n<details class=\"trace\"\(report.traces.count == 1 ? " open" : "")><summary>"
                + "<strong>\(escape(trace.input))</strong> — \(escape(headlines[index]))</summary>\n"
            html += "<p>\(trace.samples) samples, \(trace.strokes) strokes, \(String(format: "%.2f", trace.durationSeconds)) s on "
                + "\(escape(trace.profile.name)). <a href=\"#verdict\">Verdict</a></p>\n"
            html += table(RunSummaryMarkdown.keyHeader, trace.results.map { RunSummaryMarkdown.keyRow($0) })
            let budgets = LagBudgetTable.rows(trace)
            if !budgets.isEmpty { html += "<p>\(escape(LagBudgetTable.caption))</p>\n" + table(LagBudgetTable.header, budgets) }
            let names = Set(ReportCharts.kinds(of: report).map { "\($0)-\(slug)" })
            for chart in charts where names.contains(chart.name) && outcome.rendered.contains(chart.name) {
                html += IndexPageHTML.figure(chart)
            }
            html += renders(of: report, trace: trace.input)
            html += "</details>\n</section>\n"
        }
        return html + IndexPageHTML.skippedCharts(outcome) + "</body></html>\n"
    }

    /// summary.md's lines about external pipelines (command, cost, protocol overhead) as a list,
    /// their `code` spans kept; empty when the run has none.
    static func externalItems(_ report: RunReport) -> String {
        let lines = RunReport.externalSummaryLines(report).filter { $0.hasPrefix("- ") }
        guard !lines.isEmpty else { return "" }
        let items = lines.map { line in
            let spans = escape(String(line.dropFirst(2))).split(separator: "`", omittingEmptySubsequences: false)
            return "<li>" + spans.enumerated().map { $0.offset % 2 == 1 ? "<code>\($0.element)</code>" : String($0.element) }.joined() + "</li>\n"
        }
        return "<ul>\n" + items.joined() + "</ul>\n"
    }

    /// A browser run's tables (`BrowserRunTables`); empty for a simulated run.
    static func browser(_ report: RunReport) -> String {
        let replays = BrowserRunTables.replayRows(report)
        guard !replays.isEmpty else { return "" }
        var html = "<h2 id=\"browser\">Browser</h2>\n"
        if let browser = report.cost.browser {
            html += "<p>\(escape(browser.product)), started as <code>\(escape(browser.commandLine.joined(separator: " ")))</code>.</p>\n"
        }
        html += table(BrowserRunTables.replayHeader, replays, nameColumns: 2)
        let models = BrowserRunTables.modelRows(report)
        if !models.isEmpty {
            html += "<h3>Model against measurement</h3>\n" + table(BrowserRunTables.modelHeader, models, nameColumns: 2)
        }
        return html + "<ul class=\"legend\">\n" + BrowserRunTables.explanations.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n"
    }

    /// A table of `rows` under `header`; the cells of `statusColumn` get the class of their
    /// verdict, the first `nameColumns` are text (left-aligned).
    static func table(_ header: [String], _ rows: [[String]], statusColumn: Int? = nil, nameColumns: Int = 1) -> String {
        var html = "<table><tr>" + header.map { "<th>\(escape($0))</th>" }.joined() + "</tr>\n"
        for row in rows {
            html += "<tr>" + row.enumerated().map { index, cell in
                index == statusColumn
                    ? "<td class=\"\(cell == FrameBudgetVerdict.Status.fits.rawValue ? "good" : "bad")\">\(escape(cell))</td>"
                    : index < nameColumns && index > 0 ? "<td class=\"name\">\(escape(cell))</td>" : "<td>\(escape(cell))</td>"
            }.joined() + "</tr>\n"
        }
        return html + "</table>\n"
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
