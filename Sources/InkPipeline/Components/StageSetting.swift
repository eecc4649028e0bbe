/// One parameter of a configured stage as summaries and reports write it: `window` `5`.
public struct StageSetting: Hashable, Sendable {
    public var key: String
    /// The value as written in summaries (Swift's own formatting of the value read).
    public var value: String

    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }

    /// `key` with `value` written the way summaries write every number (`0.7`, `5`).
    public init(_ key: String, _ value: some CustomStringConvertible) {
        self.init(key, value.description)
    }
}
