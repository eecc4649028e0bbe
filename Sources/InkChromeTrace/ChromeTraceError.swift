/// A Chrome trace that cannot be read: the file, where in it (the event's number and byte
/// offset, when the problem is inside an event) and what is wrong, as one line.
package struct ChromeTraceError: Error, CustomStringConvertible, Sendable {
    package var path: String
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    package var description: String { "\(path): \(message)" }
}
