/// A browser run that could not be done or measured, as one line: the page could not be loaded,
/// threw, navigated away, hung or never drew; the browser could not start; its trace could not
/// be read or joined to the replayed input.
package struct WebRunError: Error, CustomStringConvertible, Sendable {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
