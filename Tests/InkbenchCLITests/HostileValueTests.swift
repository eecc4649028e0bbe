import Foundation
import InkTestSupport
import Testing

/// Values that parse but are out of range, through every way they enter: a trace header,
/// `--set`, a configuration set, a predictor spec, a report.json, a baseline name and a MyPaint
/// field. Each used to crash a command past the readers (exit 132/134), exhaust memory, or be
/// accepted although wrong; each is now one line naming the value, exit code 1, and nothing
/// written. Issue 30 added report values `compare` and `chart` took although the command line
/// refuses them, a render link to `javascript:`, and bad values of options the parser took for
/// missing ones (exit 64).
@Suite("inkbench hostile values: refused where they enter, with one line")
struct HostileValueTests {
    /// Inputs made once (`$F/…` in the arguments): traces whose header holds one bad value,
    /// reports with one structural fault, a predictions.json with an impossible horizon bucket, a
    /// MyPaint file with a NUL inside a number, and
    /// configuration sets asking for unbounded prediction. Kept in `inkbench-hostile-values-PID`
    /// until a later test run, which removes the folders of processes no longer running.
    static let fixtures: URL? = try? {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-hostile-values-")
        guard try CommandRunner.run(["synth", "--shape", "line", "--duration", "0.3", "-o", "base.inktrace"], in: folder).exitCode == 0,
              try CommandRunner.run(["run", "tap", "--config", "incremental-smooth", "--out", "report"], in: folder).exitCode == 0,
              try CommandRunner.run(["predict", "tap", "--predictor", "linear", "--out", "predicted"], in: folder).exitCode == 0
        else { throw CocoaError(.fileWriteUnknown) }
        let predictions = try Data(contentsOf: folder.appendingPathComponent("predicted/predictions.json"))
        var predicted = try #require(try JSONSerialization.jsonObject(with: predictions) as? [String: Any])
        var predictedTraces = try #require(predicted["traces"] as? [[String: Any]])
        var predictors = try #require(predictedTraces[0]["predictors"] as? [[String: Any]])
        var summary = try #require(predictors[0]["summary"] as? [String: Any])
        var buckets = try #require(summary["buckets"] as? [[String: Any]])
        buckets[0]["bucket"] = ["lower": 1e308, "upper": -1e308]
        summary["buckets"] = buckets
        predictors[0]["summary"] = summary
        predictedTraces[0]["predictors"] = predictors
        predicted["traces"] = predictedTraces
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("huge-bucket"), withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: predicted).write(to: folder.appendingPathComponent("huge-bucket/predictions.json"))
        let trace = try String(contentsOf: folder.appendingPathComponent("base.inktrace"), encoding: .utf8)
        for (name, edits) in headerEdits {
            var text = trace
            for (old, new) in edits {
                guard let range = text.range(of: old) else { throw CocoaError(.fileReadCorruptFile) }
                text.replaceSubrange(range, with: new)
            }
            try text.write(to: folder.appendingPathComponent("\(name).inktrace"), atomically: true, encoding: .utf8)
        }
        let report = try Data(contentsOf: folder.appendingPathComponent("report/report.json"))
        for (name, edit) in reportEdits {
            var object = try #require(try JSONSerialization.jsonObject(with: report) as? [String: Any])
            try edit(&object)
            let reportFolder = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: reportFolder, withIntermediateDirectories: true)
            try JSONSerialization.data(withJSONObject: object).write(to: reportFolder.appendingPathComponent("report.json"))
        }
        try Data("0.00 10 10 0.5\n0.01 11 10 0.5\n210.38\0garbage 12 10 0.5\n".utf8).write(to: folder.appendingPathComponent("nul.dat"))
        let pen = "[ 100.000000] EV_ABS ABS_X 00000064\n[ 100.000000] EV_ABS ABS_Y 000000c8\n[ 100.000000] EV_KEY BTN_TOUCH DOWN\n[ 100.000000] EV_SYN SYN_REPORT 00000000\n"
        try Data(pen.utf8).write(to: folder.appendingPathComponent("pen.getevent"))
        for (name, line) in [("horizon-cap", "prediction: \"linear:horizon-cap=1e308\""), ("prediction-horizon", "prediction: linear\n    prediction-horizon: 100000000")] {
            try Data("configurations:\n  - name: greedy\n    geometry: incremental\n    \(line)\n".utf8).write(to: folder.appendingPathComponent("\(name).yaml"))
        }
        return folder
    }()

    /// Header fields replaced in a synthesized trace (the text of line 1).
    static let headerEdits: [(String, [(String, String)])] = [
        ("tiny-huge-canvas", [("\"canvasWidth\":1024.0", "\"canvasWidth\":1e30"), ("\"canvasHeight\":1366.0", "\"canvasHeight\":1e-30")]),
        ("wide-canvas", [("\"canvasWidth\":1024.0", "\"canvasWidth\":16400"), ("\"canvasHeight\":1366.0", "\"canvasHeight\":1000")]),
        ("zero-scale", [("\"pixelScale\":2.0", "\"pixelScale\":0")]),
        ("negative-median", [("\"median\":0.022", "\"median\":-0.02")]),
        ("minimum-over-maximum", [("\"minimum\":0.01", "\"minimum\":0.5")]),
        ("fast-display", [("\"displayHz\":120.0", "\"displayHz\":1e300")]),
        ("dense-points", [("\"pointsPerMM\":5.196850393700788", "\"pointsPerMM\":1e300")]),
    ]

    /// Faults written into the `report.json` of a real run.
    static let reportEdits: [(String, @Sendable (inout [String: Any]) throws -> Void)] = [
        ("no-runs", { try editFirstResult(&$0) { $0["runs"] = [] } }),
        ("representative-out-of-range", { try editFirstResult(&$0) { $0["representativeRun"] = 7 } }),
        ("negative-noise", { $0["thresholds"] = ["source": "x.yaml", "noise": -1, "metrics": [String: Double]()] }),
        ("negative-metric-threshold", { $0["thresholds"] = ["source": "x.yaml", "metrics": ["lag.p99": -0.5]] }),
        ("negative-cpu-scale", { report in
            var cost = try #require(report["cost"] as? [String: Any])
            cost["cpuScale"] = -1
            report["cost"] = cost
        }),
        ("zero-display", { report in
            var traces = try #require(report["traces"] as? [[String: Any]])
            var profile = try #require(traces[0]["profile"] as? [String: Any])
            profile["displayHz"] = 0
            traces[0]["profile"] = profile
            report["traces"] = traces
        }),
        ("negative-count", { try editFirstRun(&$0) { $0["callbacks"] = -5 } }),
        ("negative-lag", { try editFirstRun(&$0) { run in
            var lag = run["lag"] as? [String: Any] ?? [:]
            lag["p50"] = -0.01
            run["lag"] = lag
        } }),
        ("missed-beyond-total", { try editFirstRun(&$0) { $0["missedFrames"] = ["count": 9, "total": 3, "rate": 3] } }),
        ("javascript-render", { report in
            report["renders"] = [["trace": "tap", "file": "javascript:alert(document.domain)", "configuration": "incremental-smooth", "momentSeconds": 0, "caption": "x"]]
        }),
    ]

    static func editFirstRun(_ report: inout [String: Any], _ edit: @escaping (inout [String: Any]) -> Void) throws {
        try editFirstResult(&report) { result in
            guard var runs = result["runs"] as? [[String: Any]], !runs.isEmpty else { return }
            edit(&runs[0])
            result["runs"] = runs
        }
    }

    static func editFirstResult(_ report: inout [String: Any], _ edit: (inout [String: Any]) -> Void) throws {
        var traces = try #require(report["traces"] as? [[String: Any]])
        var results = try #require(traces[0]["results"] as? [[String: Any]])
        edit(&results[0])
        traces[0]["results"] = results
        report["traces"] = traces
    }

    /// Arguments, and a part of the one line expected on stderr.
    static let cases: [([String], String)] = [
        (["inspect", "$F/tiny-huge-canvas.inktrace"], "tiny-huge-canvas.inktrace:1: header field profile.canvasWidth: profile ipad-pro-pencil-120: canvas width 1e+30 is outside"),
        (["run", "$F/tiny-huge-canvas.inktrace", "--config", "incremental-smooth", "--out", "out"], "canvas width 1e+30 is outside"),
        (["render", "$F/tiny-huge-canvas.inktrace", "--full-canvas", "-o", "x.png"], "canvas width 1e+30 is outside"),
        (["run", "tap", "--config", "incremental-smooth", "--set", "canvas-width=1e30", "--set", "canvas-height=1e-30", "--out", "out"], "canvas-width=1e30: must lie in"),
        (["render", "tap", "--full-canvas", "--set", "canvas-width=1e30", "--set", "canvas-height=1e-30", "-o", "x.png"], "canvas-width=1e30: must lie in"),
        (["run", "$F/wide-canvas.inktrace", "--config", "incremental-smooth", "--out", "out"], "the canvas is 32800 px wide"),
        (["run", "tap", "--config", "incremental-smooth", "--set", "canvas-width=16400", "--set", "canvas-height=1000", "--out", "out"], "the canvas is 32800 px wide"),
        (["run", "$F/zero-scale.inktrace", "--config", "incremental-smooth", "--out", "out"], "pixel scale 0 is outside the supported 0.01…100 px/pt"),
        (["render", "$F/zero-scale.inktrace", "--full-canvas", "-o", "x.png"], "pixel scale 0 is outside"),
        (["inspect", "$F/negative-median.inktrace"], "property-update delay median -0.02 is outside the supported (0, 10] s"),
        (["inspect", "$F/minimum-over-maximum.inktrace"], "needs minimum ≤ median ≤ maximum (got 0.5 ≤ 0.022 ≤ 0.04 s)"),
        (["inspect", "$F/fast-display.inktrace"], "display rate 1e+300 is outside"),
        (["predict", "$F/dense-points.inktrace"], "points per mm 1e+300 is outside"),
        (["predict", "$F/base.inktrace", "--set", "points-per-mm=1e300"], "points-per-mm=1e300: must lie in 0.01…1000 pt/mm"),
        (["synth", "--shape", "line", "--set", "display-hz=1e300", "-o", "x.inktrace"], "display-hz=1e300: must lie in (0, 10000] Hz"),
        (["synth", "--shape", "line", "--set", "canvas-width=1e30", "-o", "x.inktrace"], "canvas-width=1e30: must lie in"),
        (["synth", "--shape", "line", "--set", "pixel-scale=1e300", "-o", "x.inktrace"], "pixel-scale=1e300: must lie in"),
        (["synth", "--shape", "line", "--set", "input-latency=11", "-o", "x.inktrace"], "input-latency=11: must lie in 0…10 s"),
        (["synth", "--shape", "line", "--set", "compositor-frames=1001", "-o", "x.inktrace"], "compositor-frames=1001: must lie in 0…1000 frames"),
        (["synth", "--shape", "line", "--set", "update-delay-median=1e300", "-o", "x.inktrace"], "update-delay-median=1e300: must lie in (0, 10] s"),
        (["synth", "--shape", "line", "--set", "canvas-width=20000", "-o", "x.inktrace"], "the canvas is 40000 px wide"),
        (["convert", "$F/base.inktrace", "--set", "pixel-scale=0", "-o", "x.inktrace"], "pixel-scale=0: must lie in"),
        (["chart", "$F/no-runs/report.json", "--out", "charts"], "traces[0].results[0].runs is empty"),
        (["compare", "$F/report/report.json", "$F/no-runs/report.json"], "traces[0].results[0].runs is empty"),
        (["chart", "$F/representative-out-of-range/report.json", "--out", "charts"], "representativeRun 7 is not a run index"),
        (["compare", "$F/report/report.json", "$F/representative-out-of-range/report.json"], "representativeRun 7 is not a run index"),
        (["compare", "$F/report/report.json", "$F/negative-noise/report.json"], "thresholds.noise -1.0 is not a fraction ≥ 0"),
        (["compare", "$F/report/report.json", "$F/negative-metric-threshold/report.json"], "thresholds.metrics.lag.p99 -0.5 is not a fraction ≥ 0"),
        (["run", "tap", "--config", "$F/horizon-cap.yaml", "--out", "out"], "horizon-cap=1e308 must lie in (0, 1000] ms"),
        (["run", "tap", "--config", "$F/prediction-horizon.yaml", "--out", "out"], "'prediction-horizon' must lie in (0, 1000] ms, or be auto or auto:MS (got 100000000)"),
        (["predict", "tap", "--predictor", "linear:horizon-cap=1e308"], "horizon-cap=1e308 must lie in (0, 1000] ms"),
        (["predict", "tap", "--predictor", "kalman-ca:interval-smoothing=2"], "interval-smoothing=2 must lie in 0…1"),
        (["chart", "$F/huge-bucket/predictions.json", "--out", "charts"], "traces[0].predictors[0].summary.buckets[0].bucket [1e+308, -1e+308) ms is not a horizon bucket"),
        (["inspect", "$F/nul.dat"], "nul.dat:3: time \"210.38\\0garbage\" is not a number"),
        (["chart", "$F/negative-cpu-scale/report.json"], "cost.cpuScale -1 is outside the supported (0, 1000]"),
        (["compare", "$F/report/report.json", "$F/negative-cpu-scale/report.json"], "cost.cpuScale -1 is outside the supported (0, 1000]"),
        (["chart", "$F/zero-display/report.json"], "traces[0].profile.displayHz 0 is outside the supported (0, 10000] Hz"),
        (["compare", "$F/zero-display/report.json", "$F/report/report.json"], "traces[0].profile.displayHz 0 is outside the supported (0, 10000] Hz"),
        (["chart", "$F/negative-count/report.json"], "traces[0].results[0].runs[0].callbacks -5 is negative (a count)"),
        (["compare", "$F/report/report.json", "$F/negative-count/report.json"], "traces[0].results[0].runs[0].callbacks -5 is negative (a count)"),
        (["chart", "$F/negative-lag/report.json"], "traces[0].results[0].runs[0].lag.p50 -0.01 is negative"),
        (["compare", "$F/report/report.json", "$F/negative-lag/report.json"], "traces[0].results[0].runs[0].lag.p50 -0.01 is negative"),
        (["compare", "$F/report/report.json", "$F/missed-beyond-total/report.json"], "runs[0].missedFrames 9 of 3 is not a count out of its total"),
        (["chart", "$F/javascript-render/report.json"], "renders[0].file 'javascript:alert(document.domain)' is not a picture in renders/ (renders/NAME.png)"),
        (["predict", "tap", "--held-out", "-0.5"], "--held-out -0.5: must lie strictly between 0 and 1"),
        (["predict", "--sweep", "--held-out", "2"], "--held-out 2.0: must lie strictly between 0 and 1"),
        (["predict", "tap", "--seed", "-1"], "The value '-1' is invalid for '--seed <n>'"),
        (["inspect", "$F/pen.getevent", "--points-per-mm", "-3"], "pen.getevent: --points-per-mm -3 is outside the supported 0.01…1000 pt/mm"),
        (["inspect", "$F/pen.getevent", "--points-per-mm", "1e300"], "pen.getevent: --points-per-mm 1e+300 is outside the supported 0.01…1000 pt/mm"),
        (["record", "--port", "-1"], "--port -1: expected 0…65535"),
        (["compare", "$F/report/report.json", "--save-baseline", "main\nv2"], "baseline name 'main v2'"),
        (["compare", "$F/report/report.json", "--save-baseline", "a/b"], "baseline name 'a/b'"),
        (["compare", "$F/report/report.json", "--save-baseline", ""], "baseline name ''"),
        (["compare", "$F/report/report.json", "--save-baseline", ".."], "baseline name '..'"),
        (["compare", "$F/report/report.json", "--baseline", "x\u{1B}[2J"], "use a plain name"),
    ]

    @Test("each hostile value is one line, exit code 1, nothing written", arguments: cases)
    func refused(arguments: [String], expected: String) throws {
        let fixtures = try #require(Self.fixtures, "the shared fixtures could not be made")
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolved = arguments.map { $0.replacingOccurrences(of: "$F", with: fixtures.path) }
        let result = try CommandRunner.run(resolved, in: folder)
        #expect(result.exitCode == 1, "\(arguments): \(result.standardError)")
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1 && result.standardError.hasPrefix("Error: "), "\(arguments): \(result.standardError)")
        #expect(result.standardError.contains(expected), "\(arguments): \(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "\(arguments) wrote into the working folder")
    }
}
