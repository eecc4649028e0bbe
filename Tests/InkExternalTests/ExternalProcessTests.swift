import Foundation
import InkExternal
import InkFormats
import InkIO
import InkTestSupport
import Synchronization
import Testing

/// The child-process transport against tiny `/bin/sh` children whose scripts are the literal
/// strings below: replies, every failure's one line, the stderr prefix, and that no child is
/// left behind (not even as a zombie: `kill(pid, 0)` answers for a zombie, so ESRCH means reaped).
@Suite("External process transport")
struct ExternalProcessTests {
    /// Starts `/bin/sh -c script` for configuration "cfg", collecting its stderr lines in `lines`.
    private func start(_ script: String, timeout: Double = 10, maximumReplyBytes: Int = 1 << 20, lines: StandardErrorLines = StandardErrorLines()) throws -> ExternalProcess {
        let settings = ExternalProcessSettings(
            configuration: "cfg", timeout: timeout, maximumReplyBytes: maximumReplyBytes, shutdownGrace: 2, standardErrorLine: { line in lines.add(line) })
        return try ExternalProcess(command: ExternalCommand(arguments: ["/bin/sh", "-c", script]), settings: settings)
    }

    private func request(_ id: Int) -> [UInt8] { Array("{\"id\":\(id)}".utf8) }

    /// True when `process` is no process at all any more (reaped) and no member of its process
    /// group is alive: what it started was killed with it. Orphans are reaped by the system, and
    /// SIGKILL takes effect asynchronously, so the group is looked at for up to 5 s.
    private func isGone(_ process: pid_t) -> Bool {
        guard kill(process, 0) == -1, errno == ESRCH else { return false }
        for _ in 0..<500 {
            if livingMembers(ofGroup: process) == 0 { return true }
            usleep(10_000)
        }
        return false
    }

    private func livingMembers(ofGroup group: pid_t) -> Int {
        ProcessTable.living(inGroup: group).count
    }

    private func failure(_ body: () throws -> Void) -> ExternalProcessError? {
        do {
            try body()
            return nil
        } catch let error as ExternalProcessError {
            return error
        } catch {
            return nil
        }
    }

    @Test("a child answering {} to every line exchanges and exits with status 0")
    func emptyReplies() throws {
        let child = try start("while IFS= read -r line; do printf '{}\\n'; done")
        for id in 0..<5 {
            #expect(try child.exchange(request(id), id: id, callback: id) == .object([]))
        }
        #expect(try child.finish() == .exited(0))
        #expect(isGone(child.processID))
        #expect(!child.isRunning)
    }

    @Test("a reply that echoes the request's id is accepted; another id is a wrong reply")
    func replyIdentifiers() throws {
        let child = try start("read -r line; printf '{\"id\":0,\"x\":1}\\n'; read -r line; printf '{\"id\":7}\\n'; sleep 30")
        let first = try child.exchange(request(0), id: 0, callback: 4)
        #expect(first["x"]?.intValue == 1)
        let error = failure { _ = try child.exchange(request(1), id: 1, callback: 5) }
        #expect(error?.problem == .wrongReply(answered: 7, expected: 1))
        #expect(error?.description == "configuration 'cfg', callback 5: reply answers request 7, expected 1")
        #expect(isGone(child.processID))
    }

    @Test("a child that exits before replying: its status, the callback, the configuration")
    func exitBeforeReply() throws {
        let child = try start("read -r line; exit 3")
        let error = failure { _ = try child.exchange(request(0), id: 0, callback: 12) }
        #expect(error?.description == "configuration 'cfg', callback 12: the external process exited with status 3")
        #expect(isGone(child.processID))
    }

    @Test("a child killed by a signal is named by the signal")
    func killedBySignal() throws {
        let child = try start("read -r line; kill -9 $$")
        let error = failure { _ = try child.exchange(request(0), id: 0, callback: 0) }
        #expect(error?.problem == .killedBySignal(SIGKILL))
        #expect(isGone(child.processID))
    }

    @Test("a child that hangs times out; it and what it started are killed and reaped")
    func hangTimesOut() throws {
        let child = try start("read -r line; sleep 30; printf '{}\\n'", timeout: 0.2)
        #expect(livingMembers(ofGroup: child.processID) >= 1, "the group is seen while it lives")
        let error = failure { _ = try child.exchange(request(0), id: 0, callback: 2) }
        #expect(error?.description == "configuration 'cfg', callback 2: the external process timed out after 0.2 s")
        #expect(isGone(child.processID))
    }

