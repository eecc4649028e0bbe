import Foundation
import InkIO

/// A child process that InkBench exchanges one-line JSON messages with: it is started directly
/// from an argv (no shell), receives one request line on its standard input and must answer
/// with exactly one reply line, a JSON object, on its standard output before the next request.
/// Its standard error is passed on line by line, prefixed with `[configuration] `.
///
/// Every failure — the process exits, hangs past the per-exchange timeout, writes something that
/// is not one JSON object, too much, or the reply to another request — throws an
/// `ExternalProcessError` (one line) and kills the process. The process is always reaped:
/// `finish()` after the last exchange, or `terminate()` (also run when the value is released).
/// It is the leader of its own process group, and ending it kills the whole group and every
/// process it started that left the group (`ProcessFamily`), so nothing it started is left
/// running.
///
/// Not thread-safe: one owner uses it from one thread at a time (it may move between threads).
/// Different `ExternalProcess`es are independent and may run in parallel.
public final class ExternalProcess {
    /// The command that was started.
    public let command: ExternalCommand
    /// The settings it runs with.
    public let settings: ExternalProcessSettings
    /// The process's id (also its process group's id).
    package let processID: pid_t
    /// The mark in the environment of the process and everything it starts (`ProcessFamily`).
    let familyMark: String
    var pipes: ExternalProcess.ChildPipes
    /// Bytes read from the standard output and not yet taken as a reply.
    var output: [UInt8] = []
    /// Bytes read from the standard error after its last complete line.
    var errorOutput: [UInt8] = []
    /// How the process ended, once it has been reaped.
    var ending: ChildExit?
    /// True once the process has been reaped and its pipes closed.
    var isCleanedUp = false
    /// The request line being sent, with its line end (kept to reuse its storage).
    var pending: [UInt8] = []
    /// Scratch space for reads.
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)

    /// Starts `command`. Throws `.cannotStart` (one line) when the program cannot be run.
    public init(command: ExternalCommand, settings: ExternalProcessSettings) throws(ExternalProcessError) {
        self.command = command
        self.settings = settings
        familyMark = ProcessFamily.newMark()
        do {
            (processID, pipes) = try Self.spawn(command, mark: familyMark)
        } catch {
            chunk.deallocate()
            throw ExternalProcessError(configuration: settings.configuration, callback: nil, problem: .cannotStart(program: command.program, reason: error.reason))
        }
        ExternalProcessRegistry.add(processID, family: familyMark)
    }

    deinit {
        terminate()
        chunk.deallocate()
    }

    /// Whether the process is still running as far as InkBench knows (not yet reaped).
    package var isRunning: Bool { !isCleanedUp }

    /// Sends `request` (one JSON object, without a line end: one is added) and returns the reply,
    /// a JSON object. When the reply has an `"id"` member it must equal `id`. `callback` names
    /// the callback in errors. On any error the process is killed and reaped before the error is
    /// thrown.
    package func exchange(_ request: some Collection<UInt8>, id: Int, callback: Int?) throws(ExternalProcessError) -> JSONValue {
        let line = try exchangeLine(request, id: id, callback: callback)
        let reply: JSONValue
        do {
            reply = try line.withUnsafeBufferPointer { bytes throws(JSONScanError) in try JSONTreeParser.parseDocument(bytes) }
        } catch {
            throw fail(.notJSONObject(detail: "\(error.message) at byte \(error.offset + 1)"), callback: callback)
        }
        guard case .object = reply else {
            throw fail(.notJSONObject(detail: "it is \(reply.kindName)"), callback: callback)
        }
        if let answered = reply["id"] {
            guard let number = answered.intValue else {
                throw fail(.invalidReply("\"id\" is \(answered.kindName), not a whole number"), callback: callback)
            }
            guard number == id else { throw fail(.wrongReply(answered: number, expected: id), callback: callback) }
        }
        return reply
    }

    /// Sends `request` with a line end and returns the reply line's bytes (without its line end),
    /// unparsed. Same failures as `exchange` apart from the JSON checks.
    public func exchangeLine(_ request: some Collection<UInt8>, id: Int, callback: Int?) throws(ExternalProcessError) -> [UInt8] {
        guard !isCleanedUp, pipes.input >= 0 else { throw fail(.communication(reason: "the process has already ended"), callback: callback) }
        guard output.isEmpty else { throw fail(.unrequestedOutput(request: id), callback: callback) }
        pending.removeAll(keepingCapacity: true)
        pending.append(contentsOf: request)
        pending.append(0x0A)
        let deadline = monotonicNanoseconds() + UInt64(settings.timeout * 1e9)
        do {
            try send(before: deadline)
            return try receiveLine(before: deadline)
        } catch {
            throw fail(error, callback: callback)
        }
    }

    /// Ends the process in order: closes its standard input, waits up to `shutdownGrace` for it to
    /// exit (passing on its standard error), then kills its process group and reaps it. Returns
    /// how it ended; throws when it exited by itself with a non-zero status or was ended by a
    /// signal InkBench did not send. Does nothing more when it has already ended.
    @discardableResult
    public func finish() throws(ExternalProcessError) -> ChildExit {
        if isCleanedUp, let ending { return ending }
        closeInput()
        let deadline = monotonicNanoseconds() + UInt64(settings.shutdownGrace * 1e9)
        let ended = awaitExit(before: deadline)
        let exit = reap(killing: !ended)
        guard ended else { return exit }
        switch exit {
        case .exited(0): return exit
        case .exited(let status): throw ExternalProcessError(configuration: settings.configuration, callback: nil, problem: .exited(status: status))
        case .signalled(let signal): throw ExternalProcessError(configuration: settings.configuration, callback: nil, problem: .killedBySignal(signal))
        }
    }

    /// Kills the process group at once and reaps the process, passing on what it wrote to its
    /// standard error. Safe to call more than once and after `finish()`.
    package func terminate() {
        guard !isCleanedUp else { return }
        closeInput()
        _ = reap(killing: true)
    }

    /// Kills the process (after waiting for a process that ended by itself, to name its status)
    /// and returns the error to throw.
    func fail(_ problem: ExternalProcessError.Problem, callback: Int?) -> ExternalProcessError {
        var problem = problem
        if case .closedOutput = problem {
            closeInput()
            if awaitExit(before: monotonicNanoseconds() + UInt64(settings.shutdownGrace * 1e9)) {
                switch reap(killing: false) {
                case .exited(let status): problem = .exited(status: status)
                case .signalled(let signal): problem = .killedBySignal(signal)
                }
            }
        }
        terminate()
        return ExternalProcessError(configuration: settings.configuration, callback: callback, problem: problem)
    }
}
