import Foundation
import InkExternal
import InkFormats
import InkIO
import Synchronization

/// Ends the process cleanly on Ctrl-C (SIGINT), SIGTERM or SIGXFSZ (a file size limit,
/// `ulimit -f`, sent by another process): removes every temporary file an `AtomicFileWriter`
/// has open (`TemporaryFileRegistry`), prints one line on stderr (over a progress bar, on a
/// terminal), kills the external processes still running (`ExternalProcessRegistry`) and exits
/// with 128 + the signal number (130, 143, 153). Outputs are only ever
/// replaced by renaming complete temporary files, so previous outputs stay as they were, or,
/// once a command has committed its report, the line says what is new (`committed(_:)`).
///
/// The signals are blocked before any other thread starts (threads inherit the mask) and a
/// dedicated thread takes them with `sigwait`, so the clean-up runs as ordinary code rather
/// than in an async-signal context. A SIGXFSZ raised by the kernel for a write past the limit
/// goes to the writing thread, where it stays blocked: that write fails with EFBIG instead, and
/// the command stops with one line and removes its temporary files like any failed write.
enum InterruptHandling {
    /// What the interruption line says about the outputs after "temporary files removed, ".
    private static let outputState = Mutex("previous outputs unchanged")

    /// Blocks SIGINT, SIGTERM and SIGXFSZ and starts the thread that handles them; call first in
    /// `main`.
    static func install() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGXFSZ] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let handled = signals
        let waiter = Thread {
            var awaited = handled
            var received: Int32 = 0
            while sigwait(&awaited, &received) != 0 {}
            let word = switch received {
            case SIGINT: "interrupted"
            case SIGTERM: "terminated"
            default: "stopped by SIGXFSZ (file size limit)"
            }
            let clearLine = isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[2K" : ""
            let state = outputState.withLock { $0 }
            let line = Array("\(clearLine)inkbench: \(word); temporary files removed, \(state)\n".utf8)
            line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
            ExternalProcessRegistry.killAll()
            TemporaryFileRegistry.removeAll(thenExit: 128 + received)
        }
        waiter.start()
    }

    /// Records that the command has replaced its main outputs, so an interruption from now on
    /// says `state` (one line: what is new and what may be incomplete) instead of "previous
    /// outputs unchanged".
    static func committed(_ state: String) {
        outputState.withLock { $0 = state }
    }
}
