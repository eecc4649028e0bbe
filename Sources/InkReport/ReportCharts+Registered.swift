import InkMetrics
import InkSim

/// The charts of the registered metrics a report declares (`RunReport.metrics`).
extension ReportCharts {
    /// The name prefixes of the charts of one trace of `report` (`KIND-SLUG`), in page order: the
    /// built-in kinds, then one per declared metric.
    package static func kinds(of report: RunReport) -> [String] {
        kinds + report.declaredMetrics.map { registeredKind($0) }
    }

    /// The chart kind of a declared metric.
    static func registeredKind(_ metric: RunReport.MetricDeclaration) -> String { "metric-\(metric.name)" }

    /// The value of `metric` per configuration on `trace` (representative run), as boxes with
    /// each value written above its box, so a zero is a visible "0" rather than a missing bar.
    static func registered(_ metric: RunReport.MetricDeclaration, trace: RunReport.TraceResult, slug: String) -> GnuplotChart {
        let names = trace.results.map(\.configuration)
        let values = trace.results.map { $0.runs[$0.representativeRun].registered?[metric.name]?.number }
        let present = values.compactMap { $0 }.filter(\.isFinite)
        let name = "\(registeredKind(metric))-\(slug)"
        let unit = metric.unit.isEmpty ? "" : " (\(metric.unit))"
        let axis = ValueAxis(present.map(abs), logarithmicRatio: nil)
        let range = present.contains { $0 < 0 } ? "set yrange [*:*]" : axis.commands(axis: "y", emptyLabel: "\(metric.name) is 0 everywhere")
        return GnuplotChart(
            name: name,
            caption: "\(metric.name): \(metric.summary) per configuration on \(trace.input)\(unit); each value is written above its bar "
                + "(a registered metric; ? where a run has none)",
            commands: """
                data = \(GnuplotText.literal(name + ".dat"))
                set datafile separator "\\t"
                set datafile missing "?"
                set title \(GnuplotText.literal("\(metric.name) — \(trace.input)")) noenhanced
                set ylabel \(GnuplotText.literal(metric.name + unit)) noenhanced
                \(range)
                set xrange [-0.6:\(Double(names.count) - 0.4)]
                set grid ytics
                set boxwidth 0.5
                set style fill solid 0.85 border -1
                \(categoryTics(names))
                set bmargin 9
                plot data using 1:2 with boxes fillcolor rgb "#4c72b0" notitle, \\
                     data using 1:2:(sprintf("%g", $2)) with labels offset 0,0.6 font ",9" notitle
                """,
            dataFiles: [(name + ".dat", "# index\t\(GnuplotText.oneLine(metric.name))\n"
                + categoryRows(names, values: values.map { [$0.map { "\($0)" } ?? "?"] }))]
        )
    }
}
