import Foundation
import InkMetrics
import InkReport
import Testing
import InkTestSupport

@Suite("Charts from the per-event data: cost vs points, tip gap over time, prediction error vs horizon")
struct RunChartsTests {
    /// `data/callbacks.csv` text with one callback per point count 1…`count` for each
    /// configuration, costing `coefficient · n^exponent` seconds (handler; render 0).
    private func callbacksCSV(_ configurations: [(name: String, coefficient: Double, exponent: Double)], count: Int = 2000) -> String {
        var text = "trace,configuration,run,callback,due_s,start_s,deferred,samples,samples_dropped,points_recomputed,points_in_stroke,"
            + "handler_cost_s,render_cost_s\n"
        for configuration in configurations {
            for n in 1...count {
                let cost = configuration.coefficient * pow(Double(n), configuration.exponent)
                text += "handwriting,\(configuration.name),0,\(n),0,0,0,1,0,1,\(n),\(cost),0\n"
            }
        }
        return text
    }

    private func framesCSV(frames: Int = 60) -> String {
        var text = "trace,configuration,run,render,frame,render_start_s,render_cost_s,finish_s,commit_vsync,presentation_s,superseded,late,"
            + "content_samples,pixels_touched_px,elements_stroked,tip_x_pt,tip_y_pt,tip_predicted,tip_gap_pt\n"
        for frame in 0..<frames {
            let gap = frame % 10 == 9 ? "" : "\(Double(frame % 7) + 0.5)"
            text += "handwriting,default-incremental,0,\(frame),\(frame),0,0,0,\(frame + 1),\(Double(frame) / 120),0,0,\(frame),0,0,1,1,0,\(gap)\n"
        }
        return text
    }

    /// The fixture with a prediction error summary on its first configuration.
    private func reportWithPrediction() throws -> RunReport {
        var report = try ReportFixture.report()
        var low = PredictionBucketSummary(bucket: HorizonBucket.standard[1], records: [])
        low.meanHorizonMS = 6.25
        low.medianError = 0.4
        low.p90Error = 1.1
        var high = PredictionBucketSummary(bucket: HorizonBucket.standard[4], records: [])
        high.meanHorizonMS = 20.8
        high.medianError = 1.9
        high.p90Error = 4.2
        report.traces[0].results[0].predictionError = [low, high]
        return report
    }

    private func chart(_ prefix: String, in charts: [GnuplotChart]) throws -> GnuplotChart {
        try #require(charts.first { $0.name.hasPrefix(prefix) }, "no \(prefix) chart")
    }

    @Test("the legend's fitted slope is the closed-form exponent of cost = c·n^k", arguments: [1.0, 0.0, 1.5, 0.25])
    func fittedSlope(exponent: Double) throws {
        let csv = callbacksCSV([("default-incremental", 3e-6, exponent), ("default-naive", 2e-7, 1)])
        let cost = try chart("cost-vs-points", in: ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: nil, callbacksCSV: csv))
        #expect(cost.commands.contains("title 'default-incremental (slope \(String(format: "%.2f", exponent)))'"))
        #expect(cost.commands.contains("title 'default-naive (slope 1.00)'"))
        let rows = try #require(cost.dataFiles.first?.text).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(rows.count <= 2 * 300, "thinned to at most 300 dots per configuration")
        #expect(cost.caption.contains("fitted on every callback"))
    }

    @Test("point counts that are not numbers a count can hold (1e30826, inf, nan, 1e308) are left out of the cost chart, not trapped on (fuzzing found it)")
    func unrepresentablePointCounts() throws {
        let valid = callbacksCSV([("default-incremental", 3e-6, 1)], count: 50)
        let damaged = ["1e30826", "inf", "nan", "1e308", "-1e300"].enumerated().map { index, cell in
            "handwriting,default-incremental,0,\(100 + index),0,0,0,1,0,1,\(cell),5e-06,1e-05\n"
        }.joined()
        let cost = try chart("cost-vs-points", in: ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: nil, callbacksCSV: valid + damaged))
        let clean = try chart("cost-vs-points", in: ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: nil, callbacksCSV: valid))
        #expect(cost.dataFiles.map(\.text) == clean.dataFiles.map(\.text))
        #expect(cost.commands == clean.commands)
        #expect(cost.commands.contains("title 'default-incremental (slope 1.00)'"))
    }

    @Test("tip gap over time plots every frame with a tip gap, in millimetres like the tables, from the trace start")
    func tipGap() throws {
        let report = try ReportFixture.report()
        let tip = try chart("tip-gap-over-time", in: ReportCharts.charts(for: report, samplesCSV: nil, framesCSV: framesCSV()))
        let rows = try #require(tip.dataFiles.first?.text).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(rows.count == 54)
        #expect(rows.first == "0.0\t\(0.5 / report.traces[0].profile.pointsPerMM)")
        #expect(tip.commands.contains("set ylabel \"tip gap: true pen position to drawn tip (mm)\""))
        #expect(tip.commands.contains("time since the trace's first sample (s)"))
        let long = try chart("tip-gap-over-time", in: ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: nil, framesCSV: framesCSV(frames: 6000)))
        let longData = try #require(long.dataFiles.first?.text)
        #expect(longData.hasPrefix("# configuration default-incremental: 1800 of 5400 frames\n"), "thinned evenly to at most 2000")
    }

    @Test("prediction error vs horizon has the median and p90 of every configuration with prediction")
    func predictionError() throws {
        let charts = ReportCharts.charts(for: try reportWithPrediction(), samplesCSV: nil)
        let prediction = try chart("prediction-error", in: charts)
        #expect(prediction.name == "prediction-error-handwriting")
        let data = try #require(prediction.dataFiles.first?.text)
        #expect(data.contains("6.25\t0.4\t1.1\t0\tNaN\tNaN\t\"[4, 8) ms n<10\"\n20.8\t1.9\t4.2\t0\tNaN\tNaN\t\"[16, 24) ms n<10\""))
        #expect(!data.contains("default-naive"))
        #expect(!ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: nil).contains { $0.name.hasPrefix("prediction-error") })
    }

    @Test("gnuplot renders every new chart (exit 0, non-empty SVG and PNG)", .needsGnuplot)
    func rendersNewCharts() throws {
        let renderer = GnuplotRenderer()
        #expect(renderer.executable != nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkreport-new-charts-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let charts = ReportCharts.charts(
            for: try reportWithPrediction(), samplesCSV: nil,
            callbacksCSV: callbacksCSV([("default-incremental", 3e-6, 0.05), ("default-naive", 2e-7, 1)]), framesCSV: framesCSV()
        )
        let kinds = ["tip-gap-over-time", "cost-vs-points", "prediction-error"]
        let fresh = charts.filter { chart in kinds.contains { chart.name.hasPrefix($0) } }
        #expect(fresh.count == 3)
        let outcome = try renderer.render(fresh, into: folder)
        #expect(outcome.skipped.isEmpty, "\(outcome.skipped)")
        for chart in fresh {
            for suffix in [".svg", ".png", ".gp", ".dat"] {
                let size = (try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(chart.name)\(suffix)")[.size] as? Int) ?? 0
                #expect(size > 0, "\(chart.name)\(suffix)")
            }
        }
    }
}
