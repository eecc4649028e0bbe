/// A Chrome trace that cannot be read: the file, where in it (the event's number and byte
/// offset, when the problem is inside an event) and what is wrong, as one line.
public struct ChromeTraceError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