    @Test("replies that are not one JSON object are refused with the reason", arguments: [
        ("hello", "reply is not a JSON object (invalid number at byte 1)"),
        ("[1, 2]", "reply is not a JSON object (it is an array)"),
        ("{\"a\": 1", "reply is not a JSON object (the text ends inside an object at byte 8)"),
        ("{\"id\": \"zero\"}", "invalid reply: \"id\" is a string, not a whole number"),
    ])
    func garbage(reply: String, problem: String) throws {
        let child = try start("read -r line; printf '%s\\n' '\(reply)'; sleep 30")
        let error = failure { _ = try child.exchange(request(0), id: 0, callback: 1) }
        #expect(error?.problem.description == problem)
        #expect(isGone(child.processID))
    }

    @Test("a reply over the limit is refused, with or without its line end")
    func tooLong() throws {
        for script in ["read -r line; printf '{\"a\":\"%s\"}\\n' 0123456789012345678901234567890123456789", "read -r line; yes x | tr -d '\\n'"] {
            let child = try start(script, maximumReplyBytes: 16)
            let error = failure { _ = try child.exchange(request(0), id: 0, callback: 0) }
            #expect(error?.problem == .replyTooLong(limit: 16))
            #expect(error?.description == "configuration 'cfg', callback 0: reply longer than 16 bytes")
            #expect(isGone(child.processID))
        }
    }

    @Test("two lines for one request: the second is refused before the next request is sent")
    func unrequestedLine() throws {
        let child = try start("read -r line; printf '{}\\n{}\\n'; sleep 30")
        _ = try child.exchange(request(0), id: 0, callback: 0)
        let error = failure { _ = try child.exchange(request(1), id: 1, callback: 1) }
        #expect(error?.problem == .unrequestedOutput(request: 1))
        #expect(isGone(child.processID))
    }

    @Test("standard error is passed on line by line with the configuration's prefix")
    func standardErrorPrefix() throws {
        let lines = StandardErrorLines()
        let child = try start("read -r line; echo 'first' >&2; echo 'second' >&2; printf '{}\\n'; read -r line; printf 'last' >&2", lines: lines)
        _ = try child.exchange(request(0), id: 0, callback: 0)
        try child.finish()
        #expect(lines.all == ["[cfg] first", "[cfg] second", "[cfg] last"])
    }

    @Test("a non-zero exit status after the last request fails finish()")
    func nonZeroExitAtEnd() throws {
        let child = try start("while IFS= read -r line; do printf '{}\\n'; done; exit 4")
        _ = try child.exchange(request(0), id: 0, callback: 0)
        let error = failure { try child.finish() }
        #expect(error?.description == "configuration 'cfg': the external process exited with status 4")
        #expect(isGone(child.processID))
    }

    @Test("a child that ignores the end of its input is killed after the grace period")
    func ignoresEndOfInput() throws {
        let settings = ExternalProcessSettings(configuration: "cfg", shutdownGrace: 0.1, standardErrorLine: { _ in })
        let child = try ExternalProcess(command: ExternalCommand(arguments: ["/bin/sh", "-c", "trap '' TERM; sleep 30"]), settings: settings)
        #expect(try child.finish() == .signalled(SIGKILL))
        #expect(isGone(child.processID))
    }

    @Test("releasing a running process kills and reaps it")
    func releaseReaps() throws {
        var child: ExternalProcess? = try start("sleep 30")
        let process = child!.processID
        child = nil
        #expect(isGone(process))
        #expect(!ExternalProcessRegistry.running.contains(process))
    }

    @Test("a program that is not there cannot start, in one line")
    func missingProgram() throws {
        let settings = ExternalProcessSettings(configuration: "cfg")
        let error = failure { _ = try ExternalProcess(command: ExternalCommand(arguments: ["inkbench-no-such-program-here"]), settings: settings) }
        #expect(error?.description == "configuration 'cfg': cannot start 'inkbench-no-such-program-here': No such file or directory")
    }

    @Test("a command needs a program; arguments are shown quoted, never run through a shell")
    func commandValidation() throws {
        #expect(throws: ExternalCommandError.self) { try ExternalCommand(arguments: []) }
        #expect(throws: ExternalCommandError.self) { try ExternalCommand(arguments: [""]) }
        #expect(throws: ExternalCommandError.self) { try ExternalCommand(arguments: ["a\u{0}b"]) }
        #expect(try ExternalCommand(arguments: ["python3", "my pipeline.py", "$(x)"]).description == "python3 'my pipeline.py' $(x)")
    }
}

/// Lines passed on from a child's standard error, collected across threads.
final class StandardErrorLines: Sendable {
    private let lines = Mutex<[String]>([])

    func add(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    var all: [String] { lines.withLock { $0 } }
}
