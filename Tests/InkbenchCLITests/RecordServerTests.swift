import Foundation
import InkTestSupport
import Testing

/// `inkbench record` as a network service, run as a user runs it (the binary, in a shell that
/// may lower its descriptor limit or give it a tiny disk): loopback and a token by default, a
/// warning when opened to the network, recovery after running out of file descriptors, two
/// recorders on one folder, and a full disk.
@Suite(.serialized) struct RecordServerTests {
    /// A running `inkbench record`: its process, where it listens and what it printed so far.
    final class Recorder: @unchecked Sendable {
        let process = Process()
        let output = Pipe()
        var port: UInt16 = 0
        var token = ""
        var printed = ""

        /// Starts `inkbench record ARGUMENTS` through `sh -c` (after `shellPrefix`, e.g. a
        /// `ulimit`; in a mount namespace of its own when `privateMounts`) in `folder`, and
        /// waits for its URL.
        init(_ arguments: [String], in folder: URL, shellPrefix: String = "", privateMounts: Bool = false) throws {
            let quoted = ([CommandRunner.executable.path, "record"] + arguments).map { "'\($0)'" }.joined(separator: " ")
            let shell = ["/bin/sh", "-c", shellPrefix + " exec " + quoted]
            process.executableURL = URL(fileURLWithPath: privateMounts ? "/usr/bin/unshare" : "/bin/sh")
            process.arguments = privateMounts ? ["-m"] + shell : Array(shell.dropFirst())
            process.currentDirectoryURL = folder
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let reader = output.fileHandleForReading
            while HTTPProbe.recorderAddress(in: printed) == nil {
                let chunk = reader.availableData
                if chunk.isEmpty { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "inkbench record ended: \(printed)"]) }
                printed += String(decoding: chunk, as: UTF8.self)
            }
            (port, token) = HTTPProbe.recorderAddress(in: printed)!
        }

        func get() -> HTTPProbe.Answer {
            HTTPProbe.exchange(port: port, HTTPProbe.request("GET", "/\(token)/", port: port))
        }

        func upload(_ body: [UInt8] = RecordServerTests.upload) -> HTTPProbe.Answer {
            HTTPProbe.exchange(port: port, HTTPProbe.request("POST", "/\(token)/recordings", port: port, headers: ["Content-Type: application/json"], body: body))
        }

        func stop() {
            if process.isRunning { process.interrupt() }
            process.waitUntilExit()
        }
    }

    static let upload = RecorderUploads.stroke

    @Test("by default the recorder listens on 127.0.0.1 only and prints a URL with a 32-digit token; without it, 403")
    func loopbackAndToken() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = try Recorder(["--port", "0"], in: folder)
        defer { recorder.stop() }
        #expect(!recorder.printed.contains("warning"))
        #expect(recorder.printed.contains("  http://127.0.0.1:\(recorder.port)/\(recorder.token)/\n"))
        #expect(recorder.get().status == 200)
        let anonymous = HTTPProbe.exchange(port: recorder.port, HTTPProbe.request("GET", "/", port: recorder.port))
        #expect(anonymous.status == 403)
        let listening = FileManager.default.contents(atPath: "/proc/net/tcp").map { String(decoding: $0, as: UTF8.self) } ?? ""
        let hexPort = String(format: "%04X", recorder.port)
        #expect(listening.contains("0100007F:\(hexPort)"), "bound to 127.0.0.1")
        #expect(!listening.contains("00000000:\(hexPort)"), "not bound to every interface")
    }

    @Test("--bind 0.0.0.0 opens it to the network with a printed warning")
    func openWithWarning() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = try Recorder(["--port", "0", "--bind", "0.0.0.0"], in: folder)
        defer { recorder.stop() }
        #expect(recorder.printed.hasPrefix("warning: listening on 0.0.0.0: anyone on the network who learns the address with its token can save recordings here\n"))
        #expect(recorder.get().status == 200)
    }

    @Test("out of file descriptors (ulimit -n 10) while 100 connections pour in: each is answered, and once they close the recorder serves again")
    func descriptorExhaustion() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = try Recorder(["--port", "0", "--out", "recordings"], in: folder, shellPrefix: "ulimit -n 10;")
        defer { recorder.stop() }
        #expect(recorder.get().status == 200)
        let held = (0..<100).map { _ in HTTPProbe.connect(port: recorder.port) }
        let during = recorder.get()
        #expect(during.status == 200 || during.status == 503, "an answer, not silence: \(during)")
        for descriptor in held where descriptor >= 0 { close(descriptor) }
        var page: Int?, saved: Int?
        for _ in 0..<50 where page != 200 || saved != 201 {
            usleep(100_000)
            if page != 200 { page = recorder.get().status }
            if saved != 201 { saved = recorder.upload().status }
        }
        #expect(page == 200 && saved == 201)
        #expect(recorder.process.isRunning)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("recordings/recording-001.inktrace").path))
    }

    @Test("two recorders on one --out: every upload answered 201 is its own file, none overwritten")
    func twoRecordersOneFolder() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorders = try (0..<2).map { _ in try Recorder(["--port", "0", "--out", "shared"], in: folder) }
        defer { for recorder in recorders { recorder.stop() } }
        let group = DispatchGroup()
        let answers = UncheckedAnswers()
        for index in 0..<12 {
            group.enter()
            Thread {
                let answer = recorders[index % 2].upload()
                answers.append(answer)
                group.leave()
            }.start()
        }
        group.wait()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("shared").path).sorted()
        #expect(answers.all.allSatisfy { $0.status == 201 }, "\(answers.all.map(\.body))")
        #expect(files == (1...12).map { String(format: "recording-%03d.inktrace", $0) })
    }

    @Test("a full disk answers 507 with one line and no path, and leaves no partial file", .needsPrivateMount)
    func fullDisk() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("small"), withIntermediateDirectories: true)
        let recorder = try Recorder(
            ["--port", "0", "--out", "small/recordings"], in: folder, shellPrefix: "mount -t tmpfs -o size=64k tmpfs small &&", privateMounts: true
        )
        defer { recorder.stop() }
        let points = (0..<3000).map { "{\"t\": \(9 + $0), \"x\": \($0), \"y\": 2, \"pressure\": 0.5}" }.joined(separator: ",")
        let large = Array("""
            {"format": "inkbench-web", "version": 1, "coalescedEvents": true, "predictedEvents": false,
             "profile": {"base": "ipad-pro-pencil-120", "name": "web-pen-120", "set": ["display-hz=120"]}, "frames": [],
             "callbacks": [{"time": 9000, "type": "down", "pointerId": 1, "pointerType": "pen", "samples": [\(points)]}]}
            """.utf8)
        var answers: [HTTPProbe.Answer] = []
        for _ in 0..<10 {
            let answer = recorder.upload(large)
            answers.append(answer)
            if answer.status != 201 { break }
        }
        let last = try #require(answers.last)
        #expect(last.status == 507 && last.body == "the recorder's disk is full; the recording was not saved\n", "\(answers.map(\.status))")
        #expect(!last.body.contains("/"))
        #expect(answers.dropLast().allSatisfy { $0.status == 201 } && answers.count >= 1)
        #expect(recorder.get().status == 200, "still serving")
        // The recorder's own view of its folder, inside its mount namespace.
        let inside = "/proc/\(recorder.process.processIdentifier)/root" + folder.appendingPathComponent("small/recordings").path
        let files = try FileManager.default.contentsOfDirectory(atPath: inside).sorted()
        #expect(files == (1..<answers.count).map { String(format: "recording-%03d.inktrace", $0) }, "only the saved recordings, no temporary file")
    }
}

/// Answers gathered from several threads.
final class UncheckedAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [HTTPProbe.Answer] = []

    func append(_ answer: HTTPProbe.Answer) {
        lock.lock()
        answers.append(answer)
        lock.unlock()
    }

    var all: [HTTPProbe.Answer] {
        lock.lock()
        defer { lock.unlock() }
        return answers
    }
}
