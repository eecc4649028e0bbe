import Foundation
import InkFormats
import InkIO
import InkModel
import InkPipeline
import InkReport

/// A shard of a run (`RunSettings.shard`, `inkbench run --shard K/N`): every trace is read and
/// hashed, and only the trace × configuration units whose key (`WorkShard.unitKey`: the trace's
/// content hash and the configuration's name) falls to this shard are simulated — each with all
/// its repetitions, measured exactly as in the whole run, since a unit's numbers depend on it
/// alone. A trace's debug pictures are drawn by the shard that computes the configuration they
/// show. The folder gets report.json, summary.md, data/ and renders/ of this part and
/// `shard.json` (`ShardManifest`), all committed in one step; the charts and index.html are left
/// to `inkbench merge`, which assembles the whole run's folder from all the shards.
extension BenchmarkRun {
    /// This run with only the configurations its shard computes on the trace whose records hash
    /// to `contentHash`; the whole run without a shard; nil when the shard computes none of them.
    func part(forTraceWith contentHash: TraceContentHash) -> BenchmarkRun? {
        guard let shard = settings.shard else { return self }
        var part = self
        part.configurations = configurations.filter { shard.owns(WorkShard.unitKey(contentHash: contentHash.description, item: $0.name)) }
        return part.configurations.isEmpty ? nil : part
    }

    /// Whether this run draws the debug pictures of the trace whose records hash to
    /// `contentHash`: without a shard always, with one when it computes the configuration shown.
    func drawsOwnPictures(ofTraceWith contentHash: TraceContentHash) -> Bool {
        guard let shard = settings.shard else { return true }
        guard let shown = ReportDebugRenders.picturedConfiguration(among: configurations.filter { $0.external == nil }) else { return false }
        return shard.owns(WorkShard.unitKey(contentHash: contentHash.description, item: shown.name))
    }

    /// Why this run cannot be sharded, or nil: the rows of a unit are found by its trace input
    /// and configuration name, so both must be unique.
    var shardProblem: String? {
        guard let shard = settings.shard else { return nil }
        var seen = Set<String>()
        if let twice = inputs.first(where: { !seen.insert($0.name).inserted }) {
            return "--shard \(shard): the input '\(twice.name)' is given twice; a sharded run needs each input once"
        }
        seen = []
        if let twice = configurations.first(where: { !seen.insert($0.name).inserted }) {
            return "--shard \(shard): two configurations are named '\(twice.name)'; a sharded run needs unique names"
        }
        return nil
    }

    /// Tells `sink` that the steps of `input` this shard leaves to others are done, so its
    /// progress reaches the end: `configurations` (all repetitions) and, when `pictures`, the
    /// debug pictures.
    func skipOthersSteps(of input: String, configurations skipped: [PipelineConfiguration], pictures: Bool, sink: inout some RunSink) {
        for configuration in skipped {
            for _ in 0..<settings.repetitions { sink.stepFinished("\(input) × \(configuration.name): another shard's") }
        }
        if pictures {
            for _ in 0..<ReportDebugRenders.picturesPerTrace { sink.stepFinished("\(input): debug pictures drawn by another shard") }
        }
    }

    /// The configurations of the run the part `part` leaves to other shards (all without a part).
    func configurations(notIn part: BenchmarkRun?) -> [PipelineConfiguration] {
        let computed = Set((part?.configurations ?? []).map(\.name))
        return configurations.filter { !computed.contains($0.name) }
    }

    /// The `shard.json` of this shard's folder, written in full to a temporary file to be committed
    /// with the report; nil without a shard.
    func shardManifest(_ report: RunReport, inputs: [ShardManifest.Input], folder: String) throws -> AtomicFileWriter? {
        guard let shard = settings.shard else { return nil }
        let manifest = try ShardManifest.run(report, shard: shard, seed: settings.seed, inputs: inputs)
        let writer = try AtomicFileWriter(path: (folder as NSString).appendingPathComponent(ShardManifest.fileName))
        do {
            try writer.write(try manifest.bytes())
            try writer.finish()
        } catch {
            writer.discard()
            throw error
        }
        return writer
    }
}
