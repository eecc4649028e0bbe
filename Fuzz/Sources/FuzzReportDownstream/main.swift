import Foundation
import FuzzSupport
import InkReport

// A (mutated) report.json taken past decoding, as `inkbench chart` and `inkbench compare` take
// it: the summary, the chart scripts and data, the index page, and a comparison of the report
// with itself under its recorded thresholds, in every output format.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        let report = try RunReport.decode(Data(bytes), name: "fuzz-report.json")
        _ = RunSummaryMarkdown.render(report)
        let charts = ReportCharts.charts(for: report, samplesCSV: nil)
        for chart in charts { _ = chart.script }
        _ = RunIndexHTML.render(report, charts: charts, outcome: .skipping(charts, reason: "not rendered while fuzzing"))
        var thresholds = ComparisonThresholds()
        if let recorded = report.thresholds { thresholds.apply(recorded.settings, from: .report("fuzz-report.json", recordedFrom: recorded.source)) }
        let comparison = ReportComparison(base: report, current: report, thresholds: thresholds, costSources: .builtIn)
        for format in ComparisonFormat.allCases { _ = format.render(comparison) }
    }
}
