import Foundation
import InkFormats
import InkMetrics
import InkModel
import InkPredict

/// A shard of `inkbench predict --sweep --predictor NAME TRACE… --shard K/N`: the unit is a
/// candidate of the grid (its key: the candidate as written), since a candidate's scores pool
/// its errors over every trace of its part and so depend on all of them. Every shard reads all
/// traces, draws the same training/held-out split and scores its candidates on all of them; its
/// folder gets `sweep-shard.json` (its candidates' scores, `SweepShard.Part`) and `shard.json`,
/// and `inkbench merge` ranks the candidates of all shards and chooses exactly as one machine,
/// writing the same `sweep.json`.
package struct SweepShard: Sendable {
    package let shard: WorkShard

    package init(_ shard: WorkShard) {
        self.shard = shard
    }

    /// The file of a shard's candidates in its folder.
    package static let partFileName = "sweep-shard.json"

    /// What a sweep shard computed: the split and its candidates' scores, in grid order.
    struct Part: Codable {
        struct Candidate: Codable {
            var name: String
            var parameters: [String: String]
            var training: HeldOutSweep.Score?
            var heldOut: HeldOutSweep.Score?
        }

        var split: HeldOutSweep.Split
        var seed: UInt64
        var heldOutShare: Double
        var horizonsMS: [Double]
        var trainingUnits: [String]
        var heldOutUnits: [String]
        var candidates: [Candidate]
    }

    /// The candidates of `grid` this shard scores, in grid order.
    package func candidates(of grid: [ComponentSpec]) -> [ComponentSpec] {
        grid.filter { shard.owns($0.description) }
    }

    /// Why this grid cannot be sharded, or nil: a candidate is known by how it is written, so
    /// no two may be written alike.
    package static func problem(grid: [ComponentSpec]) -> String? {
        var seen = Set<String>()
        guard let twice = grid.first(where: { !seen.insert($0.description).inserted }) else { return nil }
        return "--shard: the grid has the candidate '\(twice.description.onOneLine)' twice; give each value once"
    }

    /// Writes this shard's folder: `sweep-shard.json` with `outcome` (the sweep of this shard's
    /// candidates of `grid` over `traces`, holding out `heldOutShare`, at `horizons` in seconds)
    /// and `shard.json` with `settings` (what else changes the scores) and `tool`, in one step.
    package func write(
        _ outcome: HeldOutSweep.Outcome, grid: [ComponentSpec], traces: [(name: String, trace: Trace)], heldOutShare: Double, horizons: [Double],
        settings: [ShardManifest.Setting], tool: String, to folder: String
    ) throws {
        let manifest = ShardManifest(
            kind: .sweep, tool: tool, gitCommit: RunEnvironment.gitCommit(), shard: shard,
            settings: [
                ShardManifest.Setting("split", outcome.split.rawValue), ShardManifest.Setting("seed", "\(outcome.seed)"),
                ShardManifest.Setting("held-out share", "\(heldOutShare)"),
                ShardManifest.Setting("horizons (ms)", HeldOutSweepReport.milliseconds(horizons).map { "\($0)" }.joined(separator: " ")),
            ] + settings,
            inputs: traces.map { ShardManifest.Input(input: $0.name, contentHash: TraceContentHash($0.trace).description) },
            items: grid.map(\.description)
        )
        let byDescription = Dictionary(outcome.candidates.map { ($0.predictor.description, $0) }, uniquingKeysWith: { first, _ in first })
        let part = Part(
            split: outcome.split, seed: outcome.seed, heldOutShare: heldOutShare, horizonsMS: HeldOutSweepReport.milliseconds(horizons),
            trainingUnits: outcome.trainingUnits, heldOutUnits: outcome.heldOutUnits,
            candidates: candidates(of: grid).compactMap { spec in
                byDescription[spec.description].map { Part.Candidate(name: spec.name, parameters: spec.parameters, training: $0.training, heldOut: $0.heldOut) }
            }
        )
        try ShardManifest.commit([(Self.partFileName, try HeldOutSweepReport.encoded(part)), (ShardManifest.fileName, try manifest.bytes())], to: folder)
    }
}
