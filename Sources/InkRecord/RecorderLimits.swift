/// What the recorder accepts from the network: one upload's size and the requests it serves at
/// once. The trace inside an upload is then held to the web format's own limits
/// (`InputLimits`), like any file.
public struct RecorderLimits: Hashable, Sendable {
    /// The largest request body accepted, bytes; a larger upload is refused with 413.
    public var maximumUploadBytes: Int
    /// The most recordings one server run saves; later uploads are refused with 507.
    public var maximumRecordings: Int

    public init(maximumUploadBytes: Int = 32 << 20, maximumRecordings: Int = 10_000) {
        self.maximumUploadBytes = maximumUploadBytes
        self.maximumRecordings = maximumRecordings
    }
}
