/// What the recorder's gate has seen since it started: for the load test and diagnostics.
package struct RecorderCounts: Hashable, Sendable {
    /// Connections accepted.
    package var connections = 0
    /// Requests that passed the checks and were answered (the page, or an upload read and
    /// handed to the store).
    package var served = 0
    /// Connections answered 503 because every slot was taken or descriptors ran out.
    package var busy = 0
    /// Connections still sending their head (or being closed) closed to make room for new ones.
    package var evicted = 0
    /// Requests refused by the gate (any status), `busy` included.
    package var refused = 0
    /// Times `accept` failed for want of file descriptors.
    package var descriptorShortages = 0
}
