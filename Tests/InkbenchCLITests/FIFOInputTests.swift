import Foundation
import InkTestSupport
import Testing

/// Reading from a FIFO: one that nobody writes to used to hang `inspect` (and every reader) in
/// `open`; now each waits at most `INKBENCH_MAX_READ_WAIT` seconds for data and says so in one
/// line, while a FIFO that is written to reads like a file.
@Suite struct FIFOInputTests {
    static func environment(wait: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["INKBENCH_MAX_READ_WAIT"] = wait
        return environment
    }

    @Test("a FIFO nobody writes to: one line after the read wait, for a streamed and a whole-file format", arguments: ["x.inktrace", "x.json", "x.events"])
    func silentFIFO(name: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent(name).path, 0o600) == 0)
        let start = Date()
        let result = try CommandRunner.run(["inspect", name], in: folder, environment: Self.environment(wait: "0.5"))
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(result.exitCode == 1)
        #expect(result.standardError == "Error: \(name): no data within 0.5 s (a pipe or FIFO nobody writes to?); raise the wait with INKBENCH_MAX_READ_WAIT\n")
    }

    @Test("a FIFO that is written to reads like the file")
    func writtenFIFO() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["synth", "--shape", "line", "--duration", "0.3", "-o", "line.inktrace"], in: folder).exitCode == 0)
        let fifo = folder.appendingPathComponent("fifo.inktrace").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let bytes = try Data(contentsOf: folder.appendingPathComponent("line.inktrace"))
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
            close(descriptor)
        }
        writer.start()
        let fromFIFO = try CommandRunner.run(["inspect", "fifo.inktrace"], in: folder, environment: Self.environment(wait: "10"))
        let fromFile = try CommandRunner.run(["inspect", "line.inktrace"], in: folder)
        #expect(fromFIFO.exitCode == 0, "\(fromFIFO.standardError)")
        #expect(fromFIFO.standardOutput.replacingOccurrences(of: "fifo.inktrace", with: "line.inktrace") == fromFile.standardOutput)
    }

    @Test("INKBENCH_MAX_READ_WAIT must be a positive number")
    func badWait() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["inspect", "tap"], in: folder, environment: Self.environment(wait: "soon"))
        #expect(result.exitCode == 1 && result.standardError == "Error: INKBENCH_MAX_READ_WAIT=soon: not a positive number\n")
    }
}
