import Foundation
import InkMetrics

/// `index.html` of a run: one self-contained page (inline style, no scripts, no network). It
/// opens with the verdict across traces (`FrameBudgetVerdict`, the same numbers as summary.md)
/// and a table of contents; then one section per trace (anchor `trace-SLUG`) with the key table
/// (median ± half-range over repeated runs, as in summary.md), every rendered chart
/// (`charts/NAME.svg`, relative, linking its PNG and gnuplot script) and the debug renders;
/// charts that were skipped are listed with the reason.
public enum RunIndexHTML {
    /// The page; `reportLink` goes before the links to report.json, summary.md and
    /// data/configurations.csv (e.g. `../run/` when the page is written beside another folder).
    public static func render(_ report: RunReport, charts: [GnuplotChart], outcome: GnuplotRenderer.Outcome, reportLink: String = "") -> String {
        let link = escape(reportLink)
        let slugs = ChartSlugs.unique(report.traces.map(\.input))
        var html = IndexPageHTML.head(title: "inkbench run") + """
            <p>\(escape(report.tool)), \(escape(report.cost.mode.rawValue)) cost\(report.cost.cpuScale == 1 ? "" : " × \(report.cost.cpuScale)"), \
            \(report.cost.repetitions) run(s) per configuration\(report.cost.repetitions > 1 ? " (cells: median ± half-range over the runs)" : ""). \
            Files: <a href="\(link)report.json">report.json</a>, \
            <a href="\(link)summary.md">summary.md</a>, <a href="\(link)data/configurations.csv">data/configurations.csv</a>.</p>

            """
        html += externalItems(report)
        html += overview(report, slugs: slugs)
        html += browser(report)
        html += "<h2 id=\"contents\">Contents</h2>\n<ol>\n<li><a href=\"#verdict\">Verdict</a></li>\n"
        for (trace, slug) in zip(report.traces, slugs) {
            html += "<li><a href=\"#trace-\(escape(slug))\">\(escape(trace.input))</a></li>\n"
        }
        if !outcome.skipped.isEmpty { html += "<li><a href=\"#skipped\">Charts not rendered</a></li>\n" }
        html += "</ol>\n"
        for (trace, slug) in zip(report.traces, slugs) {
            html += "<section id=\"trace-\(escape(slug))\">\n<h2>\(escape(trace.input))</h2>\n"
            html += "<p>\(trace.samples) samples, \(trace.strokes) strokes, \(String(format: "%.2f", trace.durationSeconds)) s on "
                + "\(escape(trace.profile.name)). <a href=\"#contents\">Contents</a></p>\n"
            html += table(RunSummaryMarkdown.keyHeader, trace.results.map { RunSummaryMarkdown.keyRow($0) })
            let names = Set(ReportCharts.kinds(of: report).map { "\($0)-\(slug)" })
            for chart in charts where names.contains(chart.name) && outcome.rendered.contains(chart.name) {
                html += IndexPageHTML.figure(chart)
            }
            html += renders(of: report, trace: trace.input)
            html += "</section>\n"
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

    /// The verdict across traces: one sentence per trace, one table, what each column means.
    static func overview(_ report: RunReport, slugs: [String]) -> String {
        let all = FrameBudgetVerdict.all(report)
        var html = "<h2 id=\"verdict\">Verdict</h2>\n<ul>\n"
        for ((trace, verdicts), slug) in zip(all, slugs) {
            html += "<li><a href=\"#trace-\(escape(slug))\">\(escape(trace))</a>, frame budget \(escape(verdicts.first?.budgetText ?? "n/a")): "
                + "\(escape(FrameBudgetVerdict.headline(verdicts)))</li>\n"
        }
        html += "</ul>\n"
        html += table(["trace"] + FrameBudgetVerdict.columns, all.flatMap { entry in entry.verdicts.map { [entry.trace] + $0.cells } }, statusColumn: 2, nameColumns: 2)
        html += "<ul class=\"legend\">\n" + FrameBudgetVerdict.explanations.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n"
        return html
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
