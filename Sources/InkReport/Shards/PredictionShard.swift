import Foundation
import InkFormats
import InkModel
import InkPredict

/// A shard of `inkbench predict --shard K/N`: every trace is read and hashed, and only the
/// trace × predictor units whose key (`WorkShard.unitKey`: the trace's content hash and the
/// predictor as written) falls to this shard are evaluated. A predictor's records and summaries
/// on a trace depend on that predictor and trace alone (every predictor answers the same targets
/// on its own), so the shard's part is final; its folder gets `predictions.json` and
/// `predictions.csv` of its part and `shard.json`, committed in one step, and `inkbench merge`
/// writes the whole evaluation's folder from all the shards.
package struct PredictionShard: Sendable {
    package let shard: WorkShard
    /// Every trace seen so far, in order, with all the predictors asked on it.
    package private(set) var inputs: [ShardManifest.Input] = []

    package init(_ shard: WorkShard) {
        self.shard = shard
    }

    /// Notes `trace` (given as `input`) with the predictors asked on it, `asked`, and returns
    /// those this shard evaluates (none: the trace is left to other shards).
    package mutating func predictors(_ asked: [ComponentSpec], on trace: Trace, input: String) -> [ComponentSpec] {
        let hash = TraceContentHash(trace).description
        inputs.append(ShardManifest.Input(input: input, contentHash: hash, items: asked.map(\.description)))
        return asked.filter { shard.owns(WorkShard.unitKey(contentHash: hash, item: $0.description)) }
    }

    /// Why an evaluation with these inputs and predictors cannot be sharded, or nil: the rows of a
    /// unit are found by the trace input and the predictor as written, so both must be unique.
    package static func problem(inputs: [String], predictors: [ComponentSpec]) -> String? {
        var seen = Set<String>()
        if let twice = inputs.first(where: { !seen.insert($0).inserted }) {
            return "--shard: the input '\(twice.onOneLine)' is given twice; a sharded evaluation needs each input once"
        }
        seen = []
        if let twice = predictors.first(where: { !seen.insert($0.description).inserted }) {
            return "--shard: the predictor '\(twice.description.onOneLine)' is given twice"
        }
        return nil
    }

    /// Writes this shard's folder: `predictions.json` and `predictions.csv` of `results` (the
    /// traces it evaluated any predictor on) at `horizons` (seconds), and `shard.json` with
    /// `settings` (what else changes the numbers: profile, its overrides) and `tool` (`inkbench
    /// <version>`), in one step.
    package func write(
        _ results: [PredictionTraceResult], horizons: [Double], settings: [ShardManifest.Setting], tool: String, to folder: String
    ) throws {
        let manifest = ShardManifest(
            kind: .predict, tool: tool, gitCommit: RunEnvironment.gitCommit(), shard: shard,
            settings: [ShardManifest.Setting("horizons (ms)", horizons.map { "\($0 * 1000)" }.joined(separator: " "))] + settings,
            inputs: inputs, items: []
        )
        let files: [(String, [UInt8])] = [
            ("predictions.json", try PredictionDataFiles.json(results, horizons: horizons)),
            ("predictions.csv", Array(PredictionDataFiles.csv(results).utf8)),
            (ShardManifest.fileName, try manifest.bytes()),
        ]
        try ShardManifest.commit(files, to: folder)
    }
}
