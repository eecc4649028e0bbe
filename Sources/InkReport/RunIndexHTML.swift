import Foundation
import InkMetrics

/// `index.html` of a run: one self-contained page (inline style, no scripts, no network) with the
/// key table per trace and every rendered chart (`charts/NAME.svg`, relative), linking each
/// chart's PNG and gnuplot script; charts that were skipped are listed with the reason.
public enum RunIndexHTML {
    public static func render(_ report: RunReport, charts: [GnuplotChart], outcome: GnuplotRenderer.Outcome) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>inkbench run</title>
            <style>body{font-family:sans-serif;margin:2em;max-width:1100px}table{border-collapse:collapse;margin:1em 0}\
            th,td{border:1px solid #bbb;padding:.25em .6em;text-align:right}th:first-child,td:first-child{text-align:left}\
            figure{margin:1.5em 0}img{max-width:100%;border:1px solid #ddd}figcaption{color:#444}</style></head><body>
            <h1>inkbench run</h1>
            <p>\(escape(report.tool)), \(escape(report.cost.mode.rawValue)) cost\(report.cost.cpuScale == 1 ? "" : " × \(report.cost.cpuScale)"), \
            \(report.cost.repetitions) run(s) per configuration. Files: <a href="report.json">report.json</a>, \
            <a href="summary.md">summary.md</a>, <a href="data/configurations.csv">data/configurations.csv</a>.</p>

            """
        for trace in report.traces {
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
            let slug = GnuplotChart.slug(trace.input)
            let names = Set(ReportCharts.kinds.map { "\($0)-\(slug)" })
            for chart in charts where names.contains(chart.name) && outcome.rendered.contains(chart.name) {
                html += """
                    <figure><img src="charts/\(chart.name).svg" alt="\(escape(chart.caption))">
                    <figcaption>\(escape(chart.caption)) — <a href="charts/\(chart.name).png">PNG</a>, \
                    <a href="charts/\(chart.name).gp">gnuplot script</a></figcaption></figure>

                    """
            }
            html += renders(of: report, trace: trace.input)
        }
        if !outcome.skipped.isEmpty {
            html += "<h2>Charts not rendered</h2>\n<ul>\n"
                + outcome.skipped.map { "<li>\(escape($0.name)): \(escape($0.reason))</li>\n" }.joined() + "</ul>\n"
        }
        return html + "</body></html>\n"
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
