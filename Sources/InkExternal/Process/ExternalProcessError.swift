import InkModel

/// Everything that can go wrong with an external process, as one line naming the configuration
/// that runs it, the callback (or other request) being answered when known, and what went wrong:
/// `configuration 'my-pipeline', callback 12: the external process timed out after 2 s`.
public struct ExternalProcessError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configuration whose command this is.
    public var configuration: String
    /// The index of the callback whose request was being answered, when known.
    public var callback: Int?
    /// What went wrong.
    public var problem: Problem

    /// What went wrong with the process or its reply.
    public enum Problem: Hashable, Sendable {
        /// The program could not be started (not found, not executable): the system's reason.
        case cannotStart(program: String, reason: String)
        /// The process ended by itself with this exit status: while a reply was awaited, or with a
        /// non-zero status at the end.
        case exited(status: Int32)
        /// The process was ended by this signal (and not by InkBench).
        case killedBySignal(Int32)
        /// The process closed its standard output but kept running (it was then killed).
        case closedOutput
        /// No complete reply line arrived within this many seconds.
        case timedOut(seconds: Double)
        /// The reply line is not a JSON object; the detail says why, one line.
        case notJSONObject(detail: String)
        /// The reply line is longer than this many bytes (without its line end).
        case replyTooLong(limit: Int)
        /// The reply carries `"id": answered` but request `expected` was sent.
        case wrongReply(answered: Int, expected: Int)
        /// The process wrote a line before request `request` was sent (more than one line for
        /// the request before it).
        case unrequestedOutput(request: Int)
        /// Reading or writing a pipe failed: the system's reason.
        case communication(reason: String)
        /// The reply is a JSON object but a member is not what the protocol allows; one line
        /// (raised by the protocols built on the transport).
        case invalidReply(String)
        /// This went wrong while the program was to answer the hello of protocol version 2.
        indirect case duringHello(Problem)
    }

    public init(configuration: String, callback: Int?, problem: Problem) {
        self.configuration = configuration
        self.callback = callback
        self.problem = problem
    }

    public var description: String {
        let place = callback.map { ", callback \($0)" } ?? ""
        return "configuration '\(configuration.onOneLine)'\(place): \(problem)"
    }
}

extension ExternalProcessError.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .cannotStart(let program, let reason): "cannot start '\(program.onOneLine)': \(reason)"
        case .exited(let status): "the external process exited with status \(status)"
        case .killedBySignal(let signal): "the external process was killed by signal \(signal)"
        case .closedOutput: "the external process closed its standard output"
        case .timedOut(let seconds): "the external process timed out after \(ExternalProcessSettings.format(seconds: seconds)) s"
        case .notJSONObject(let detail): "reply is not a JSON object (\(detail.onOneLine))"
        case .replyTooLong(let limit): "reply longer than \(limit) bytes"
        case .wrongReply(let answered, let expected): "reply answers request \(answered), expected \(expected)"
        case .unrequestedOutput(let request): "the external process wrote a line before request \(request) was sent"
        case .communication(let reason): "cannot talk to the external process: \(reason.onOneLine)"
        case .invalidReply(let detail): "invalid reply: \(detail.onOneLine)"
        case .duringHello(let problem):
            "at the hello of protocol version 2: \(problem) (a program written for version 1 needs 'protocol: 1' in its configuration's pipeline)"
        }
    }
}
