import Foundation

/// A headless browser process and the two pipes of its `--remote-debugging-pipe` connection:
/// the browser reads commands on its file descriptor 3 and writes replies and events on 4, each
/// message one JSON text ended by a NUL byte. No WebSocket client is needed.
final class DevToolsPipe {
    /// The longest message accepted from the browser, bytes: far above any reply InkBench asks
    /// for (trace chunks are read 1 MiB at a time), so a longer one means a broken browser.
    static let maximumMessageBytes = 64 << 20
    private let process: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: URL
    private var pending: [UInt8] = []
    /// How much of `pending` is known to hold no NUL byte.
    private var scanned = 0
    private var chunk = [UInt8](repeating: 0, count: 1 << 20)
    private var isClosed = false

    /// Starts `executable` headless with a fresh profile folder, a `width`×`height` px window and
    /// the extra command-line `arguments`.
    init(executable: String, width: Int, height: Int, arguments extra: [String]) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-chromium-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let arguments = [executable] + Self.arguments(width: width, height: height, profile: profile.path) + extra + ["about:blank"]
        let (toBrowser, fromBrowser) = try Self.pipes()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Both ends sit at 10 or above (`pipes()`), so neither dup2 overwrites the other's source;
        // dup2 clears close-on-exec on the copies, the only descriptors the browser inherits.
        posix_spawn_file_actions_adddup2(&actions, toBrowser.read, 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser.write, 4)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, environ)
        close(toBrowser.read)
        close(fromBrowser.write)
        guard status == 0 else {
            close(toBrowser.write)
            close(fromBrowser.read)
            try? FileManager.default.removeItem(at: profile)
            throw DevToolsError("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        process = child
        commands = toBrowser.write
        replies = fromBrowser.read
        // A write to a browser that died must fail with EPIPE, not end this process.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit {
        shutDown()
    }

    /// The browser's command line after its executable: headless, DevTools over the pipe, no
    /// sandbox (it needs user namespaces that containers and root often lack; the browser loads
    /// only the pages it is given), no GPU, no first-run prompts, no extensions, no sound.
    static func arguments(width: Int, height: Int, profile: String) -> [String] {
        [
            "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--no-first-run", "--no-default-browser-check",
            "--disable-gpu", "--disable-dev-shm-usage", "--disable-extensions", "--mute-audio", "--window-size=\(width),\(height)",
            "--user-data-dir=\(profile)",
        ]
    }

    /// The two pipes, each end close-on-exec and numbered 10 or above.
    private static func pipes() throws -> (toBrowser: (read: Int32, write: Int32), fromBrowser: (read: Int32, write: Int32)) {
        var ends: [Int32] = []
        for _ in 0..<2 {
            var pair: [Int32] = [0, 0]
            guard pipe(&pair) == 0 else {
                ends.forEach { close($0) }
                throw DevToolsError("cannot make a pipe: \(String(cString: strerror(errno)))")
            }
            for end in pair {
                let moved = fcntl(end, F_DUPFD_CLOEXEC, 10)
                close(end)
                guard moved >= 0 else {
                    ends.forEach { close($0) }
                    throw DevToolsError("cannot move a pipe end: \(String(cString: strerror(errno)))")
                }
                ends.append(moved)
            }
        }
        return ((ends[0], ends[1]), (ends[2], ends[3]))
    }

    /// Sends one message.
    func send(_ message: [String: Any]) throws {
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw DevToolsError("the browser closed its command pipe (it exited)") }
            written += count
        }
    }

    /// The next message, waiting `timeoutNanoseconds` at most; nil when none came in time.
    func receive(timeoutNanoseconds: UInt64) throws -> [String: Any]? {
        let deadline = DispatchTime.now().uptimeNanoseconds &+ timeoutNanoseconds
        while true {
            if let message = try nextPending() { return message }
            let now = DispatchTime.now().uptimeNanoseconds
            let left = deadline > now ? deadline - now : 0
            // poll waits whole milliseconds: the last fraction of one is slept, then looked again.
            var watch = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            var ready = poll(&watch, 1, Int32(min(left / 1_000_000, 60_000)))
            if ready == 0, left > 0, left < 1_000_000 {
                var rest = timespec(tv_sec: 0, tv_nsec: Int(left))
                nanosleep(&rest, nil)
                ready = poll(&watch, 1, 0)
            }
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else {
                if DispatchTime.now().uptimeNanoseconds < deadline { continue }
                return nil
            }
            let count = chunk.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw DevToolsError("the browser closed its reply pipe (it exited)") }
            pending.append(contentsOf: chunk[..<count])
        }
    }

    /// The first whole message of `pending`, removed from it; nil when none is whole yet.
    private func nextPending() throws -> [String: Any]? {
        guard let end = pending[scanned...].firstIndex(of: 0) else {
            scanned = pending.count
            if pending.count > Self.maximumMessageBytes {
                throw DevToolsError("the browser sent a message longer than \(Self.maximumMessageBytes >> 20) MiB")
            }
            return nil
        }
        let text = Data(pending[..<end])
        pending.removeSubrange(...end)
        scanned = 0
        guard let message = try? JSONSerialization.jsonObject(with: text) as? [String: Any] else {
            throw DevToolsError("the browser sent a message that is not a JSON object")
        }
        return message
    }

    /// Closes the pipes, gives the browser two seconds to exit, then kills it, and removes the
    /// profile folder. Safe to call twice.
    func shutDown() {
        guard !isClosed else { return }
        isClosed = true
        Glibc.close(commands)
        Glibc.close(replies)
        var status: Int32 = 0
        var exited = false
        for _ in 0..<40 {
            if waitpid(process, &status, WNOHANG) == process { exited = true; break }
            usleep(50_000)
        }
        if !exited {
            kill(process, SIGKILL)
            waitpid(process, &status, 0)
        }
        try? FileManager.default.removeItem(at: profile)
    }
}
