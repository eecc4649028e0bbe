/// What went wrong talking to the browser: it could not start, it closed the pipe, it took too
/// long, it answered a command with an error, or the page threw.
package struct DevToolsError: Error, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
