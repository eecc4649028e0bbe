/// What a browser run (`inkbench web`) records about the browser it measured in (report.json
/// `cost.browser`): the product and version it reported, how it was started, and what it traced.
public struct BrowserRecord: Sendable, Codable, Hashable {
    /// The browser's product and version, e.g. `Chrome/156.0.8078.108`.
    public var product: String
    /// The command line it was started with: the executable and every flag (the profile folder
    /// written as PROFILE).
    public var commandLine: [String]
    /// The trace-event categories it recorded.
    public var categories: [String]

    public init(product: String, commandLine: [String], categories: [String]) {
        self.product = product
        self.commandLine = commandLine
        self.categories = categories
    }
}
