import InkIO

/// The hello of protocol version 2, which a program answers when it is ready, before the first
/// callback is sent (docs/external-protocol.md): InkBench writes `{"version":2,"type":"hello"}`
/// and the program replies `{"version":2,"reports":[…]}`, naming the reply members it fills in.
/// The time from starting the program to the reply is its start-up, timed apart from every
/// callback.
struct PipelineHello: Equatable {
    /// The request line (without its line end).
    static let request = Array("{\"version\":\(PipelineProtocol.version),\"type\":\"\(PipelineProtocol.helloType)\"}".utf8)

    /// The reply members the program says it fills in (`PipelineProtocol.reportableMembers`).
    var reports: Set<String>

    /// Reads a hello reply; the error says which member is wrong and why, one line.
    init(_ reply: JSONValue) throws(PipelineReplyError) {
        guard case .object(let members) = reply else { throw PipelineReplyError("the hello reply is not an object") }
        for member in members where !PipelineProtocol.helloReplyMembers.contains(member.key) {
            throw PipelineReplyError(
                "unknown member '\(member.key)' in the hello reply (known: \(PipelineProtocol.helloReplyMembers.joined(separator: ", ")))"
            )
        }
        guard let version = reply["version"] else { throw PipelineReplyError("the hello reply needs 'version': \(PipelineProtocol.version)") }
        guard version.intValue == PipelineProtocol.version else {
            throw PipelineReplyError("the hello reply's 'version' must be \(PipelineProtocol.version) (got \(version.shortText))")
        }
        reports = []
        guard let list = reply["reports"] else { return }
        guard let items = list.arrayValue else { throw PipelineReplyError("'reports' must be a list of reply members") }
        for item in items {
            guard let name = item.stringValue, PipelineProtocol.reportableMembers.contains(name) else {
                throw PipelineReplyError(
                    "'reports' names \(item.shortText), not a reply member (known: \(PipelineProtocol.reportableMembers.joined(separator: ", ")))"
                )
            }
            reports.insert(name)
        }
    }
}
