import Foundation
import Testing
import InkTestSupport

/// Ctrl-C (SIGINT) and SIGTERM in the middle of writing: the real `inkbench` exits with 130 / 143,
/// the previous output is byte for byte what it was, and no `.inkbench-tmp-` file is left.
@Suite("inkbench interrupted: previous outputs intact, no temporary files")
struct InterruptTests {
    /// Starts `inkbench arguments…` in `folder`, waits until a temporary file appears there (or,
    /// with `orAfter`, until that many seconds have passed), sends `signal` and waits for the
    /// exit. Returns the exit status and stderr, or nil when the command finished before it
    /// could be interrupted.
    private func interrupt(
        _ arguments: [String], in folder: URL, with signal: Int32, orAfter seconds: Double? = nil
    ) throws -> (status: Int32, standardError: String)? {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        let started = Date()
        while process.isRunning {
            if try !temporaryFiles(in: folder).isEmpty { break }
            if let seconds, Date().timeIntervalSince(started) >= seconds { break }
            usleep(1000)
        }
        guard process.isRunning else {
            process.waitUntilExit()
            return nil
        }
        kill(process.processIdentifier, signal)
        let message = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        return (process.terminationStatus, String(decoding: message, as: UTF8.self))
    }

    /// Every `.inkbench-tmp-` file under `folder`, recursively.
    private func temporaryFiles(in folder: URL) throws -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.contains(".inkbench-tmp-") }
    }

    private func contents(_ folder: URL, _ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    @Test("synth interrupted by SIGINT while writing a long trace")
    func synthInterrupted() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("previous\n".utf8).write(to: folder.appendingPathComponent("out.inktrace"))
        guard let outcome = try interrupt(["synth", "--shape", "spiral", "--duration", "600", "-o", "out.inktrace"], in: folder, with: SIGINT) else {
            Issue.record("synth finished before a temporary file was seen")
            return
        }
        #expect(outcome.status == 130)
        #expect(outcome.standardError == "inkbench: interrupted; temporary files removed, previous outputs unchanged\n")
        #expect(try contents(folder, "out.inktrace") == Data("previous\n".utf8))
        #expect(try temporaryFiles(in: folder).isEmpty)
    }

    @Test("convert terminated by SIGTERM while writing")
    func convertTerminated() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let synth = try CommandRunner.run(["synth", "--shape", "spiral", "--duration", "300", "-o", "long.inktrace"], in: folder)
        try #require(synth.exitCode == 0, "\(synth.standardError)")
        try Data("previous\n".utf8).write(to: folder.appendingPathComponent("out.csv"))
        guard let outcome = try interrupt(["convert", "long.inktrace", "-o", "out.csv"], in: folder, with: SIGTERM) else {
            Issue.record("convert finished before a temporary file was seen")
            return
        }
        #expect(outcome.status == 143)
        #expect(outcome.standardError.hasPrefix("inkbench: terminated;"))
        #expect(try contents(folder, "out.csv") == Data("previous\n".utf8))
        #expect(try temporaryFiles(in: folder).isEmpty)
    }

    @Test("run interrupted by SIGINT leaves the previous report folder as it was")
    func runInterrupted() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CommandRunner.run(["run", "tap", "--config", "incremental-smooth", "--out", "report"], in: folder)
        try #require(first.exitCode == 0, "\(first.standardError)")
        let kept = ["report/report.json", "report/summary.md", "report/data/configurations.csv", "report/data/samples.csv"]
        let before = try kept.map { try contents(folder, $0) }
        let synth = try CommandRunner.run(["synth", "--shape", "spiral", "--duration", "60", "-o", "long.inktrace"], in: folder)
        try #require(synth.exitCode == 0, "\(synth.standardError)")
        let arguments = ["run", "long.inktrace", "--config", "incremental-smooth", "--out", "report", "--no-progress"]
        guard let outcome = try interrupt(arguments, in: folder, with: SIGINT, orAfter: 0.5) else {
            Issue.record("run finished before it could be interrupted")
            return
        }
        #expect(outcome.status == 130)
        #expect(try kept.map { try contents(folder, $0) } == before)
        #expect(try temporaryFiles(in: folder).isEmpty)
    }

    @Test("chart terminated by SIGTERM while gnuplot draws: every chart file is whole", .needsGnuplot)
    func chartTerminated() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CommandRunner.run(["run", "tap", "handwriting", "--config", "incremental-smooth", "--config", "naive", "--out", "report"], in: folder)
        try #require(first.exitCode == 0, "\(first.standardError)")
        let charts = folder.appendingPathComponent("report/charts")
        let names = try FileManager.default.contentsOfDirectory(atPath: charts.path).sorted()
        try #require(names.contains { $0.hasSuffix(".png") }, "\(names)")
        let before = try names.map { try contents(charts, $0) }
        guard let outcome = try interrupt(["chart", "report/report.json"], in: folder, with: SIGTERM, orAfter: 0.3) else {
            try Test.cancel("chart finished within 0.3 s, before it could be interrupted")
        }
        #expect(outcome.status == 143)
        #expect(try FileManager.default.contentsOfDirectory(atPath: charts.path).sorted() == names)
        #expect(try names.map { try contents(charts, $0) } == before, "charts are deterministic: a whole file is the previous one")
        #expect(try temporaryFiles(in: folder).isEmpty)
    }
}
