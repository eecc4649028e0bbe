import Foundation
import Testing

/// The report folder of `inkbench run` under interruption, a file size limit, SIGKILL leftovers
/// and a second run into the same folder: renders/ belongs to the report it was committed with,
/// temporary files never accumulate, and a second writer fails with one line.
@Suite("inkbench output folder: renders committed with the report, stale temporary files, one writer at a time")
struct OutputSafetyTests {
    /// Every `.inkbench-tmp-` file under `folder`, recursively.
    private func temporaryFiles(in folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.contains(".inkbench-tmp-") }
    }

    /// The bytes of every file under `folder/report` that a run commits (report, summary, data,
    /// renders), by relative path.
    private func committedFiles(in folder: URL) throws -> [String: Data] {
        let report = folder.appendingPathComponent("report")
        var files: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: report.path)?.allObjects as? [String] ?? []
        where path == "report.json" || path == "summary.md" || path.hasPrefix("data/") || path.hasPrefix("renders/") {
            var isFolder: ObjCBool = false
            let url = report.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// Starts `inkbench arguments…` in `folder`; returns the process and its stderr pipe.
    private func start(_ arguments: [String], in folder: URL) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        return (process, error)
    }

    /// Waits until `condition` holds or `process` ends; true when it held while the process ran.
    private func wait(for process: Process, until condition: () -> Bool) -> Bool {
        while process.isRunning {
            if condition() { return true }
            usleep(2000)
        }
        return false
    }

    /// A folder with `report/` from a run of `a.inktrace` (a line), then `a.inktrace` replaced
    /// by a circle and `long.inktrace` (a 300 s spiral) beside it: a second run of both would
    /// draw different pictures of `a` before it is stopped in `long`.
    private func folderWithPreviousReport() throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        for arguments in [["synth", "--shape", "line", "-o", "a.inktrace"], ["run", "a.inktrace", "--config", "incremental-smooth", "--out", "report", "--no-progress"],
                          ["synth", "--shape", "circle", "-o", "a.inktrace"], ["synth", "--shape", "spiral", "--duration", "300", "-o", "long.inktrace"]] {
            let result = try CommandRunner.run(arguments, in: folder)
            try #require(result.exitCode == 0, "\(arguments): \(result.standardError)")
        }
        return folder
    }

    @Test("SIGTERM after the new renders were drawn leaves the previous renders/, report.json and data/ byte for byte")
    func rendersBelongToTheirReport() throws {
        let folder = try folderWithPreviousReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try committedFiles(in: folder)
        #expect(before.keys.contains("renders/a-inktrace-end.png"))
        let renders = folder.appendingPathComponent("report/renders")
        let (process, error) = try start(["run", "a.inktrace", "long.inktrace", "--config", "incremental-smooth", "--out", "report", "--no-progress"], in: folder)
        let drawn = wait(for: process) { !temporaryFiles(in: renders).isEmpty }
        try #require(drawn, "the run ended before it drew a's pictures")
        kill(process.processIdentifier, SIGTERM)
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        #expect(message == "inkbench: terminated; temporary files removed, previous outputs unchanged\n")
        #expect(try committedFiles(in: folder) == before, "renders/ changed although report.json did not")
        #expect(temporaryFiles(in: folder).isEmpty)
    }

    @Test("a write past the file size limit (ulimit -f, SIGXFSZ) fails in one line and leaves the previous report set")
    func fileSizeLimit() throws {
        let folder = try folderWithPreviousReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try committedFiles(in: folder)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f 40 && exec \"$0\" run a.inktrace --config incremental-smooth --out report --no-progress", CommandRunner.executable.path]
        process.currentDirectoryURL = folder
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by SIGXFSZ")
        #expect(process.terminationStatus == 1)
        #expect(message.split(separator: "\n").count == 1 && message.contains("File too large"), "\(message)")
        #expect(try committedFiles(in: folder) == before)
        #expect(temporaryFiles(in: folder).isEmpty)
    }

    @Test("SIGXFSZ from another process is handled like SIGTERM: exit 153, one line, no temporary files")
    func externalFileSizeSignal() throws {
        let folder = try folderWithPreviousReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try committedFiles(in: folder)
        let (process, error) = try start(["run", "long.inktrace", "--config", "incremental-smooth", "--out", "report", "--no-progress"], in: folder)
        try #require(wait(for: process) { !temporaryFiles(in: folder).isEmpty }, "the run ended before it wrote anything")
        kill(process.processIdentifier, SIGXFSZ)
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 153)
        #expect(message == "inkbench: stopped by SIGXFSZ (file size limit); temporary files removed, previous outputs unchanged\n")
        #expect(try committedFiles(in: folder) == before)
        #expect(temporaryFiles(in: folder).isEmpty)
    }

    @Test("temporary files of processes that no longer exist are removed by the next run; a live process's are kept")
    func staleTemporaryFiles() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let gone = ended.processIdentifier
        try #require(kill(gone, 0) != 0, "the ended process's id was reused")
        let stale = ["report/.report.json.inkbench-tmp-\(gone)-0", "report/data/.samples.csv.inkbench-tmp-\(gone)-3",
                     "report/charts/.lag-cdf-tap.svg.inkbench-tmp-\(gone)-0", "report/renders/.tap-end.png.inkbench-tmp-\(gone)-1"]
        let live = "report/.summary.md.inkbench-tmp-\(getpid())-0"
        for path in stale + [live, "report/.notes.inkbench-tmp-x-1", "report/keep.txt"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("left over\n".utf8).write(to: url)
        }
        let result = try CommandRunner.run(["run", "tap", "--config", "incremental-smooth", "--out", "report", "--no-progress"], in: folder)
        try #require(result.exitCode == 0, "\(result.standardError)")
        for path in stale { #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path) left") }
        for path in [live, "report/.notes.inkbench-tmp-x-1", "report/keep.txt"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path) removed")
        }
    }

    @Test("a second run into a folder another run is writing fails at once with one line; the first completes")
    func oneWriterAtATime() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let synth = try CommandRunner.run(["synth", "--shape", "spiral", "--duration", "120", "-o", "long.inktrace"], in: folder)
        try #require(synth.exitCode == 0, "\(synth.standardError)")
        let (first, firstError) = try start(["run", "long.inktrace", "--config", "incremental-smooth", "--out", "report", "--no-progress"], in: folder)
        try #require(wait(for: first) { !temporaryFiles(in: folder).isEmpty }, "the first run ended before it wrote anything")
        for arguments in [["run", "tap", "--config", "naive", "--out", "report"], ["predict", "tap", "--predictor", "linear", "--out", "report"]] {
            let second = try CommandRunner.run(arguments, in: folder)
            #expect(second.exitCode == 1)
            #expect(second.standardError == "Error: report: another inkbench is writing into this folder; wait for it to finish or choose another output folder\n")
        }
        _ = firstError.fileHandleForReading.readDataToEndOfFile()
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        let report = try String(contentsOf: folder.appendingPathComponent("report/report.json"), encoding: .utf8)
        #expect(report.contains("\"incremental-smooth\"") && !report.contains("\"naive\""))
    }

    @Test("an output folder under a read-only parent is one line", .enabled(if: geteuid() != 0, "root writes into read-only folders"))
    func readOnlyParent() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("locked").path)
            try? FileManager.default.removeItem(at: folder)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("locked"), withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.appendingPathComponent("locked").path)
        for arguments in [["run", "tap", "--config", "naive", "--out", "locked/report"], ["predict", "tap", "--out", "locked/report"]] {
            let result = try CommandRunner.run(arguments, in: folder)
            #expect(result.exitCode == 1)
            #expect(result.standardError == "Error: locked/report: cannot create the output folder: Permission denied\n", "\(result.standardError)")
        }
    }
}
