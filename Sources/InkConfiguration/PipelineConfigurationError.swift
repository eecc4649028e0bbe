import InkModel
import InkPipeline

/// A pipeline-configuration file that cannot be used: one line naming the file, the line, the
/// configuration and what is wrong, e.g.
/// `configs/default.yaml:14: configuration 'smooth': savitzky-golay window must be odd (got 4)`.
public struct PipelineConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or the label given to `load(yaml:source:)`).
    public var source: String
    /// The 1-based line of the offending YAML node, when known.
    public var line: Int?
    /// The configuration concerned, when the problem is inside one.
    public var configuration: String?
    public var message: String

    public init(source: String, line: Int? = nil, configuration: String? = nil, message: String) {
        self.source = source
        self.line = line
        self.configuration = configuration
        self.message = message
    }

    public var description: String {
        var text = source
        if let line { text += ":\(line)" }
        text += ": "
        if let configuration { text += "configuration '\(configuration)': " }
        return (text + message).onOneLine
    }
}
