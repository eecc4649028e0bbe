/// The external-pipeline protocol's names and version (docs/external-protocol.md): one request
/// line per simulated callback, one reply line, both a JSON object.
public enum PipelineProtocol {
    /// The version every request carries (`"version"`); a change that an existing client could
    /// misread gets a new one.
    public static let version = 1
    /// The request's `"type"`.
    public static let callbackType = "callback"
    /// The members a reply may have; any other is refused (a misspelt member would otherwise be
    /// silently ignored).
    public static let replyMembers = ["id", "points_produced", "points_recomputed", "dirty", "tip", "handler_us", "render_us"]
    /// The largest duration a reply may report, microseconds (1000 s).
    public static let maximumReportedMicroseconds = 1e9
    /// The largest `points_produced` or `points_recomputed` of one reply: ten million points in
    /// one callback is far beyond any stroke (an hour at 240 Hz has under a million samples), and
    /// keeps every sum over a run far inside `Int`.
    public static let maximumCount = 10_000_000
}
