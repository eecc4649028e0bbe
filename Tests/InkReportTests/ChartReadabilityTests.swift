import Foundation
import InkMetrics
@testable import InkReport
import Testing

@Suite("Charts a person can read: time from the trace start, budget lines, separate axes, top-N series")
struct ChartReadabilityTests {
    @Test("lag over time counts seconds from the trace's first sample, not the device's uptime")
    func timeFromTraceStart() throws {
        var csv = "trace,configuration,run,sample,touch,time_s,lag_s\n"
        csv += "handwriting,default-incremental,0,0,0,587404.25,\n"
        for sample in 1...20 { csv += "handwriting,default-incremental,0,\(sample),0,\(587404.25 + Double(sample) / 240),0.03\n" }
        let charts = ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: csv)
        let lag = try #require(charts.first { $0.name == "lag-over-time-handwriting" })
        let rows = try #require(lag.dataFiles.first?.text).split(separator: "\n").filter { !$0.hasPrefix("#") }
        let firstCell = try #require(rows.first?.split(separator: "\t").first)
        let firstTime = try #require(Double(firstCell))
        #expect(abs(firstTime - 1.0 / 240) < 1e-6, "the first shown sample is 1/240 s after the (unshown) first sample")
    }

    @Test("cost percentiles draw the frame budget; drops and missed frames are two panels, each labels every bar, zeros included")
    func budgetAndAxes() throws {
        let charts = ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: nil)
        let cost = try #require(charts.first { $0.name.hasPrefix("cost-percentiles") })
        #expect(cost.commands.contains("8333.333333333334 with lines dashtype 2"))
        #expect(cost.commands.contains("title 'frame budget 8.33 ms (120 Hz)'"))
        #expect(cost.commands.contains("set key below center horizontal maxrows 1"))
        let drops = try #require(charts.first { $0.name.hasPrefix("drops-missed") })
        #expect(!drops.commands.contains("y2"), "one scale per axis: no second y axis")
        #expect(drops.commands.contains("set multiplot layout 1,2") && drops.commands.hasSuffix("unset multiplot"))
        #expect(drops.commands.components(separatedBy: "\nplot ").count - 1 == 2, "one plot per panel")
        #expect(drops.commands.contains("set ylabel 'count of frames'"))
        #expect(drops.commands.components(separatedBy: "with labels").count - 1 == 3)
        #expect(drops.commands.contains("set key at screen"))
    }

    @Test("a drops panel whose counts are all zero says none and shows no axis tics; one with counts has whole-count tics")
    func noneInsteadOfEmptyFrame() throws {
        var report = try ReportFixture.report()
        for index in report.traces[0].results.indices {
            for run in report.traces[0].results[index].runs.indices {
                report.traces[0].results[index].runs[run].droppedSamples.count = 0
                report.traces[0].results[index].runs[run].missedFrames.count = index == 0 ? 3 : 0
                report.traces[0].results[index].runs[run].lateFrames.count = 0
            }
        }
        let drops = try #require(ReportCharts.charts(for: report, samplesCSV: nil).first { $0.name.hasPrefix("drops-missed") })
        let panels = drops.commands.components(separatedBy: "set title ").dropFirst()
        try #require(panels.count == 2)
        let samples = String(panels[panels.startIndex]), frames = String(panels[panels.startIndex + 1])
        #expect(samples.contains("'none: no sample dropped'") && samples.contains("unset ytics"))
        #expect(!frames.contains("none:") && frames.contains("set yrange [0:3.4499999999999997]") && frames.contains("set ytics nomirror 1"))
        #expect(drops.caption.contains("no sample was dropped") && !drops.caption.contains("no frame was missed"))
    }

    @Test("identical curves are named as coinciding; distinct ones are not")
    func coincidingCurves() throws {
        let found = CoincidingSeries([("a", ["1\t2"]), ("b", ["1\t3"]), ("c", ["1\t2"]), ("d", ["1\t3"]), ("e", ["5\t5"])])
        #expect(found.groups == [["a", "c"], ["b", "d"]])
        #expect(found.note == "coinciding curves: a = c; b = d")
        #expect(CoincidingSeries([("a", ["1"]), ("b", ["2"])]).note == nil)
        #expect(CoincidingSeries([("a", ["1"]), ("b", ["2"])]).titleLines.isEmpty)
        let many = CoincidingSeries((0..<12).map { ("configuration-number-\($0)", ["1\t2"]) })
        let lines = many.titleLines.components(separatedBy: #" . "\n" . "#).dropFirst()
        #expect(lines.count >= 3 && lines.allSatisfy { $0.count <= CoincidingSeries.lineLength + 2 }, "a long note is broken into lines: \(lines)")
        #expect((0..<12).allSatisfy { index in lines.contains { $0.contains("configuration-number-\(index)'") || $0.contains("configuration-number-\(index) ") } })
        var bucket = PredictionBucketSummary(bucket: HorizonBucket.standard[1], records: [])
        bucket.meanHorizonMS = 6
        bucket.medianError = 1.5
        bucket.p90Error = 3
        var other = bucket
        other.medianError = 2
        let chart = try #require(PredictionErrorChart.chart(
            name: "p", subject: "t", seriesTitle: "configuration", series: [("app-ink", [bucket]), ("kalman", [other]), ("app-ink-copy", [bucket])]
        ))
        #expect(chart.commands.contains(#" . "\n" . 'coinciding curves: app-ink = app-ink-copy' noenhanced"#))
        #expect(chart.caption.contains("coinciding curves: app-ink = app-ink-copy"))
        let distinct = try #require(PredictionErrorChart.chart(name: "p", subject: "t", seriesTitle: "configuration", series: [("a", [bucket]), ("b", [other])]))
        #expect(!distinct.commands.contains("coinciding") && !distinct.caption.contains("coinciding"))
    }

    @Test("with more than six predicting series, the six with the lowest error are drawn and every series stays in the data")
    func topSeries() throws {
        let series = (0..<18).map { index -> (String, [PredictionBucketSummary]) in
            var bucket = PredictionBucketSummary(bucket: HorizonBucket.standard[1], records: [])
            bucket.meanHorizonMS = 6
            bucket.medianError = Double(18 - index)
            bucket.p90Error = Double(18 - index) * 2
            return ("predictor-\(index)", [bucket])
        }
        let chart = try #require(PredictionErrorChart.chart(name: "p", subject: "t", seriesTitle: "predictor", series: series))
        let titled = chart.commands.components(separatedBy: " title '").dropFirst(2).map { $0.prefix { $0 != "'" } }
        #expect(titled == ["predictor-12", "predictor-13", "predictor-14", "predictor-15", "predictor-16", "predictor-17"])
        #expect(chart.dataFiles[0].text.components(separatedBy: "# predictor ").count - 1 == 18)
        #expect(chart.caption.contains("the 6 predictors with the lowest mean median error of 18 drawn"))
    }
}
