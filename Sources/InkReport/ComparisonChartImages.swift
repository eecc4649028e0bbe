import Foundation

/// The distribution charts of a compare page as the page shows them: the chart of each pair (by
/// its section name, `trace/configuration`), which of them were drawn, and the folder the page
/// links them from.
package struct ComparisonChartImages: Sendable {
    /// The charts folder relative to the page's folder, percent-encoded as a URL path, ending with `/`.
    package var link: String
    /// The chart of each pair, by the page's section name.
    package var charts: [String: GnuplotChart]
    /// Which charts were drawn and why the others were not.
    package var outcome: GnuplotRenderer.Outcome

    package init(link: String, charts: [String: GnuplotChart], outcome: GnuplotRenderer.Outcome) {
        self.link = link
        self.charts = charts
        self.outcome = outcome
    }

    /// The charts folder of the page written to `page`: beside it, named after it without its
    /// extension and with `-charts` (`reports/compare.html` → `reports/compare-charts`).
    package static func folder(forPage page: String) -> String {
        (page as NSString).deletingPathExtension + "-charts"
    }

    /// Draws the charts of `base` (read from `basePath`) against `current` (from `currentPath`)
    /// into the charts folder of `page` (`folder(forPage:)`: data files, .gp scripts, SVG and
    /// PNG), reading `data/samples.csv` and `data/callbacks.csv` beside each report.json when
    /// present. Without gnuplot the data and scripts are written and the outcome says why the
    /// images were skipped.
    package static func render(
        base: RunReport, basePath: String, current: RunReport, currentPath: String, page: String, renderer: GnuplotRenderer = GnuplotRenderer()
    ) throws -> Self {
        let pairs = try ComparisonCharts.charts(
            base: base, baseFolder: (basePath as NSString).deletingLastPathComponent, current: current,
            currentFolder: (currentPath as NSString).deletingLastPathComponent
        )
        let folder = folder(forPage: page)
        let outcome = try renderer.render(pairs.map(\.chart), into: folder)
        return Self(
            link: ((folder as NSString).lastPathComponent.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "charts") + "/", charts: Dictionary(pairs.map { ($0.pair, $0.chart) }) { first, _ in first }, outcome: outcome
        )
    }

    /// The line the page shows above the sections: where the charts are, or why they are not.
    var summary: String {
        if charts.isEmpty { return "No distribution charts: no trace × configuration is in both reports." }
        if outcome.skipped.isEmpty {
            return "Distribution charts (lag and callback cost CDFs, base red dashed, current blue) of \(charts.count) pair(s), in \(link)."
        }
        let reasons = Set(outcome.skipped.map(\.reason)).sorted().joined(separator: "; ")
        return "Distribution charts skipped for \(outcome.skipped.count) of \(charts.count) pair(s): \(reasons) (data and .gp scripts are in \(link))."
    }

    /// The figure of the pair named `pair`, or "" when its chart was not drawn.
    func figure(_ pair: String) -> String {
        guard let chart = charts[pair], outcome.rendered.contains(chart.name) else { return "" }
        let image = RunIndexHTML.escape(link + chart.name)
        return "<figure><a href=\"\(image).svg\"><img src=\"\(image).png\" width=\"960\" height=\"600\" alt=\"\(RunIndexHTML.escape(chart.caption))\"></a>"
            + "<figcaption>\(RunIndexHTML.escape(chart.caption)) (<a href=\"\(RunIndexHTML.escape(link + chart.name)).gp\">gnuplot script</a>)</figcaption></figure>\n"
    }
}
