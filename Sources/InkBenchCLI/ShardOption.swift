import ArgumentParser
import Foundation
import InkReport

/// `--shard K/N`: compute only part K of N of the work and write a shard folder for
/// `inkbench merge`; `auto` / `auto/N` read the index from the cluster (`WorkShard`).
struct ShardOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Compute only shard K of N (from 1) of the work, chosen by the traces' content, and write a shard folder for 'inkbench merge'; auto reads a Slurm array's task, auto/N a Kubernetes Indexed Job's JOB_COMPLETION_INDEX (docs/scale-out.md).",
        valueName: "K/N|auto|auto/N"
    ))
    var shard: String?

    /// The shard asked for, nil for the whole work; one line when the value or the variables
    /// `auto` reads are not one.
    func resolved() throws -> WorkShard? {
        guard let shard else { return nil }
        do {
            return try WorkShard.parse(shard, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}

extension ProfileOptions {
    /// `--profile` and `--set` as settings every shard of one piece of work must share (they
    /// change the traces' device, not their records, so the traces' hashes do not show them).
    var shardSettings: [ShardManifest.Setting] {
        [ShardManifest.Setting("profile", profile ?? ""), ShardManifest.Setting("profile settings (--set)", overrides.joined(separator: " "))]
    }
}
