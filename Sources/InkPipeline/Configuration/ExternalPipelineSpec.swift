/// A pipeline that runs as another program (YAML `pipeline: {exec: [program, args…], timeout: s}`):
/// InkBench starts the command (no shell; the program is looked up on `PATH`, relative paths are
/// relative to the current directory) and exchanges one JSON line per callback with it
/// (docs/external-protocol.md). Checked where it is read: a non-empty argument list whose program
/// is not empty, no NUL byte, and a timeout in `timeoutRange`.
public struct ExternalPipelineSpec: Hashable, Sendable, CustomStringConvertible {
    /// The program and its arguments.
    public var arguments: [String]
    /// How long one callback's exchange may take, seconds; nil: the run's (`--external-timeout`)
    /// or the default.
    public var timeout: Double?

    /// The per-callback timeouts a configuration may give, seconds.
    public static let timeoutRange: ClosedRange<Double> = 0.001...3600

    public init(arguments: [String], timeout: Double? = nil) {
        self.arguments = arguments
        self.timeout = timeout
    }

    /// The command as one line (arguments with spaces quoted), for summaries.
    public var description: String {
        arguments.map { $0.isEmpty || $0.contains(where: { $0 == " " || $0 == "'" || $0 == "\"" }) ? "'\($0)'" : $0 }.joined(separator: " ")
    }
}
