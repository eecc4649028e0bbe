import FuzzPipeline
import FuzzSupport
import InkReport
import InkSynth

// The per-event chart data of `inkbench chart`: the input is the text of data/samples.csv,
// data/callbacks.csv and data/frames.csv separated by form feeds (\f), read beside the report
// of a short modelled run of a synthesized line (trace "fuzz.inktrace", the `ShortRun`
// configurations, run 0), whose rows the tables keep.
let lineReport: RunReport = {
    do {
        let recipe = try SynthRecipe(parsing: "shape=line duration=0.3")
        return try ShortRun.run(try Synthesizer.synthesize(recipe), input: "fuzz.inktrace").report
    } catch {
        fatalError("the chart-data target's report cannot be made: \(error)")
    }
}()

FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        let parts = FuzzHarness.text(bytes).split(separator: "\u{0C}", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        let charts = ReportCharts.charts(
            for: lineReport, samplesCSV: parts[0], callbacksCSV: parts.count > 1 ? parts[1] : nil, framesCSV: parts.count > 2 ? parts[2] : nil
        )
        for chart in charts { _ = chart.script }
    }
}
