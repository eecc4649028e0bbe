import Foundation
import InkRecord
import InkTestSupport
import Testing

/// The recorder's server over real sockets, with short time limits: issue 30's network attacks
/// (a cross-origin write, a 1 MB header line, slow and idle connections, more connections than
/// slots) are refused and the server keeps answering.
@Suite(.serialized) struct RecorderGateTests {
    static let token = "00112233445566778899aabbccddeeff"
    static let limits = RecorderLimits(maximumUploadBytes: 1 << 20, maximumConnections: 4, headSeconds: 0.5, idleSeconds: 0.5)

    /// A running server on a free port in a fresh folder; stopped and removed by `finish`.
    struct Running {
        var server: RecorderServer
        var port: UInt16
        var folder: URL

        func finish() {
            server.stop()
            try? FileManager.default.removeItem(at: folder)
        }

        /// `GET path` on a thread of its own (the server in this process needs the shared ones).
        func get(_ path: String = "/\(RecorderGateTests.token)/") async throws -> HTTPProbe.Answer {
            let port = port
            return try await OwnThread.run { HTTPProbe.exchange(port: port, HTTPProbe.request("GET", path, port: port)) }
        }
    }

    static func start(limits: RecorderLimits = limits) throws -> Running {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-gate-")
        let store = try RecordingStore(folder: folder.path, limits: limits)
        let server = try RecorderServer(bindAddress: "127.0.0.1", port: 0, store: store, limits: limits, token: token)
        return Running(server: server, port: server.start(), folder: folder)
    }

    static func upload(_ running: Running, body: [UInt8] = RecordingStoreTests.upload, origin: String? = nil) async throws -> HTTPProbe.Answer {
        let headers = ["Content-Type: application/json"] + (origin.map { ["Origin: \($0)"] } ?? [])
        let port = running.port
        return try await OwnThread.run { HTTPProbe.exchange(port: port, HTTPProbe.request("POST", "/\(token)/recordings", port: port, headers: headers, body: body)) }
    }

    @Test("the page and an upload with the token; the same upload from another origin is refused and nothing is written")
    func tokenAndOrigin() async throws {
        let running = try Self.start()
        let page = try await running.get()
        #expect(page.status == 200 && page.body.contains("<html"))
        #expect(try await running.get("/").status == 403)
        let foreign = try await Self.upload(running, origin: "http://evil.example")
        #expect(foreign.status == 403 && foreign.body == "requests from another origin (http://evil.example) are refused\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: running.folder.path).isEmpty)
        let saved = try await Self.upload(running, origin: "http://127.0.0.1:\(running.port)")
        #expect(saved.status == 201 && saved.body.contains("recording-001.inktrace"), "\(saved)")
        running.finish()
    }

