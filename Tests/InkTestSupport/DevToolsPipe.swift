import Foundation

/// A headless browser process and the two pipes of its `--remote-debugging-pipe` connection:
/// the browser reads commands on its file descriptor 3 and writes replies and events on 4, each
/// message one JSON text ended by a NUL byte. No WebSocket client is needed.
final class DevToolsPipe {
    private let process: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: URL
    private var pending: [UInt8] = []
    private var isClosed = false

    /// Starts `executable` headless with a fresh profile folder, a `width`×`height` px window and
    /// the extra command-line `arguments`.
    init(executable: String, width: Int, height: Int, arguments extra: [String]) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-chromium-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        // The test browser loads only the pages the tests serve; its sandbox needs user
        // namespaces that containers (and root) often lack.
        let arguments = [
            executable, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--no-first-run",
            "--no-default-browser-check", "--disable-gpu", "--disable-dev-shm-usage", "--disable-extensions",
            "--mute-audio", "--window-size=\(width),\(height)", "--user-data-dir=\(profile.path)",
        ] + extra + ["about:blank"]
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0 else { throw DevToolsError("cannot make a pipe: errno \(errno)") }
        guard pipe(&fromBrowser) == 0 else {
            close(toBrowser[0]); close(toBrowser[1])
            throw DevToolsError("cannot make a pipe: errno \(errno)")
        }
        // Only the two ends dup'ed to 3 and 4 reach the browser (dup2 clears close-on-exec).
        for end in toBrowser + fromBrowser { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else {
            close(toBrowser[1]); close(fromBrowser[0])
            try? FileManager.default.removeItem(at: profile)
            throw DevToolsError("cannot start \(executable): errno \(status)")
        }
        process = child
        commands = toBrowser[1]
        replies = fromBrowser[0]
        // A write to a browser that died must fail with EPIPE, not end the test process.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit {
        shutDown()
    }

    /// Sends one message.
    func send(_ message: [String: Any]) throws {
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw DevToolsError("the browser closed its command pipe (errno \(errno))") }
            written += count
        }
    }

    /// The next message, waiting until `deadline` at most.
    func receive(before deadline: Date) throws -> [String: Any] {
        while true {
            if let end = pending.firstIndex(of: 0) {
                let text = Data(pending[..<end])
                pending.removeSubrange(...end)
                guard let message = try JSONSerialization.jsonObject(with: text) as? [String: Any] else {
                    throw DevToolsError("the browser sent a message that is not a JSON object")
                }
                return message
            }
            let milliseconds = Int32(max(0, min(deadline.timeIntervalSinceNow * 1000, 60_000)))
            var watch = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let ready = poll(&watch, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { throw DevToolsError("the browser did not answer in time") }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw DevToolsError("the browser closed its reply pipe (it exited)") }
            pending.append(contentsOf: chunk[..<count])
        }
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
