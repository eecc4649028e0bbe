/// The parts shared by the index pages (`inkbench run`'s and `inkbench predict`'s `index.html`):
/// the head with the inline style, one rendered chart as a figure, and the list of charts not
/// rendered.
enum IndexPageHTML {
    /// From the doctype to the opening `<body>` and the `<h1>` `title`.
    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
        <style>body{font-family:sans-serif;margin:2em;max-width:1100px}table{border-collapse:collapse;margin:1em 0}\
        th,td{border:1px solid #bbb;padding:.25em .6em;text-align:right}th:first-child,td:first-child{text-align:left}\
        figure{margin:1.5em 0}img{max-width:100%;border:1px solid #ddd}figcaption{color:#444}\
        td.good,p.good{background:#e3f4e1}td.bad,p.bad{background:#fbe3e1}p.verdict{padding:.5em}ul.legend{color:#444;font-size:.9em}td.name{text-align:left}\
        table.matrix td,table.matrix th{text-align:center}table.matrix td{white-space:nowrap}table.matrix th.name{text-align:left;font-weight:normal}\
        span.change{font-size:.85em;white-space:normal;display:inline-block;max-width:22em}span.worse{color:#a93226;font-weight:bold}span.better{color:#1e6b34}\
        summary{cursor:pointer;margin:.4em 0}details.trace>summary{font-size:1.15em;padding:.3em 0;border-bottom:1px solid #ddd}</style></head><body>
        <h1>\(escape(title))</h1>

        """
    }

    /// The chart's SVG (relative `charts/NAME.svg`) with its caption, linking the PNG and the
    /// gnuplot script.
    static func figure(_ chart: GnuplotChart) -> String {
        """
        <figure><img src="charts/\(chart.name).svg" alt="\(escape(chart.caption))">
        <figcaption>\(escape(chart.caption)) — <a href="charts/\(chart.name).png">PNG</a>, \
        <a href="charts/\(chart.name).gp">gnuplot script</a></figcaption></figure>

        """
    }

    /// The charts not rendered with the reason; empty when every chart was.
    static func skippedCharts(_ outcome: GnuplotRenderer.Outcome) -> String {
        guard !outcome.skipped.isEmpty else { return "" }
        return "<h2 id=\"skipped\">Charts not rendered</h2>\n<ul>\n" + outcome.skipped.map { "<li>\(escape($0.name)): \(escape($0.reason))</li>\n" }.joined() + "</ul>\n"
    }

    static func escape(_ text: String) -> String {
        RunIndexHTML.escape(text)
    }
}
