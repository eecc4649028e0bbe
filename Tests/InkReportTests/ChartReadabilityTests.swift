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

    @Test("cost percentiles draw the frame budget; drops and missed frames use two axes and label every bar, zeros included")
    func budgetAndAxes() throws {
        let charts = ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: nil)
        let cost = try #require(charts.first { $0.name.hasPrefix("cost-percentiles") })
        #expect(cost.commands.contains("8333.333333333334 with lines dashtype 2"))
        #expect(cost.commands.contains("title 'frame budget 8.33 ms (120 Hz)'"))
        #expect(cost.commands.contains("set key below center horizontal maxrows 1"))
        let drops = try #require(charts.first { $0.name.hasPrefix("drops-missed") })
        #expect(drops.commands.contains("axes x1y1 with boxes") && drops.commands.contains("axes x1y2 with boxes"))
        #expect(drops.commands.contains("set y2label \"missed and late frames (count)\""))
        #expect(drops.commands.components(separatedBy: "with labels").count - 1 == 3)
        #expect(drops.commands.contains("set key below"))
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
