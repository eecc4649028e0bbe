/// Where a threshold of `inkbench compare` came from, in order of precedence: the command line,
/// a configuration set given to `compare --config`, the current report (recorded by
/// `inkbench run` from its configuration set), or the built-in default.
public enum ThresholdOrigin: Hashable, Sendable, CustomStringConvertible {
    case commandLine
    /// The configuration-set file given to `compare --config`.
    case configuration(String)
    /// The current report's path; the configuration set it recorded is in `RunReport.ThresholdRecord`.
    case report(String, recordedFrom: String)
    case builtInDefault

    public var description: String {
        switch self {
        case .commandLine: "command line"
        case .configuration(let file): "--config \(file)"
        case .report(let path, let source): "recorded in \(path) from \(source)"
        case .builtInDefault: "default"
        }
    }
}
