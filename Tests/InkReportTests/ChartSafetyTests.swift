import Foundation
import InkMetrics
@testable import InkReport
import Testing

/// Whether gnuplot is on PATH (the tests that run it are skipped, and reported as skipped, without).
private let gnuplotInstalled = GnuplotRenderer().executable != nil

/// Names from input reach gnuplot only as literals it never evaluates, and every chart draws
/// all-zero and constant data.
@Suite("Charts: hostile names shown literally, never run; zero and constant data drawn")
struct ChartSafetyTests {
    /// Names that would run a command, expand a macro or be read as markup if gnuplot
    /// interpreted them. `touch` writes into gnuplot's working folder, the charts folder.
    static let hostileTrace = "x`touch PWNED-trace`$(touch PWNED-dollar)@macro.json"
    static let hostileConfigurations = ["a`touch PWNED-config`'q'", "b{x}^_\\n@m$(touch PWNED-b)"]

    @Test("a literal is single-quoted with quotes doubled; everything else is kept as typed")
    func literal() {
        #expect(GnuplotText.literal("a`b`$(c)@d\\n'e'{f}^_&") == "'a`b`$(c)@d\\n''e''{f}^_&'")
        #expect(GnuplotText.literal("") == "''")
        #expect(GnuplotText.literal("''") == "''''''")
    }

    @Test("line breaks and other control characters become U+FFFD, so a name never ends a command or a comment")
    func oneLine() {
        #expect(GnuplotText.oneLine("a\nb\rc\td\u{0}e\u{1B}f\u{2028}g") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f\u{FFFD}g")
        #expect(GnuplotText.literal("x\nset output '/tmp/y'") == "'x\u{FFFD}set output ''/tmp/y'''")
    }

    @Test("slugs are at most 96 bytes: long names keep their start and end in a stable hash")
    func boundedSlugs() {
        let long = String(repeating: "w", count: 240) + ".inktrace"
        let other = String(repeating: "w", count: 240) + ".json"
        let slug = GnuplotChart.slug("some/folder/" + long)
        #expect(slug.utf8.count == GnuplotChart.maximumSlugBytes)
        #expect(slug.hasPrefix(String(repeating: "w", count: 87) + "-"))
        #expect(slug == GnuplotChart.slug(long), "folders are not part of the slug")
        #expect(slug != GnuplotChart.slug(other))
        #expect(GnuplotChart.slug(String(repeating: "é", count: 200)).utf8.count <= GnuplotChart.maximumSlugBytes)
        #expect(GnuplotChart.slug("short name.json") == "short-name-json")
        let names = ChartSlugs.unique([long, "a/" + long]).map { "tip-gap-over-time-\($0).svg" }
        #expect(names.allSatisfy { $0.utf8.count < 200 })
        #expect(Set(names).count == 2)
    }

    /// The fixture with the hostile names and a prediction summary on each configuration.
    private func hostileReport() throws -> RunReport {
        var report = try ReportFixture.report()
        report.traces[0].input = Self.hostileTrace
        var bucket = PredictionBucketSummary(bucket: HorizonBucket.standard[1], records: [])
        bucket.meanHorizonMS = 6
        bucket.medianError = 0.5
        bucket.p90Error = 1
        for index in report.traces[0].results.indices {
            report.traces[0].results[index].configuration = Self.hostileConfigurations[index % 2]
            report.traces[0].results[index].predictionError = [bucket]
            for run in report.traces[0].results[index].runs.indices {
                report.traces[0].results[index].runs[run].lagBudget = LagBudget(
                    digitizer: 0.006, waitForCallback: 0.008, handler: 1e-4, render: 0.001, compositor: 0.033, scanout: 0.008
                )
            }
        }
        return report
    }

    /// Per-event tables for the report's configurations: `cost`, `lag` and `gap` of every row
    /// (seconds, seconds, points).
    private func tables(for report: RunReport, cost: Double, lag: Double, gap: Double) -> (samples: String, callbacks: String, frames: String) {
        var samples = "trace,configuration,run,sample,touch,time_s,lag_s\n"
        var callbacks = "trace,configuration,run,points_in_stroke,handler_cost_s,render_cost_s\n"
        var frames = "trace,configuration,run,presentation_s,tip_gap_pt\n"
        let trace = RunDataTables.field(report.traces[0].input)
        for result in report.traces[0].results {
            let key = "\(trace),\(RunDataTables.field(result.configuration)),\(result.representativeRun)"
            for row in 1...50 {
                samples += "\(key),\(row),1,\(Double(row) / 240),\(lag)\n"
                callbacks += "\(key),\(row),\(cost),0\n"
                frames += "\(key),\(Double(row) / 120),\(gap)\n"
            }
        }
        return (samples, callbacks, frames)
    }

