import Foundation

extension ShardManifest {
    /// The manifest of shard `shard` of a run whose report (this shard's part: every setting,
    /// the traces it computed any unit of) is `report`, whose bootstrap seed is `seed` and whose
    /// inputs were, in order, `inputs`. Its settings are everything that changes a run's numbers
    /// or files beside the inputs: the seed, the cost settings (less the timer overhead, the
    /// protocol overhead and a timed run's measurement record — clock, load — which are
    /// measured), the configurations, the profile and its
    /// overrides, the recorded thresholds and whether debug pictures are drawn.
    package static func run(_ report: RunReport, shard: WorkShard, seed: UInt64, inputs: [Input]) throws(ReportError) -> ShardManifest {
        var cost = report.cost
        cost.timerOverheadSeconds = 0
        cost.externalOverhead = nil
        cost.measurement = nil
        let settings = [
            Setting("seed", "\(seed)"),
            Setting("cost settings", try canonical(cost)),
            Setting("configurations", try canonical(report.configurations)),
            Setting("profile", report.profileOverride ?? ""),
            Setting("profile settings (--set)", report.profileSettings.joined(separator: " ")),
            Setting("thresholds", try report.thresholds.map { value throws(ReportError) in try canonical(value) } ?? ""),
            Setting("debug pictures", report.renders == nil ? "skipped (--no-renders)" : "drawn"),
        ]
        return ShardManifest(
            kind: .run, tool: report.tool, gitCommit: report.environment.gitCommit, shard: shard, settings: settings, inputs: inputs,
            items: report.configurations.map(\.name)
        )
    }

    /// `value` as compact JSON with sorted keys: the same value gives the same text.
    static func canonical(_ value: some Encodable) throws(ReportError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw ReportError("\(fileName): cannot encode a setting (\(error))")
        }
    }
}
