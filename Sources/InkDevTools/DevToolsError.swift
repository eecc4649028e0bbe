/// What went wrong talking to the browser: it could not start, it closed the pipe, it took too
/// long, it answered a command with an error, or the page threw.
public struct DevToolsError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
