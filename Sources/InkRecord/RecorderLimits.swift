/// What the recorder accepts from the network: one upload's size, the request head, how many
/// connections it serves at once and how long a client may keep one without progress. The trace
/// inside an upload is then held to the web format's own limits (`InputLimits`), like any file.
package struct RecorderLimits: Hashable, Sendable {
    /// The largest request body accepted, bytes; a larger upload is refused with 413 before it
    /// is read.
    package var maximumUploadBytes: Int
    /// The most recordings one server run saves; later uploads are refused with 507.
    package var maximumRecordings: Int
    /// The longest request head (request line and header fields), bytes; longer is refused with
    /// 431 before it is parsed.
    package var maximumHeadBytes: Int
    /// The most connections served at once (lowered at start so that each has the three file
    /// descriptors it may need within the process's limit); more are answered 503 and closed.
    package var maximumConnections: Int
    /// Seconds from a connection's start within which its whole request head must arrive
    /// (slow or idle clients are answered 408 and closed).
    package var headSeconds: Double
    /// Seconds a connection may go without a byte moving while its body or answer is under way.
    package var idleSeconds: Double
    /// The slowest average upload accepted, bytes per second: a body of N bytes must arrive
    /// within `idleSeconds` + N / this.
    package var minimumUploadBytesPerSecond: Double

    package init(
        maximumUploadBytes: Int = 32 << 20, maximumRecordings: Int = 10_000, maximumHeadBytes: Int = 16 << 10,
        maximumConnections: Int = 32, headSeconds: Double = 10, idleSeconds: Double = 10, minimumUploadBytesPerSecond: Double = 32_768
    ) {
        self.maximumUploadBytes = maximumUploadBytes
        self.maximumRecordings = maximumRecordings
        self.maximumHeadBytes = maximumHeadBytes
        self.maximumConnections = maximumConnections
        self.headSeconds = headSeconds
        self.idleSeconds = idleSeconds
        self.minimumUploadBytesPerSecond = minimumUploadBytesPerSecond
    }
}
