import InkPipeline

extension RunReport {
    /// What report.json records about a configuration whose pipeline ran as another program.
    public struct ExternalRecord: Sendable, Codable, Equatable {
        /// The program and its arguments, as the configuration gives them.
        public var command: [String]
        /// How its costs were priced, one line: `measured (round trip less the protocol
        /// overhead)`, `reported (handler_us and render_us of each reply)` or `modelled (…)`.
        public var cost: String?

        public init(command: [String], cost: String? = nil) {
            self.command = command
            self.cost = cost
        }
    }

    /// The round-trip time of the external-pipeline protocol with InkBench's echo child (a
    /// process that answers every request with `{}`), measured before a run whose external
    /// pipelines have measured costs, seconds: wall time, and the echo child's CPU time per round
    /// trip, which is subtracted from every round trip's CPU time.
    public struct ProtocolOverheadRecord: Sendable, Codable, Equatable {
        public var medianSeconds: Double
        public var p99Seconds: Double
        /// The echo child's CPU time per round trip, median; nil in reports written before it was
        /// recorded.
        public var medianCPUSeconds: Double?
        /// Exchanges timed.
        public var exchanges: Int

        public init(medianSeconds: Double, p99Seconds: Double, medianCPUSeconds: Double? = nil, exchanges: Int) {
            self.medianSeconds = medianSeconds
            self.p99Seconds = p99Seconds
            self.medianCPUSeconds = medianCPUSeconds
            self.exchanges = exchanges
        }
    }

    /// summary.md's lines about external pipelines: each one's command and cost, and the
    /// protocol overhead; empty when the run has none.
    static func externalSummaryLines(_ report: RunReport) -> [String] {
        let external = report.configurations.filter { $0.external != nil }
        guard !external.isEmpty else { return [] }
        var lines = [""]
        for configuration in external {
            guard let record = configuration.external else { continue }
            let command = record.command.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
            lines.append("- `\(configuration.name)`: external pipeline `\(command)`, \(record.cost ?? "\(report.cost.mode.rawValue) cost").")
        }
        if let overhead = report.cost.externalOverhead {
            let cpu = overhead.medianCPUSeconds.map { String(format: "; the echo child's CPU time %.1f µs, subtracted from every measured round trip's CPU time", $0 * 1e6) }
            lines.append(String(
                format: "- Protocol overhead (echo child, %d exchanges): median %.1f µs, p99 %.1f µs of wall time", overhead.exchanges,
                overhead.medianSeconds * 1e6, overhead.p99Seconds * 1e6
            ) + (cpu ?? ", subtracted from every measured round trip") + ".")
        }
        return lines
    }
}
