/// A recorder problem, as the one line shown to the user.
package struct RecorderError: Error, CustomStringConvertible, Sendable {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
