import FlyingFox
import FlyingSocks
import Foundation
import InkFormats
import Synchronization

/// `inkbench record`'s HTTP server (FlyingFox): `GET /` serves the recorder page, and
/// `POST /recordings` takes one recording as JSON, saves it as a native trace
/// (`RecordingStore`) and answers 201 with the file name and counts, or 4xx with one line.
/// Uploads over `RecorderLimits.maximumUploadBytes` are refused with 413 before they are read.
public final class RecorderServer: Sendable {
    /// Where the server listens: an IPv4 address (`0.0.0.0` for every interface) and a port
    /// (0 for any free one).
    public let bindAddress: String
    private let server: HTTPServer
    private let store: RecordingStore
    private let limits: RecorderLimits
    private let onSaved: @Sendable (SavedRecording) -> Void
    private let requestedPort: UInt16

    /// A server for `store` on `bindAddress`:`port`; `onSaved` hears of every saved recording.
    public init(
        bindAddress: String, port: UInt16, store: RecordingStore, limits: RecorderLimits = RecorderLimits(),
        onSaved: @escaping @Sendable (SavedRecording) -> Void = { _ in }
    ) throws {
        let address: sockaddr_in
        do {
            address = try .inet(ip4: bindAddress, port: port)
        } catch {
            throw RecorderError("--bind \(bindAddress): not an IPv4 address")
        }
        self.bindAddress = bindAddress
        self.store = store
        self.limits = limits
        self.onSaved = onSaved
        requestedPort = port
        server = HTTPServer(address: address, timeout: 60, logger: .disabled)
    }

    /// Starts listening and returns the port it listens on; fails with one line when the
    /// address cannot be bound.
    public func start() async throws -> UInt16 {
        let (server, store, limits, onSaved) = (self.server, self.store, self.limits, self.onSaved)
        let page = Data(RecorderPage.html)
        await server.appendRoute("GET /") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", HTTPHeader("Cache-Control"): "no-store"], body: page)
        }
        await server.appendRoute("POST /recordings") { request in
            await Self.receive(request, store: store, limits: limits, onSaved: onSaved)
        }
        let outcome = RunOutcome()
        Task {
            do {
                try await server.run()
            } catch {
                outcome.failure.withLock { $0 = Self.describe(error) }
            }
        }
        let deadline = ContinuousClock.now + .seconds(10)
        while await !server.isListening {
            if let failure = outcome.failure.withLock({ $0 }) {
                throw RecorderError("cannot listen on \(bindAddress):\(requestedPort): \(failure)")
            }
            guard ContinuousClock.now < deadline else {
                throw RecorderError("cannot listen on \(bindAddress):\(requestedPort): not listening after 10 s")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        guard case .ip4(_, let port) = await server.listeningAddress else {
            throw RecorderError("cannot listen on \(bindAddress)")
        }
        return port
    }

    /// Stops listening; requests in flight may finish.
    public func stop() async {
        await server.stop(timeout: 2)
    }

    private static func receive(
        _ request: HTTPRequest, store: RecordingStore, limits: RecorderLimits, onSaved: @Sendable (SavedRecording) -> Void
    ) async -> HTTPResponse {
        let tooLarge = "the recording is larger than the upload limit of \(limits.maximumUploadBytes) bytes (inkbench record --max-upload-mb)"
        if let declared = request.bodySequence.count, declared > limits.maximumUploadBytes {
            return text(.payloadTooLarge, tooLarge)
        }
        var body: [UInt8] = []
        do {
            for try await chunk in request.bodySequence {
                body.append(contentsOf: chunk)
                if body.count > limits.maximumUploadBytes { return text(.payloadTooLarge, tooLarge) }
            }
        } catch {
            return text(.badRequest, "the upload broke off: \(error)")
        }
        do {
            let saved = try await store.save(body)
            onSaved(saved)
            return HTTPResponse(statusCode: .created, headers: [.contentType: "application/json"], body: Data(saved.json.utf8))
        } catch let error as RecorderError {
            return text(HTTPStatusCode(507, phrase: "Insufficient Storage"), error.description)
        } catch {
            return text(.badRequest, "\(error)")
        }
    }

    /// A socket error as its system message ("Address already in use"), else as Swift prints it.
    private static func describe(_ error: any Error) -> String {
        if let socketError = error as? SocketError, case .failed(_, let code, let message) = socketError {
            return code == EADDRINUSE ? "the port is in use (another recorder?); choose another with --port" : message
        }
        return "\(error)"
    }

    private static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data((message + "\n").utf8))
    }
}

/// How the server's run ended, when it ended before listening.
private final class RunOutcome: Sendable {
    let failure = Mutex<String?>(nil)
}
