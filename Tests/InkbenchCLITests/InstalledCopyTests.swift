import Foundation
import Testing

/// A copy of the built binary alone in an empty folder, run from another folder with no
/// configuration folder, calibration or checkout around — the README's examples work: the
/// built-in configuration sets and the shipped calibration are compiled in.
@Suite(
    "a copy of inkbench outside the checkout",
    .enabled(if: FileManager.default.isExecutableFile(atPath: CommandRunner.executable.path), "needs the built inkbench binary")
)
struct InstalledCopyTests {
    /// The copy, the folder it runs in, and an environment without the lookup variables.
    struct Installation {
        var binary: URL
        var work: URL
        var environment: [String: String]

        /// A new copy in `prefix/bin` of a fresh temporary folder, run in its `app` folder.
        static func fresh() throws -> Installation {
            let root = try CommandRunner.temporaryFolder()
            let bin = root.appendingPathComponent("prefix/bin", isDirectory: true)
            let work = root.appendingPathComponent("app", isDirectory: true)
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let binary = bin.appendingPathComponent("inkbench")
            try FileManager.default.copyItem(at: CommandRunner.executable, to: binary)
            let environment = ProcessInfo.processInfo.environment.filter { !["INKBENCH_CONFIGS", "INKBENCH_CALIBRATION"].contains($0.key) }
            return Installation(binary: binary, work: work, environment: environment)
        }

        /// Runs the copy with `arguments` in the work folder; expects exit 0 and returns stdout.
        func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.currentDirectoryURL = work
            process.environment = environment
            let output = Pipe(), error = Pipe()
            process.standardOutput = output
            process.standardError = error
            try process.run()
            let outData = output.fileHandleForReading.readDataToEndOfFile()
            let errData = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let message = String(decoding: errData, as: UTF8.self)
            #expect(process.terminationStatus == 0, "inkbench \(arguments.joined(separator: " ")): \(message)", sourceLocation: sourceLocation)
            return String(decoding: outData, as: UTF8.self)
        }

        func remove() {
            try? FileManager.default.removeItem(at: work.deletingLastPathComponent())
        }
    }

    @Test("list, synth, inspect, run by set name and by configuration name, compare and baselines")
    func readmeSession() throws {
        let copy = try Installation.fresh()
        defer { copy.remove() }
        let configs = try copy.run(["list", "configs"])
        for name in ["default-incremental", "incremental-smooth", "wwdc-predicted"] { #expect(configs.contains(name)) }
        _ = try copy.run(["synth", "--dataset", "line-short", "-o", "line.inktrace"])
        #expect(try copy.run(["inspect", "line.inktrace"]).contains("line.inktrace"))
        let wwdc = try copy.run(["run", "line.inktrace", "--config", "wwdc2016", "--out", "reports/wwdc", "--no-renders", "--no-progress"])
        #expect(wwdc.contains("wwdc-predicted") && wwdc.contains("ipad-pencil-60"))
        let report = try Data(contentsOf: copy.work.appendingPathComponent("reports/wwdc/report.json"))
        let cost = try #require((try JSONSerialization.jsonObject(with: report) as? [String: Any])?["cost"] as? [String: Any])
        #expect((cost["calibration"] as? [String: Any])?["path"] as? String == "calibration/linux-x86_64-2core.json")
        #expect(try copy.run(["run", "--dataset", "tap", "--config", "incremental-smooth", "--out", "reports/one", "--no-renders", "--no-progress"]).contains("incremental-smooth"))
        _ = try copy.run(["compare", "reports/wwdc/report.json", "reports/wwdc/report.json"])
        _ = try copy.run(["compare", "reports/wwdc/report.json", "--save-baseline", "main"])
        _ = try copy.run(["compare", "reports/wwdc/report.json", "--baseline", "main", "--format", "markdown"])
        _ = try copy.run(["compare", "reports/wwdc/report.json", "reports/wwdc/report.json", "--config", "default"])
    }

    @Test("pipeline-cost and calibrate find the built-in configurations; an explicit set finds the calibration")
    func builtInsBehindOtherCommands() throws {
        let copy = try Installation.fresh()
        defer { copy.remove() }
        #expect(try copy.run(["pipeline-cost", "line-short", "--config", "naive", "--config", "incremental-smooth"]).contains("incremental-smooth"))
        _ = try copy.run(["calibrate", "--quick", "--dataset", "line-short", "--render-dataset", "line-short", "--machine-kind", "test", "--allow-busy", "-o", "mine.json"])
        try "configurations:\n  - name: own\n    geometry: incremental\n    redraw: display-link\n".write(
            to: copy.work.appendingPathComponent("own.yaml"), atomically: true, encoding: .utf8
        )
        #expect(try copy.run(["run", "--dataset", "tap", "--config", "own.yaml", "--out", "reports/own", "--no-renders", "--no-progress"]).contains("own"))
        #expect(try copy.run(["run", "--dataset", "tap", "--config", "own.yaml", "--calibration", "mine.json", "--out", "reports/mine", "--no-renders", "--no-progress"]).contains("own"))
    }

    @Test("a folder of the user's own sets adds to the built-in ones")
    func ownFolderAddsToBuiltIns() throws {
        let copy = try Installation.fresh()
        defer { copy.remove() }
        try FileManager.default.createDirectory(at: copy.work.appendingPathComponent("sets"), withIntermediateDirectories: false)
        try "configurations:\n  - name: own-smooth\n    geometry: incremental\n    smoother: { kind: catmull-rom }\n".write(
            to: copy.work.appendingPathComponent("sets/own.yaml"), atomically: true, encoding: .utf8
        )
        let listed = try copy.run(["list", "configs", "--configs", "sets"])
        #expect(listed.contains("own-smooth") && listed.contains("wwdc-predicted"))
        var environment = copy.environment
        environment["INKBENCH_CONFIGS"] = "sets"
        let withVariable = Installation(binary: copy.binary, work: copy.work, environment: environment)
        #expect(try withVariable.run(["list", "configs"]).contains("own-smooth"))
    }
}
