import Foundation
import Testing

/// Whether gnuplot is on PATH: without it no script runs, so there is nothing to inject into.
let gnuplotOnPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .contains { FileManager.default.isExecutableFile(atPath: "\($0)/gnuplot") }

/// Trace file names, configuration names from YAML and names inside a report.json that would run
/// a shell command if gnuplot evaluated them (`touch PWNED…` in gnuplot's working folder, the
/// charts folder): through `run`, `predict --out`, `chart` and a re-plot of the saved `.gp`
/// scripts, nothing is created and the chart titles show the names as typed.
@Suite("inkbench and gnuplot: names from input are never executed", .enabled(if: gnuplotOnPath, "needs gnuplot on PATH"))
struct GnuplotInjectionTests {
    static let traceName = "x`touch PWNED-trace`$(touch PWNED-dollar)'q'@m.inktrace"
    /// Configuration names (YAML names may hold no spaces, so `${IFS}` separates the words).
    static let configurationNames = ["a`touch${IFS}PWNED-config`", "b$(touch${IFS}PWNED-sub)'q'{x}^_"]

    /// Every path under `folder` whose last component starts with PWNED.
    private func createdFiles(in folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { ($0 as NSString).lastPathComponent.hasPrefix("PWNED") }
    }

    /// The text of every SVG in `folder`, by file name.
    private func svgs(in folder: URL) throws -> [String: String] {
        var texts: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".svg") {
            texts[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return texts
    }

    /// Runs every saved `.gp` script of `charts` with gnuplot itself, as a user re-plotting would.
    private func replotScripts(in charts: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: charts.path) where name.hasSuffix(".gp") {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["gnuplot", name]
            process.currentDirectoryURL = charts
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "gnuplot \(name)")
        }
    }

    @Test("run: a hostile trace file name and hostile configuration names")
    func run() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let synth = try CommandRunner.run(["synth", "--shape", "line", "-o", Self.traceName], in: folder)
        try #require(synth.exitCode == 0, "\(synth.standardError)")
        let yaml = "configurations:\n" + Self.configurationNames.map { "  - name: \"\($0)\"\n    geometry: incremental\n    prediction: linear\n" }.joined()
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("hostile.yaml"))
        let result = try CommandRunner.run(["run", Self.traceName, "--config", "hostile.yaml", "--out", "report", "--no-progress"], in: folder)
        try #require(result.exitCode == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("chart skipped"), "\(result.standardOutput)")
        let charts = folder.appendingPathComponent("report/charts")
        try replotScripts(in: charts)
        #expect(createdFiles(in: folder).isEmpty, "\(createdFiles(in: folder))")
        let texts = try svgs(in: charts)
        #expect(texts.count == 8, "\(texts.keys.sorted())")
        let budget = try #require(texts.first { $0.key.hasPrefix("lag-budget-") }?.value)
        for name in Self.configurationNames { #expect(budget.contains(name), "\(name) under its lag budget bar") }
        let lagCDF = try #require(texts.first { $0.key.hasPrefix("lag-cdf-") }?.value)
        #expect(lagCDF.contains("Lag CDF — \(Self.traceName)"))
        for name in Self.configurationNames { #expect(lagCDF.contains(name), "\(name) in the legend") }
    }

    @Test("predict --out: a hostile trace file name")
    func predict() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let synth = try CommandRunner.run(["synth", "--shape", "line", "-o", Self.traceName], in: folder)
        try #require(synth.exitCode == 0, "\(synth.standardError)")
        let result = try CommandRunner.run(["predict", Self.traceName, "--predictor", "linear", "--predictor", "quadratic", "--out", "predictions"], in: folder)
        try #require(result.exitCode == 0, "\(result.standardError)")
        let charts = folder.appendingPathComponent("predictions/charts")
        let replot = try CommandRunner.run(["chart", "predictions/predictions.json"], in: folder)
        #expect(replot.exitCode == 0, "\(replot.standardError)")
        try replotScripts(in: charts)
        #expect(createdFiles(in: folder).isEmpty, "\(createdFiles(in: folder))")
        let chart = try #require(try svgs(in: charts).first?.value)
        #expect(chart.contains("Prediction error vs horizon — \(Self.traceName)"))
    }

    @Test("chart: a report.json whose configuration names hold backquoted commands")
    func chart() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CommandRunner.run(["run", "tap", "--config", "incremental-smooth", "--config", "naive", "--out", "report", "--no-progress"], in: folder)
        try #require(first.exitCode == 0, "\(first.standardError)")
        let names = ["`touch PWNED-chart`", "$(touch PWNED-dollar) \"dq\" 'sq' @m"]
        let path = folder.appendingPathComponent("report/report.json")
        var report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
        var traces = try #require(report["traces"] as? [[String: Any]])
        traces[0]["input"] = "`touch PWNED-input`"
        var results = try #require(traces[0]["results"] as? [[String: Any]])
        for index in results.indices { results[index]["configuration"] = names[index] }
        traces[0]["results"] = results
        report["traces"] = traces
        try JSONSerialization.data(withJSONObject: report).write(to: path)
        let result = try CommandRunner.run(["chart", "report/report.json"], in: folder)
        try #require(result.exitCode == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("chart skipped"), "\(result.standardOutput)")
        let charts = folder.appendingPathComponent("report/charts")
        try replotScripts(in: charts)
        #expect(createdFiles(in: folder).isEmpty, "\(createdFiles(in: folder))")
        let drops = try #require(try svgs(in: charts).first { $0.key.hasPrefix("drops-missed-") && $0.key.contains("PWNED-input") }?.value)
        #expect(drops.contains("Dropped samples and missed frames — `touch PWNED-input`"))
        #expect(drops.contains("`touch PWNED-chart`"), "the histogram's labels")
    }
}
