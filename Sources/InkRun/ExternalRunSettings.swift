import InkExternal
import InkPipeline

/// How a run treats configurations whose pipeline is another program (`pipeline: {exec: …}`).
public struct ExternalRunSettings: Sendable {
    /// The per-callback timeout for configurations that give none (`--external-timeout`),
    /// seconds in `ExternalPipelineSpec.timeoutRange`; nil: 10 s.
    public var timeout: Double?
    /// The echo child whose round trip is the protocol overhead subtracted from measured round
    /// trips (`inkbench external-echo`); nil: `ExternalEcho.defaultCommand()`.
    package var echoCommand: ExternalCommand?
    /// Receives the external processes' standard error lines, prefixed with `[configuration] `.
    package var standardErrorLine: @Sendable (String) -> Void
    /// Whether the run chooses each external configuration's cost (no `--cost` given): `reported`
    /// when its program's hello says it reports `handler_us`, else `measured`; the run's own cost
    /// then prices the built-in configurations only.
    package var choosesCost = false

    public init(
        timeout: Double? = nil, echoCommand: ExternalCommand? = nil,
        standardErrorLine: @escaping @Sendable (String) -> Void = ExternalProcessSettings.writeToStandardError
    ) {
        self.timeout = timeout
        self.echoCommand = echoCommand
        self.standardErrorLine = standardErrorLine
    }

    /// What is wrong with these settings, one line, or nil.
    var problem: String? {
        let range = ExternalPipelineSpec.timeoutRange
        if let timeout, !range.contains(timeout) {
            return "the external timeout must be seconds in \(range.lowerBound)…\(Int(range.upperBound)) (got \(timeout))"
        }
        return nil
    }
}
