/// A pipeline that runs as another program (YAML `pipeline: {exec: [program, args…], timeout: s,
/// protocol: 1|2}`): InkBench starts the command (no shell; the program is looked up on `PATH`,
/// relative paths are relative to the current directory), exchanges a hello with it (protocol 2)
/// and then one JSON line per callback (docs/external-protocol.md). Checked where it is read: a
/// non-empty argument list whose program is not empty, no NUL byte, a timeout in `timeoutRange`
/// and a protocol version in `protocolVersions`.
public struct ExternalPipelineSpec: Hashable, Sendable, CustomStringConvertible {
    /// The program and its arguments.
    public var arguments: [String]
    /// How long one callback's exchange may take, seconds; nil: the run's (`--external-timeout`)
    /// or the default.
    public var timeout: Double?
    /// The protocol version the program speaks: 2 (a hello before the first callback, so its
    /// start-up is timed apart) unless the configuration says `protocol: 1`.
    package var protocolVersion: Int

    /// The per-callback timeouts a configuration may give, seconds.
    package static let timeoutRange: ClosedRange<Double> = 0.001...3600
    /// The protocol versions a configuration may name; the last is the default.
    public static let protocolVersions: ClosedRange<Int> = 1...2

    public init(arguments: [String], timeout: Double? = nil, protocolVersion: Int = ExternalPipelineSpec.protocolVersions.upperBound) {
        self.arguments = arguments
        self.timeout = timeout
        self.protocolVersion = protocolVersion
    }

    /// The command as one line (arguments with spaces quoted), for summaries.
    public var description: String {
        arguments.map { $0.isEmpty || $0.contains(where: { $0 == " " || $0 == "'" || $0 == "\"" }) ? "'\($0)'" : $0 }.joined(separator: " ")
    }
}
