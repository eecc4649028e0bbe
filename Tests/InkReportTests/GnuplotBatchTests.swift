import Foundation
@testable import InkReport
import Testing
import InkTestSupport

/// One gnuplot draws every image of a chart set: the same bytes as one gnuplot per image,
/// progress once per chart, and on a failure the chart at fault is named exactly as when each
/// image had its own gnuplot, with the previous images kept and no temporary file left.
@Suite("Charts: one gnuplot per chart set, the same images, failures still named per chart", .needsGnuplot)
struct GnuplotBatchTests {
    private func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("inkreport-batch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func contents(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    /// Files in `folder` that are temporary files of a writer.
    private func temporaryFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.contains(".inkbench-tmp-") }
    }

    /// A chart gnuplot rejects (an undefined function) and two it draws.
    private func chartsWithFailure() throws -> [GnuplotChart] {
        let good = ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: nil)
        let broken = GnuplotChart(name: "broken-chart", caption: "fails", commands: "plot inkbench_undefined_function(x)", dataFiles: [])
        return [good[0], broken, good[1]]
    }

    @Test("the batch writes byte for byte the SVG and PNG that one gnuplot per image writes")
    func sameBytesAsSeparateProcesses() throws {
        let renderer = GnuplotRenderer()
        let executable = try #require(renderer.executable)
        let batch = try temporaryFolder(), alone = try temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: batch)
            try? FileManager.default.removeItem(atPath: alone)
        }
        let charts = ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: nil)
        var progress: [String] = []
        let outcome = try renderer.render(charts, into: batch) { progress.append($0) }
        #expect(outcome.rendered == charts.map(\.name) && outcome.skipped.isEmpty, "\(outcome.skipped)")
        #expect(progress == charts.map(\.name), "progress once per chart, in order")
        for chart in charts {
            for file in chart.dataFiles { try Data(file.text.utf8).write(to: URL(fileURLWithPath: "\(alone)/\(file.name)")) }
            #expect(renderer.drawAlone(executable, chart: chart, in: alone) == nil)
            for imageExtension in GnuplotBatch.imageExtensions {
                let name = "\(chart.name).\(imageExtension)"
                let drawn = try #require(contents("\(batch)/\(name)"), "\(name) from the batch")
                #expect(!drawn.isEmpty && drawn == contents("\(alone)/\(name)"), "\(name): the batch's bytes differ")
            }
        }
        #expect(temporaryFiles(in: batch).isEmpty)
    }

    @Test("a chart gnuplot rejects is skipped with the message of its own gnuplot; the others are drawn; its old images stay")
    func failureNamedPerChart() throws {
        let renderer = GnuplotRenderer()
        let executable = try #require(renderer.executable)
        let folder = try temporaryFolder(), alone = try temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.removeItem(atPath: alone)
        }
        let charts = try chartsWithFailure()
        try Data("previous".utf8).write(to: URL(fileURLWithPath: "\(folder)/broken-chart.svg"))
        #expect(try !GnuplotBatch(executable: executable, charts: charts, folder: folder).run { _ in }, "the batch fails")
        #expect(contents("\(folder)/\(charts[0].name).svg") == nil, "a failed batch replaces nothing, not even the charts before the failure")
        var progress: [String] = []
        let outcome = try renderer.render(charts, into: folder) { progress.append($0) }
        #expect(outcome.rendered == [charts[0].name, charts[2].name])
        let expected = try #require(renderer.drawAlone(executable, chart: charts[1], in: alone))
        #expect(expected.hasPrefix("gnuplot exited with 1: ") && expected.contains("inkbench_undefined_function"), "\(expected)")
        #expect(outcome.skipped.map(\.name) == ["broken-chart"] && outcome.skipped.map(\.reason) == [expected])
        #expect(progress == charts.map(\.name), "progress once per chart, in order, the fallback included")
        #expect(contents("\(folder)/broken-chart.svg") == Data("previous".utf8))
        #expect(contents("\(folder)/broken-chart.png") == nil)
        for chart in [charts[0], charts[2]] {
            #expect((contents("\(folder)/\(chart.name).png")?.count ?? 0) > 0, "\(chart.name).png")
        }
        #expect(temporaryFiles(in: folder).isEmpty, "\(temporaryFiles(in: folder))")
    }

    @Test("progress that throws stops the batch: the error comes back, no image is replaced, no temporary file is left")
    func throwingProgress() throws {
        struct Stop: Error {}
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let charts = ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: nil)
        try Data("previous".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(charts[0].name).svg"))
        var progress: [String] = []
        #expect(throws: Stop.self) {
            try GnuplotRenderer().render(charts, into: folder) { name in
                progress.append(name)
                if progress.count == 2 { throw Stop() }
            }
        }
        #expect(progress == Array(charts.map(\.name).prefix(2)))
        #expect(contents("\(folder)/\(charts[0].name).svg") == Data("previous".utf8))
        #expect(contents("\(folder)/\(charts[1].name).svg") == nil)
        #expect(temporaryFiles(in: folder).isEmpty, "\(temporaryFiles(in: folder))")
    }

    @Test("each image starts a fresh session, sets its terminal as the one-image script does and writes a single-quoted name")
    func scriptShape() throws {
        let chart = try #require(ReportCharts.charts(for: try ReportFixture.report(), samplesCSV: nil).first)
        let script = GnuplotBatch.script(chart, outputs: [".a.svg.inkbench-tmp-1-0", ".a.png.inkbench-tmp-1-1"])
        let svg = "reset session\n" + chart.script(imageExtension: "svg").replacingOccurrences(
            of: "\n\(chart.commands)", with: "\nset output '.a.svg.inkbench-tmp-1-0'\n\(chart.commands)"
        ) + "unset output\n"
        #expect(script.hasPrefix(svg), "\(script)")
        #expect(script.contains("set output '.a.png.inkbench-tmp-1-1'\n"))
        #expect(script.hasSuffix("unset output\nprint '\(GnuplotBatch.chartMarker)'\n"))
        #expect(script.components(separatedBy: "reset session\n").count == 3)
    }
}
