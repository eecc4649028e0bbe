import Foundation
import Synchronization

/// The temporary files `AtomicFileWriter`s have open in this process, so that an interrupted
/// command (SIGINT, SIGTERM) can remove them before it exits and leave no `.inkbench-tmp-`
/// files behind. Creating, renaming and removing a temporary file all happen while holding the
/// registry's lock, as does `removeAll(thenExit:)`, so an interruption sees each file either
/// registered and on disk or gone, and a group of renames (`AtomicFileWriter.commit(_:)`)
/// either all done or none.
package enum TemporaryFileRegistry {
    private static let paths = Mutex<Set<String>>([])

    /// Runs `body` (which creates, renames or removes temporary files) with the lock held and
    /// applies its registration changes: paths it returns as `added` are registered, `removed`
    /// ones forgotten.
    package static func update<Result>(
        _ body: () throws(FileWriteError) -> (result: Result, added: String?, removed: [String])
    ) throws(FileWriteError) -> Result {
        try paths.withLock { (registered: inout Set<String>) throws(FileWriteError) -> Result in
            let outcome = try body()
            if let added = outcome.added { registered.insert(added) }
            for path in outcome.removed { registered.remove(path) }
            return outcome.result
        }
    }

    /// The registered temporary files (for tests and diagnostics).
    package static var registered: Set<String> {
        paths.withLock { $0 }
    }

    /// Removes every registered temporary file and exits with `status` (`_exit`: no atexit
    /// handlers, safe while other threads run), without releasing the lock, so no writer can
    /// create or rename another temporary file in between. For a process ending on a signal.
    package static func removeAll(thenExit status: Int32) -> Never {
        paths.withLock { (registered: inout Set<String>) -> Never in
            for path in registered { unlink(path) }
            _exit(status)
        }
    }
}
