import Foundation
import FuzzPipeline
import FuzzSupport
import InkFormats
import InkReport

// A native trace the reader accepts, taken through a short modelled run (`ShortRun`: both
// geometries and renderers, filters, prediction), its metrics, CSV tables, summary and chart
// data; the report the run writes must decode again.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        let trace = try NativeTraceReader(bytes: bytes, file: "fuzz.inktrace").readTrace()
        guard ShortRun.isSmall(trace) else { return }
        let (report, csv) = try ShortRun.run(trace, input: "fuzz.inktrace")
        _ = RunSummaryMarkdown.render(report)
        _ = ReportCharts.charts(for: report, samplesCSV: csv["samples.csv"], callbacksCSV: csv["callbacks.csv"], framesCSV: csv["frames.csv"])
        do {
            _ = try RunReport.decode(try report.jsonData(), name: "fuzz-report.json")
        } catch {
            fatalError("a report written by a run does not read back: \(error)")
        }
    }
}
