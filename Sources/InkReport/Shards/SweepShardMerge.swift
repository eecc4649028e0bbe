import Foundation
import InkFormats
import InkIO
import InkMetrics
import InkModel
import InkPredict

/// `inkbench merge` of the shards of `inkbench predict --sweep … --shard K/N`: every candidate's
/// scores from the shard that computed them, in grid order, ranked and chosen by
/// `HeldOutSweep.outcome` exactly as one machine ranks them, and written as that machine's
/// `sweep.json`.
package enum SweepShardMerge {
    /// The merged sweep: its outcome, the chosen candidate and `sweep.json`'s content.
    package struct Merged: Sendable {
        package var outcome: HeldOutSweep.Outcome
        package var chosen: HeldOutSweep.Candidate
        package var report: HeldOutSweepReport
        /// Where `sweep.json` was written.
        package var path: String
    }

    /// Merges the sweep shards of `shards` and writes `folder/sweep.json`. Refuses, in one line
    /// naming the file, a shard whose part does not hold exactly its candidates or another
    /// split, and a sweep in which no candidate made a prediction on the training part.
    package static func merge(_ shards: ShardSet, into folder: String) throws -> Merged {
        guard shards.kind == .sweep else { throw ReportError("\(shards.folders[0]): a shard of inkbench \(shards.kind.rawValue), not of a sweep") }
        let paths = shards.folders.map { ($0 as NSString).appendingPathComponent(SweepShard.partFileName) }
        let parts = try paths.map { path in try load(path) }
        let first = parts[0]
        for (path, part) in zip(paths, parts) where part.trainingUnits != first.trainingUnits || part.heldOutUnits != first.heldOutUnits {
            throw ReportError("\(path): another training/held-out split than \(paths[0])")
        }
        var next = Array(repeating: 0, count: parts.count)
        var scored: [HeldOutSweep.Candidate] = []
        for unit in shards.units {
            let shard = unit.shard - 1
            guard next[shard] < parts[shard].candidates.count else {
                throw ReportError("\(paths[shard]): no scores of '\(unit.item.onOneLine)', which shard \(unit.shard) computes")
            }
            let candidate = parts[shard].candidates[next[shard]]
            let spec = ComponentSpec(name: candidate.name, parameters: candidate.parameters)
            guard spec.description == unit.item else {
                throw ReportError("\(paths[shard]): '\(spec.description.onOneLine)' where '\(unit.item.onOneLine)' was expected")
            }
            next[shard] += 1
            scored.append(HeldOutSweep.Candidate(predictor: spec, training: candidate.training, heldOut: candidate.heldOut))
        }
        if let shard = next.indices.first(where: { next[$0] < parts[$0].candidates.count }) {
            throw ReportError("\(paths[shard]): scores of '\(parts[shard].candidates[next[shard]].name)…' that are not shard \(shard + 1)'s")
        }
        let outcome = HeldOutSweep.outcome(
            split: first.split, seed: first.seed, trainingUnits: first.trainingUnits, heldOutUnits: first.heldOutUnits, scored: scored
        )
        guard let chosen = outcome.chosen else { throw ReportError("no candidate made a prediction on the training part") }
        var report = HeldOutSweepReport(outcome: outcome, chosen: chosen, heldOutShare: first.heldOutShare, horizons: [])
        report.horizonsMS = first.horizonsMS
        let output = try OutputFolder(folder)
        let path = try withExtendedLifetime(output) { try report.write(to: folder) }
        return Merged(outcome: outcome, chosen: chosen, report: report, path: path)
    }

    private static func load(_ path: String) throws -> SweepShard.Part {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw ReportError(error.description)
        }
        do {
            return try JSONDecoder().decode(SweepShard.Part.self, from: Data(bytes))
        } catch {
            throw ReportError("\(path): \(JSONDecodingProblem.describe(error, decoding: SweepShard.Part.self, from: Data(bytes)))")
        }
    }
}
