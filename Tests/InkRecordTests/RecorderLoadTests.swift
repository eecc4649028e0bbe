import Foundation
import InkFormats
import InkRecord
import InkTestSupport
import Synchronization
import Testing

/// The recorder under load on loopback, bounded to a few seconds: slow-header and idle
/// connections and long header lines held open while uploaders post distinct recordings
/// concurrently and a prober asks for the page throughout. Every upload answered 201 must be on
/// disk, whole (its samples read back); every valid upload must be answered 201; every probe
/// must be answered. The figures (requests, connections, p99 answer time, uploads lost) are
/// printed for the record.
@Suite(.serialized) struct RecorderLoadTests {
    static let uploaders = 8
    static let uploadsEach = 8
    static let slowClients = 6
    static let idleClients = 6
    static let longLineClients = 2
    /// The probes the load keeps running for at least, however fast the uploads finish.
    static let minimumProbes = 5

    /// An upload whose first sample's x is `marker`, so each saved file can be matched to it.
    static func upload(marker: Int) -> [UInt8] {
        let text = String(decoding: RecordingStoreTests.upload, as: UTF8.self)
        return Array(text.replacingOccurrences(of: "\"x\": 1,", with: "\"x\": \(marker),").utf8)
    }

    /// Collects answer times and outcomes from many threads.
    final class Tally: Sendable {
        let state = Mutex<(probeSeconds: [Double], uploadSeconds: [Double], probesFailed: Int, saved: [String: Int], refusedUploads: [String])>(([], [], 0, [:], []))
    }

    @Test("slow headers, idle connections and concurrent uploads: no upload lost, the server answering throughout")
    func load() async throws {
        let folder = try FixtureFolder.fresh(prefix: "inkbench-recorder-load-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let limits = RecorderLimits(headSeconds: 2, idleSeconds: 2)
        let token = RecorderAccess.newToken()
        let store = try RecordingStore(folder: folder.path, limits: limits)
        let server = try RecorderServer(bindAddress: "127.0.0.1", port: 0, store: store, limits: limits, token: token)
        let port = server.start()
        let tally = Tally()
        let started = Date()
        let finished = Mutex(false)

        var workers: [@Sendable () -> Void] = []
        for _ in 0..<Self.slowClients {
            workers.append {
                while !finished.withLock({ $0 }) {
                    let descriptor = HTTPProbe.connect(port: port)
                    for byte in "GET /\(token)/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8 {
                        guard !finished.withLock({ $0 }), HTTPProbe.send([byte], on: descriptor) else { break }
                        usleep(150_000)
                    }
                    close(descriptor)
                }
            }
        }
        for _ in 0..<Self.idleClients {
            workers.append {
                while !finished.withLock({ $0 }) {
                    let descriptor = HTTPProbe.connect(port: port)
                    _ = HTTPProbe.receive(on: descriptor, timeout: 5)
                    close(descriptor)
                }
            }
        }
        let longLine = Array("GET /\(token)/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 64 << 10) + Array("\r\n\r\n".utf8)
        for _ in 0..<Self.longLineClients {
            workers.append {
                while !finished.withLock({ $0 }) {
                    _ = HTTPProbe.exchange(port: port, longLine, timeout: 5)
                    usleep(50_000)
                }
            }
        }
        workers.append {
            while !finished.withLock({ $0 }) {
                let answer = HTTPProbe.exchange(port: port, HTTPProbe.request("GET", "/\(token)/", port: port))
                tally.state.withLock { state in
                    state.probeSeconds.append(answer.seconds)
                    if answer.status != 200 { state.probesFailed += 1 }
                }
                usleep(20_000)
            }
        }
        let uploadsDone = DispatchGroup()
        for uploader in 0..<Self.uploaders {
            uploadsDone.enter()
            workers.append {
                defer { uploadsDone.leave() }
                for index in 0..<Self.uploadsEach {
                    let marker = 1000 + uploader * 100 + index
                    let request = HTTPProbe.request(
                        "POST", "/\(token)/recordings", port: port, headers: ["Content-Type: application/json", "Origin: http://127.0.0.1:\(port)"],
                        body: Self.upload(marker: marker)
                    )
                    let answer = HTTPProbe.exchange(port: port, request)
                    tally.state.withLock { state in
                        state.uploadSeconds.append(answer.seconds)
                        if answer.status == 201, let range = answer.body.range(of: #"recording-[0-9]+\.inktrace"#, options: .regularExpression) {
                            state.saved[String(answer.body[range])] = marker
                        } else {
                            state.refusedUploads.append("\(marker): \(answer.status.map(String.init) ?? "no answer") \(answer.body)")
                        }
                    }
                }
            }
        }
        let allDone = DispatchGroup()
        for work in workers {
            allDone.enter()
            Thread {
                work()
                allDone.leave()
            }.start()
        }
        try await OwnThread.run {
            uploadsDone.wait()
            while tally.state.withLock({ $0.probeSeconds.count }) < Self.minimumProbes { usleep(10_000) }
            finished.withLock { $0 = true }
            allDone.wait()
        }
        let seconds = Date().timeIntervalSince(started)
        let counts = server.counts
        server.stop()

        let result = tally.state.withLock { $0 }
        var lost = result.refusedUploads
        for (file, marker) in result.saved {
            let path = folder.appendingPathComponent(file).path
            guard let trace = try? TraceFormatRegistry.builtIn.read(path: path), trace.samples.count == 2, trace.samples[0].location.x == Double(marker) else {
                lost.append("\(marker): \(file) missing or damaged")
                continue
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".inktrace") }
        let answerTimes = (result.probeSeconds + result.uploadSeconds).sorted()
        let p99 = answerTimes[min(answerTimes.count - 1, Int((Double(answerTimes.count) * 0.99).rounded(.up)) - 1)]
        print(String(
            format: "recorder load: %d requests (%d served, %d refused), %d connections (%d evicted), %d probes + %d uploads answered, p99 answer %.3f s, max %.3f s, %d uploads lost, %.1f s",
            counts.served + counts.refused, counts.served, counts.refused, counts.connections, counts.evicted, result.probeSeconds.count,
            result.uploadSeconds.count, p99, answerTimes.last ?? 0, lost.count, seconds
        ))
        #expect(lost.isEmpty, "\(lost)")
        #expect(result.saved.count == Self.uploaders * Self.uploadsEach && files.count == result.saved.count)
        #expect(result.probesFailed == 0, "every probe answered 200")
        #expect(result.probeSeconds.count >= Self.minimumProbes)
        #expect(counts.refused > 0, "the slow, idle and long-line clients were refused")
    }
}
