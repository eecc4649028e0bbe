import Foundation
import InkMetrics

/// `index.html` of a run: one self-contained page (inline style, no scripts, no network) with the
/// key table per trace and every rendered chart (`charts/NAME.svg`, relative), linking each
/// chart's PNG and gnuplot script; charts that were skipped are listed with the reason.
public enum RunIndexHTML {
    /// The page; `reportLink` goes before the links to report.json, summary.md and
    /// data/configurations.csv (e.g. `../run/` when the page is written beside another folder).
    public static func render(_ report: RunReport, charts: [GnuplotChart], outcome: GnuplotRenderer.Outcome, reportLink: String = "") -> String {
        let link = escape(reportLink)
        var html = IndexPageHTML.head(title: "inkbench run") + """
            <p>\(escape(report.tool)), \(escape(report.cost.mode.rawValue)) cost\(report.cost.cpuScale == 1 ? "" : " × \(report.cost.cpuScale)"), \
            \(report.cost.repetitions) run(s) per configuration. Files: <a href="\(link)report.json">report.json</a>, \
            <a href="\(link)summary.md">summary.md</a>, <a href="\(link)data/configurations.csv">data/configurations.csv</a>.</p>

            """
        for (trace, slug) in zip(report.traces, ChartSlugs.unique(report.traces.map(\.input))) {
            html += "<h2>\(escape(trace.input))</h2>\n<p>\(trace.samples) samples, \(trace.strokes) strokes, on \(escape(trace.profile.name)).</p>\n"
            html += "<table><tr><th>configuration</th><th>lag p50 ms</th><th>lag p99 ms</th><th>missed frames</th><th>dropped samples</th>"
                + "<th>cost p50 µs</th><th>cost p99 µs</th><th>points recomputed</th></tr>\n"
            for result in trace.results {
                let run = result.runs[result.representativeRun]
                let cells = [
                    escape(result.configuration), format(run.lag.p50, scale: 1e3), format(run.lag.p99, scale: 1e3), "\(run.missedFrames.count)",
                    "\(run.droppedSamples.count)", format(run.callbackCost.p50, scale: 1e6), format(run.callbackCost.p99, scale: 1e6),
                    "\(run.pointsRecomputed)",
                ]
                html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
            }
            html += "</table>\n"
            let names = Set(ReportCharts.kinds.map { "\($0)-\(slug)" })
            for chart in charts where names.contains(chart.name) && outcome.rendered.contains(chart.name) {
                html += IndexPageHTML.figure(chart)
            }
            html += renders(of: report, trace: trace.input)
        }
        return html + IndexPageHTML.skippedCharts(outcome) + "</body></html>\n"
    }

    private static func format(_ value: Double?, scale: Double) -> String {
        value.map { String(format: "%.1f", $0 * scale) } ?? "n/a"
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
