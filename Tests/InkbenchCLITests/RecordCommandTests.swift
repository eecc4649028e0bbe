import Foundation
import InkDevTools
import InkTestSupport
import Testing

/// `inkbench record` as a user runs it: the binary serves the page, headless Chromium draws and
/// saves, the binary stops after the one recording, and `inkbench inspect` reads what it wrote;
/// the page written with `--write-page` records from disk into a `.inkweb` every command reads.
@Suite(.needsChromium, .serialized)
struct RecordCommandTests {
    /// Draws a pen stroke of `moves` moves, 8 ms apart, on the recorder page at `url`; returns
    /// the page's JSON recording when `save` is false, else its answer to saving.
    static func draw(at url: String, moves: Int, save: Bool) throws -> String {
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        let page = try browser.openPage()
        try page.navigate(to: url)
        let start = Date().timeIntervalSince1970
        for index in 0...moves + 1 {
            let type = index == 0 ? "mousePressed" : index <= moves ? "mouseMoved" : "mouseReleased"
            let step = Double(min(index, moves))
            try page.dispatchMouse(type, x: 200 + 4 * step, y: 300 - 3 * step, pen: PenState(force: index <= moves ? 0.5 : 0), timestamp: start + 0.008 * Double(index))
        }
        let script = save ? "inkbenchRecorder.save().then(JSON.stringify)" : "JSON.stringify(inkbenchRecorder.recording())"
        let result = try page.evaluate(script) as? String ?? ""
        guard page.problems().isEmpty else { throw DevToolsError("the page reported: \(page.problems())") }
        return result
    }

    @Test("record serves the page, saves one recording and stops; inspect reads it")
    func recordsOneStroke() async throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["record", "--bind", "127.0.0.1", "--port", "0", "--count", "1", "--out", "recordings"]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let reader = output.fileHandleForReading
        let url = try await OwnThread.run { () throws -> String in
            var text = ""
            while !text.contains("/\n") {
                let chunk = reader.availableData
                if chunk.isEmpty { throw DevToolsError("inkbench record ended before printing its URL: \(text)") }
                text += String(decoding: chunk, as: UTF8.self)
            }
            guard let line = text.split(separator: "\n").first(where: { $0.contains("http://127.0.0.1:") }) else {
                throw DevToolsError("no URL in: \(text)")
            }
            return line.trimmingCharacters(in: .whitespaces)
        }
        let answer = try await OwnThread.run { try Self.draw(at: url, moves: 10, save: true) }
        #expect(answer.contains("\"status\":201"), "\(answer)")
        let rest = try await OwnThread.run { () -> String in
            let data = reader.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        #expect(process.terminationStatus == 0)
        #expect(rest.contains("saved recording-001.inktrace: 12 samples, 1 stroke,"), "\(rest)")
        let inspected = try CommandRunner.run(["inspect", "recordings/recording-001.inktrace"], in: folder)
        #expect(inspected.exitCode == 0, "\(inspected.standardError)")
        #expect(inspected.standardOutput.contains("web"), "\(inspected.standardOutput)")
    }

    @Test("the page opened from disk records the same JSON, which inspect and convert read")
    func pageFromDisk() async throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try CommandRunner.run(["record", "--write-page", "recorder.html"], in: folder)
        #expect(written.exitCode == 0)
        let page = folder.appendingPathComponent("recorder.html").absoluteString
        let json = try await OwnThread.run { try Self.draw(at: page, moves: 6, save: false) }
        try Data(json.utf8).write(to: folder.appendingPathComponent("drawn.inkweb"))
        let inspected = try CommandRunner.run(["inspect", "drawn.inkweb"], in: folder)
        #expect(inspected.exitCode == 0, "\(inspected.standardError)")
        let converted = try CommandRunner.run(["convert", "drawn.inkweb", "-o", "drawn.inktrace"], in: folder)
        #expect(converted.standardOutput == "drawn.inktrace: 8 samples, 1 strokes, 0 updates (native)\n", "\(converted.standardError)")
    }
}

/// `inkbench record`'s option checks: one line and exit 1, nothing served.
@Suite struct RecordOptionTests {
    @Test(arguments: [
        (["--port", "70000"], "Error: --port 70000: expected 0…65535"),
        (["--count", "0"], "Error: --count 0: expected 1 or more"),
        (["--max-upload-mb", "0"], "Error: --max-upload-mb 0: expected 1…1024"),
        (["--bind", "localhost", "--port", "0"], "Error: --bind localhost: not an IPv4 address"),
    ])
    func refusesBadOptions(arguments: [String], expected: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["record"] + arguments, in: folder)
        #expect(result.exitCode == 1)
        #expect(result.standardError == expected + "\n")
    }

    @Test("a port that is in use: one line naming it, at once")
    func portInUse() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && listen(listener, 1) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        #expect(bound)
        let port = UInt16(bigEndian: address.sin_port)
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["record", "--bind", "127.0.0.1", "--port", "\(port)"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.standardError == "Error: cannot listen on 127.0.0.1:\(port): the port is in use (another recorder?); choose another with --port\n")
    }
}