    @Test("a 1 MB header line is refused at the head limit in well under a second, and the server answers at once")
    func longHeaderLine() async throws {
        let running = try Self.start()
        let line = Array("GET /\(Self.token)/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 1 << 20) + Array("\r\n\r\n".utf8)
        let port = running.port
        async let first = OwnThread.run { HTTPProbe.exchange(port: port, line) }
        async let second = OwnThread.run { HTTPProbe.exchange(port: port, line) }
        let answers = try await [first, second]
        #expect(answers.allSatisfy { $0.status == 431 }, "\(answers.map(\.status))")
        #expect(answers.allSatisfy { $0.seconds < 5 }, "\(answers.map(\.seconds))")
        let page = try await running.get()
        #expect(page.status == 200)
        running.finish()
    }

    @Test("a head that does not arrive within the time limit is answered 408; an idle connection is closed")
    func slowHead() async throws {
        let running = try Self.start()
        let port = running.port
        let (slow, idle) = try await OwnThread.run { () -> (HTTPProbe.Answer, HTTPProbe.Answer) in
            let descriptor = HTTPProbe.connect(port: port)
            defer { close(descriptor) }
            HTTPProbe.send(Array("GET /\(Self.token)/ HTTP/1.1\r\nHost: 12".utf8), on: descriptor)
            let slow = HTTPProbe.parse(HTTPProbe.receive(on: descriptor, timeout: 5), seconds: 0)
            let idle = HTTPProbe.connect(port: port)
            defer { close(idle) }
            return (slow, HTTPProbe.parse(HTTPProbe.receive(on: idle, timeout: 5), seconds: 0))
        }
        #expect(slow.status == 408 && slow.body == "the request head did not arrive within 0.5 s\n", "\(slow)")
        #expect(idle.status == 408)
        running.finish()
    }

    @Test("when every slot is taken by a connection still sending its head, a new one evicts the oldest and is served")
    func eviction() async throws {
        let running = try Self.start(limits: RecorderLimits(maximumConnections: 4, headSeconds: 30, idleSeconds: 30))
        let port = running.port
        let evicted = try await OwnThread.run { () -> (seconds: Double, bytes: Int) in
            let held = (0..<4).map { _ in HTTPProbe.connect(port: port) }
            defer { for descriptor in held { close(descriptor) } }
            usleep(200_000)
            let page = HTTPProbe.exchange(port: port, HTTPProbe.request("GET", "/\(Self.token)/", port: port))
            guard page.status == 200 else { return (-1, 0) }
            let start = Date()
            let bytes = HTTPProbe.receive(on: held[0], timeout: 10).count
            return (Date().timeIntervalSince(start), bytes)
        }
        #expect(evicted.seconds >= 0 && evicted.seconds < 5, "the oldest idle connection was closed at once, not after the 30 s head limit")
        #expect(evicted.bytes == 0)
        #expect(running.server.counts.evicted >= 1)
        running.finish()
    }

    @Test("with every slot passing a request on, a further request is answered 503; then the server answers again")
    func busy() async throws {
        let running = try Self.start(limits: RecorderLimits(maximumConnections: 2, headSeconds: 30, idleSeconds: 3))
        let port = running.port
        let (extra, after) = try await OwnThread.run { () -> (HTTPProbe.Answer, HTTPProbe.Answer) in
            let head = HTTPProbe.request("POST", "/\(Self.token)/recordings", port: port, headers: ["Content-Type: application/json"], body: RecordingStoreTests.upload)
            let stalled = (0..<2).map { _ in HTTPProbe.connect(port: port) }
            for descriptor in stalled { HTTPProbe.send(Array(head.prefix(head.count - 10)), on: descriptor) }
            usleep(300_000)
            let extra = HTTPProbe.exchange(port: port, HTTPProbe.request("GET", "/\(Self.token)/", port: port))
            for descriptor in stalled { close(descriptor) }
            usleep(300_000)
            return (extra, HTTPProbe.exchange(port: port, HTTPProbe.request("GET", "/\(Self.token)/", port: port)))
        }
        #expect(extra.status == 503 && extra.body == "the recorder is serving 2 requests; try again\n", "\(extra)")
        #expect(after.status == 200)
        running.finish()
    }

    @Test("an upload that stops halfway is dropped when the connection goes idle, and nothing is written")
    func stalledUpload() async throws {
        let running = try Self.start()
        let body = RecordingStoreTests.upload
        let request = HTTPProbe.request("POST", "/\(Self.token)/recordings", port: running.port, headers: ["Content-Type: application/json"], body: body)
        let port = running.port
        let answer = try await OwnThread.run { () -> [UInt8] in
            let descriptor = HTTPProbe.connect(port: port)
            defer { close(descriptor) }
            HTTPProbe.send(Array(request.dropLast(body.count / 2)), on: descriptor)
            return HTTPProbe.receive(on: descriptor, timeout: 5)
        }
        #expect(answer.isEmpty || HTTPProbe.parse(answer, seconds: 0).status != 201)
        #expect(try FileManager.default.contentsOfDirectory(atPath: running.folder.path).isEmpty)
        #expect(try await running.get().status == 200)
        running.finish()
    }
}