    private func allCharts(_ report: RunReport, cost: Double = 2e-5, lag: Double = 0.03, gap: Double = 1.5) -> [GnuplotChart] {
        let data = tables(for: report, cost: cost, lag: lag, gap: gap)
        return ReportCharts.charts(for: report, samplesCSV: data.samples, callbacksCSV: data.callbacks, framesCSV: data.frames)
    }

    @Test("every chart kind writes the names as single-quoted literals, never double-quoted, and keeps them out of data rows")
    func scriptsQuoteNamesSafely() throws {
        let charts = allCharts(try hostileReport())
        #expect(Set(charts.map { $0.name.split(separator: "-x-touch").first.map(String.init) ?? "" }).count == ReportCharts.kinds.count)
        for chart in charts {
            #expect(!chart.script.contains("\"x`"), "\(chart.name): the trace name inside double quotes")
            #expect(!chart.script.contains("\"a`"), "\(chart.name): a configuration name inside double quotes")
            #expect(chart.script.contains("set title '") && chart.script.contains(" — \(Self.hostileTrace)'"), "\(chart.name): the title holds the literal")
            for file in chart.dataFiles {
                let rows = file.text.split(separator: "\n").filter { !$0.hasPrefix("#") }
                #expect(!rows.contains { $0.contains("touch") }, "\(file.name): a name in a data row")
            }
        }
    }

