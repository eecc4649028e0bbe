/// The external-pipeline protocol's names and versions (docs/external-protocol.md): from version 2
/// a hello exchange when the program starts, then one request line per simulated callback, one
/// reply line, each a JSON object.
package enum PipelineProtocol {
    /// The newest version, which a configuration speaks unless its `pipeline` says `protocol: 1`;
    /// every request carries its configuration's version (`"version"`). A change that an existing
    /// client could misread gets a new one.
    package static let version = 2
    /// The callback request's `"type"`.
    package static let callbackType = "callback"
    /// The `"type"` of the first request of version 2, answered before any callback is timed.
    package static let helloType = "hello"
    /// The members a hello reply may have: `version` (required, 2) and `reports`.
    package static let helloReplyMembers = ["version", "reports"]
    /// What a hello reply's `reports` may name: the reply members the program fills in.
    package static let reportableMembers = ["points_produced", "points_recomputed", "dirty", "tip", "handler_us", "render_us"]
    /// The reportable members that are work counters, what modelled costs price.
    package static let workCounterMembers = ["points_produced", "points_recomputed", "dirty"]
    /// The members a reply may have; any other is refused (a misspelt member would otherwise be
    /// silently ignored).
    package static let replyMembers = ["id", "points_produced", "points_recomputed", "dirty", "tip", "handler_us", "render_us"]
    /// The largest duration a reply may report, microseconds (1000 s).
    package static let maximumReportedMicroseconds = 1e9
    /// The largest `points_produced` or `points_recomputed` of one reply: ten million points in
    /// one callback is far beyond any stroke (an hour at 240 Hz has under a million samples), and
    /// keeps every sum over a run far inside `Int`.
    package static let maximumCount = 10_000_000
}
