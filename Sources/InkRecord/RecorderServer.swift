import Foundation
import InkFormats

/// `inkbench record`'s server (`RecorderGate`): `GET /TOKEN/` serves the recorder page, and
/// `POST /TOKEN/recordings` takes one recording as JSON, saves it as a native trace
/// (`RecordingStore`) and answers 201 with the file name and counts, or 4xx/5xx with one line
/// (507 on a full disk; no path of this machine is ever sent). Every request must carry the
/// token and come from the recorder's own origin (`RecorderAccess`).
package final class RecorderServer: Sendable {
    /// Where the server listens: an IPv4 address (`127.0.0.1` by default, `0.0.0.0` for every
    /// interface) and a port (0 for any free one).
    package let bindAddress: String
    /// The secret first path segment every request must carry (the printed URLs hold it).
    package let token: String
    private let gate: RecorderGate

    /// A server for `store` on `bindAddress`:`port`; `onSaved` hears of every saved recording.
    /// `token` defaults to a fresh random one; `hostNames` are the names (besides IP addresses and
    /// `localhost`) a browser may reach this machine by. Fails with one line when the address
    /// cannot be bound.
    package init(
        bindAddress: String, port: UInt16, store: RecordingStore, limits: RecorderLimits = RecorderLimits(), token: String = RecorderAccess.newToken(),
        hostNames: Set<String> = RecorderAccess.machineNames(), onSaved: @escaping @Sendable (SavedRecording) -> Void = { _ in }
    ) throws {
        let access = RecorderAccess(token: token, maximumUploadBytes: limits.maximumUploadBytes, hostNames: hostNames)
        gate = try RecorderGate(bindAddress: bindAddress, port: port, limits: limits, access: access) { body in
            do throws(RecorderRefusal) {
                let saved = try store.save(body)
                onSaved(saved)
                return RecorderResponse.created(saved)
            } catch {
                return error.response
            }
        }
        self.bindAddress = bindAddress
        self.token = token
    }

    /// What the server has seen so far (connections, requests served, refusals).
    package var counts: RecorderCounts { gate.counts }

    /// Starts accepting connections; returns the port it listens on.
    package func start() -> UInt16 {
        gate.start()
        return gate.port
    }

    /// Stops accepting; requests being answered finish.
    package func stop() {
        gate.stop()
    }
}