    @Test("gnuplot runs every chart with hostile names: nothing is executed and the titles show the names as typed",
          .enabled(if: gnuplotInstalled, "needs gnuplot on PATH"))
    func hostileNamesRendered() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkreport-hostile-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let charts = allCharts(try hostileReport())
        let outcome = try GnuplotRenderer().render(charts, into: folder)
        #expect(outcome.skipped.isEmpty, "\(outcome.skipped)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!files.contains { $0.hasPrefix("PWNED") }, "\(files.filter { $0.hasPrefix("PWNED") })")
        let svg = try String(contentsOfFile: "\(folder)/\(charts[0].name).svg", encoding: .utf8)
        #expect(svg.contains("Lag CDF — \(Self.hostileTrace)"))
        #expect(svg.contains(Self.hostileConfigurations[0]) && svg.contains(Self.hostileConfigurations[1]))
        for chart in charts where chart.name.hasPrefix("cost-percentiles") {
            let ticks = try String(contentsOfFile: "\(folder)/\(chart.name).svg", encoding: .utf8)
            #expect(ticks.contains(Self.hostileConfigurations[0]), "the histogram's x tics name the configurations")
        }
    }

    @Test("one gnuplot for all charts: a trace name with quotes, backquotes and line breaks runs nothing and names no other file",
          .enabled(if: gnuplotInstalled, "needs gnuplot on PATH"))
    func hostileNameInBatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkreport-hostile-batch-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = "q'uo\"te`touch PWNED-bq`\nset output 'PWNED-out.svg'\n!touch PWNED-bang\r\nprint `touch PWNED-print`'.inktrace"
        var report = try ReportFixture.report()
        report.traces[0].input = name
        let charts = ReportCharts.charts(for: report, samplesCSV: nil)
        let outcome = try GnuplotRenderer().render(charts, into: folder)
        #expect(outcome.skipped.isEmpty, "\(outcome.skipped)")
        let executable = try #require(GnuplotRenderer().executable)
        #expect(try GnuplotBatch(executable: executable, charts: charts, folder: folder).run { _ in }, "drawn by one gnuplot, not image by image")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!files.contains { $0.hasPrefix("PWNED") }, "\(files.filter { $0.hasPrefix("PWNED") })")
        #expect(files.filter { $0.hasSuffix(".svg") || $0.hasSuffix(".png") }.count == 2 * charts.count, "\(files.sorted())")
        #expect(!files.contains { $0.contains(".inkbench-tmp-") })
        let script = charts.map { GnuplotBatch.script($0, outputs: [".\($0.name).svg.inkbench-tmp-1-0", ".\($0.name).png.inkbench-tmp-1-1"]) }.joined()
        let lines = script.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("!") || $0.hasPrefix("print `") }, "no line of the name becomes a command")
        #expect(lines.filter { $0.hasPrefix("set output") } == charts.flatMap { chart in
            ["svg", "png"].enumerated().map { "set output '.\(chart.name).\($1).inkbench-tmp-1-\($0)'" }
        })
        let svg = try String(contentsOfFile: "\(folder)/\(charts[0].name).svg", encoding: .utf8)
        #expect(svg.contains("\u{FFFD}set output"), "the line breaks are shown as U+FFFD in the title")
    }

    @Test("the value axis: linear from 0, logarithmic only over a wide positive spread, no tics and \"none\" when nothing is above 0")
    func valueAxis() {
        #expect(ValueAxis([0, 0, 0], logarithmicRatio: 20).commands(axis: "y", emptyLabel: "nothing") == "set yrange [0:1]\nunset ytics\nset label 9 'none: nothing' at graph 0.5, 0.5 center")
        #expect(ValueAxis([], logarithmicRatio: nil).isEmpty)
        #expect(ValueAxis([5, 5, 5], logarithmicRatio: 20).commands(axis: "y", emptyLabel: "none") == "set yrange [0:*]")
        #expect(ValueAxis([1, 21], logarithmicRatio: 20).commands(axis: "y", emptyLabel: "none") == "set logscale y")
        #expect(ValueAxis([0, 1, 20], logarithmicRatio: 20).commands(axis: "y", emptyLabel: "none") == "set yrange [0:*]")
        #expect(ValueAxis([1, 1000], logarithmicRatio: nil).commands(axis: "y", emptyLabel: "none") == "set yrange [0:*]")
    }

    /// The fixture with every percentile of callback cost, and every prediction error, set to `value`.
    private func flatReport(cost: Double, error: Double) throws -> RunReport {
        var report = try ReportFixture.report()
        var bucket = PredictionBucketSummary(bucket: HorizonBucket.standard[1], records: [])
        bucket.meanHorizonMS = 6
        bucket.medianError = error
        bucket.p90Error = error
        for index in report.traces[0].results.indices {
            for run in report.traces[0].results[index].runs.indices {
                report.traces[0].results[index].runs[run].callbackCost.p50 = cost
                report.traces[0].results[index].runs[run].callbackCost.p90 = cost
                report.traces[0].results[index].runs[run].callbackCost.p99 = cost
                report.traces[0].results[index].runs[run].callbackCost.p999 = cost
                report.traces[0].results[index].runs[run].lagBudget = LagBudget(
                    digitizer: cost, waitForCallback: cost, handler: cost, render: cost, compositor: cost, scanout: cost
                )
            }
            report.traces[0].results[index].predictionError = [bucket]
        }
        return report
    }

    @Test("every chart kind draws all-zero and constant data without a gnuplot error",
          .enabled(if: gnuplotInstalled, "needs gnuplot on PATH"), arguments: [0.0, 4e-5])
    func flatData(value: Double) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkreport-flat-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try flatReport(cost: value, error: value * 1e4)
        let charts = allCharts(report, cost: value, lag: value * 1e3, gap: value * 1e4)
        let expectedKinds = value == 0 ? ReportCharts.kinds.filter { $0 != "cost-vs-points" } : ReportCharts.kinds
        #expect(Set(charts.map { String($0.name.dropLast("-handwriting".count)) }) == Set(expectedKinds), "zero costs have no logarithm to draw")
        let outcome = try GnuplotRenderer().render(charts, into: folder)
        #expect(outcome.skipped.isEmpty, "\(outcome.skipped)")
        #expect(outcome.rendered == charts.map(\.name))
        if value == 0 {
            let costs = try #require(charts.first { $0.name.hasPrefix("cost-percentiles") })
            #expect(costs.commands.contains("'frame budget 8.33 ms (120 Hz)'") && !costs.commands.contains("every callback cost is 0"),
                "the budget line keeps the axis from being empty")
        }
    }
}
