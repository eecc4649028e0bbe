import Foundation
import InkFormats

/// Ends the process cleanly on Ctrl-C (SIGINT) or SIGTERM: removes every temporary file an
/// `AtomicFileWriter` has open (`TemporaryFileRegistry`), prints one line on stderr (over a
/// progress bar, on a terminal) and exits with 130 (SIGINT) or 143 (SIGTERM), the shell's
/// 128 + signal number. Outputs are only ever replaced by renaming complete temporary files, so
/// previous outputs stay as they were.
///
/// The two signals are blocked before any other thread starts (threads inherit the mask) and a
/// dedicated thread takes them with `sigwait`, so the clean-up runs as ordinary code rather
/// than in an async-signal context.
enum InterruptHandling {
    /// Blocks SIGINT and SIGTERM and starts the thread that handles them; call first in `main`.
    static func install() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let handled = signals
        let waiter = Thread {
            var awaited = handled
            var received: Int32 = 0
            while sigwait(&awaited, &received) != 0 {}
            let word = received == SIGINT ? "interrupted" : "terminated"
            let clearLine = isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[2K" : ""
            let line = Array("\(clearLine)inkbench: \(word); temporary files removed, previous outputs unchanged\n".utf8)
            line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
            TemporaryFileRegistry.removeAll(thenExit: 128 + received)
        }
        waiter.start()
    }
}
