/// A recorder problem, as the one line shown to the user.
public struct RecorderError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
