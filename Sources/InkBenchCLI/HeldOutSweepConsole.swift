import ArgumentParser
import Foundation
import InkMetrics
import InkModel
import InkReport
import InkRun

/// `inkbench predict --sweep --predictor NAME TRACE…` on the terminal: runs the sweep
/// (`HeldOutSweepRun`), prints the split, the ten best candidates and the choice and, with
/// `--out DIR`, writes `DIR/sweep.json` (or a shard's folder).
enum HeldOutSweepConsole {
    /// Scores `sweep` on `traces`; `shardSettings`: what else changes the scores, for a shard's manifest.
    static func run(_ sweep: HeldOutSweepRun, traces: [(name: String, trace: Trace)], out: String?, shardSettings: [ShardManifest.Setting]) throws {
        let output = try sweep.score(traces)
        if let shard = output.shard, let out {
            try sweep.writeShard(output, traces: traces, settings: shardSettings, tool: "inkbench \(InkBenchVersion.current)", to: out)
            print("shard \(shard.shard): \(output.scored.count) of \(output.grid.count) candidates of \(sweep.base.name) scored; merge every shard's folder with: inkbench merge")
            print("wrote \((out as NSString).appendingPathComponent(SweepShard.partFileName))")
            return
        }
        printOutcome(output.outcome, base: sweep.base.name)
        let report = try sweep.report(of: output.outcome)
        print("chosen: \(report.chosen)")
        guard let out else { return }
        print("wrote \(try report.write(to: out))")
    }

    /// Prints the split and the ten best candidates of `outcome`, a sweep of `base`'s grid.
    static func printOutcome(_ outcome: HeldOutSweep.Outcome, base: String) {
        print("sweep: \(outcome.candidates.count) candidates of \(base); split by \(outcome.split.rawValue), seed \(outcome.seed)")
        print("training: \(outcome.trainingUnits.joined(separator: ", "))")
        print("held out: \(outcome.heldOutUnits.joined(separator: ", "))")
        print("score = (median + p90) / 2 of the effective error, pt; chosen on training, checked on held out")
        printTable(
            header: ["rank", "settings", "train score", "train median", "train p90", "held-out score", "held-out median", "held-out p90", "held-out n"],
            rows: outcome.candidates.prefix(10).enumerated().map { rank, candidate in
                [
                    "\(rank + 1)", candidate.predictor.description, number(candidate.training?.score), number(candidate.training?.median),
                    number(candidate.training?.p90), number(candidate.heldOut?.score), number(candidate.heldOut?.median),
                    number(candidate.heldOut?.p90), candidate.heldOut.map { "\($0.count)" } ?? "0",
                ]
            }
        )
    }

    private static func number(_ value: Double?) -> String { SweepText.number(value, 3) }
}

extension HeldOutSweep.Split: ExpressibleByArgument {}

/// Numbers in the sweep tables.
enum SweepText {
    /// `value` with `digits` decimals, or "n/a".
    static func number(_ value: Double?, _ digits: Int = 2) -> String {
        value.map { String(format: "%.\(digits)f", $0) } ?? "n/a"
    }
}
