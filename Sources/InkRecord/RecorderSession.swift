import Foundation
import Synchronization
import InkFormats

/// One run of the recorder: starts the server, tells the person recording where to point the
/// browser, reports each saved recording, and ends after `RecorderSettings.stopAfter`
/// recordings (or never, until the process is interrupted).
package enum RecorderSession {
    /// Runs the recorder with `settings`, writing progress lines to `report` (a warning first when
    /// it listens beyond this machine); `listening` hears the port once the server accepts
    /// connections. Throws one line when it cannot start.
    package static func run(
        _ settings: RecorderSettings,
        report: @escaping @Sendable (String) -> Void,
        listening: @Sendable (UInt16) -> Void = { _ in }
    ) async throws {
        let store = try RecordingStore(folder: settings.outputFolder, limits: settings.limits)
        let (savedCounts, continuation) = AsyncStream<Int>.makeStream()
        let counter = SavedCounter()
        let server = try RecorderServer(bindAddress: settings.bindAddress, port: settings.port, store: store, limits: settings.limits) { saved in
            report(saved.summary)
            continuation.yield(counter.increment())
        }
        let port = server.start()
        listening(port)
        if !RecorderAddresses.isLoopback(settings.bindAddress) {
            report("warning: listening on \(settings.bindAddress): anyone on the network who learns the address with its token can save recordings here")
        }
        report("recording into \(settings.outputFolder); open the page in the device's browser:")
        for url in RecorderAddresses.urls(bindAddress: settings.bindAddress, port: port, token: server.token) {
            report("  \(url)")
        }
        report(settings.stopAfter.map { "stopping after \($0) recording\($0 == 1 ? "" : "s")" } ?? "press Ctrl-C to stop")
        for await count in savedCounts {
            if let limit = settings.stopAfter, count >= limit { break }
        }
        server.stop()
    }
}

/// Counts saved recordings across the server's request tasks.
private final class SavedCounter: Sendable {
    private let count = Mutex(0)

    func increment() -> Int {
        count.withLock { value in
            value += 1
            return value
        }
    }
}
