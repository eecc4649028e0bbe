import ArgumentParser
import Foundation
import InkFormats
import InkIO
import InkMetrics
import InkModel
import InkPredict
import InkReport
import InkRun

/// `inkbench predict --sweep --predictor NAME TRACE…`: a predictor's parameter grid on the user's
/// own traces, chosen on a training part and checked on a held-out part (`HeldOutSweep`); the
/// choice and both scores are printed and, with `--out DIR`, written to `DIR/sweep.json`.
enum HeldOutSweepRun {
    /// The options that shape the search, as given on the command line.
    struct Request {
        var base: ComponentSpec
        /// `key=v1,v2,…` each.
        var grid: [String]
        var split: HeldOutSweep.Split
        var seed: UInt64
        var heldOutShare: Double
        var horizons: [Double]
        var out: String?
        /// The part of the grid to score (`--shard K/N`), nil for all of it.
        var shard: WorkShard?
        /// What else changes the scores (the profile and its overrides), for a shard's manifest.
        var shardSettings: [ShardManifest.Setting] = []
    }

    /// The horizons a sweep scores unless --horizon says otherwise, ms: the 0–24 ms the
    /// predictors are judged on.
    static let defaultHorizons: [Double] = [4, 8, 12, 16, 20]

    /// The grid `--grid` gives, or the predictor's built-in one.
    static func axes(_ request: Request) throws -> [(key: String, values: [String])] {
        if request.grid.isEmpty {
            guard let builtIn = builtInGrids[request.base.name] else {
                throw CommandFailure("--sweep --predictor \(request.base.name): give the grid with --grid key=v1,v2,… (built-in grids: \(builtInGrids.keys.sorted().joined(separator: ", ")))")
            }
            return builtIn
        }
        return try request.grid.map { text in
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            let values = parts.count == 2 ? parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init) : []
            guard parts.count == 2, !parts[0].isEmpty, !values.isEmpty, !values.contains(where: \.isEmpty) else {
                throw CommandFailure("--grid \(text): expected key=value,value,… (e.g. --grid process-noise=0.01,0.1,1)")
            }
            return (parts[0], values)
        }
    }

    /// Grids for the predictors worth tuning, over the parameters that move their error most.
    static let builtInGrids: [String: [(key: String, values: [String])]] = [
        "kalman-adaptive": [
            ("process-noise", ["0.003", "0.01", "0.03"]), ("sample-anchor", ["0.5", "1"]), ("horizon-scale", ["0.9", "1"]),
            ("erratic-damping", ["0", "0.3", "1"]), ("along-weight", ["0.25", "0.5"]), ("across-weight", ["0.5", "1"]),
        ],
        "kalman-mix": [
            ("memory", ["0.02", "0.05", "0.1", "0.2"]), ("sharpness", ["1", "2", "4"]), ("error-floor", ["0.05", "0.1", "0.3"]),
            ("experts", [ExpertMixPredictor.defaultExperts.joined(separator: "|"), "kalman-adaptive:step=steady|kalman-steady|androidx-kalman:strategy=aggressive"]),
        ],
        "kalman-ca": [
            ("process-noise", ["0.001", "0.01", "0.1", "1"]), ("turn-threshold", ["off", "15"]), ("anchor", ["estimate", "sample"]),
        ],
        "kalman-jerk": [
            ("process-noise", ["0.0001", "0.001", "0.01", "0.1"]), ("acceleration-weight", ["0.5", "1"]), ("max-speed", ["20", "60"]),
        ],
    ]

    /// Scores the grid with `jobs` candidates evaluated at once (the same outcome for any
    /// number), every candidate built from `catalog`.
    static func run(_ request: Request, traces inputs: [(name: String, trace: Trace)], jobs: Int, catalog: PredictorCatalog) throws {
        let candidates = HeldOutSweep.grid(base: request.base, axes: try axes(request))
        for candidate in candidates {
            do { _ = try catalog.make(candidate) } catch { throw CommandFailure("\(error)") }
        }
        if request.shard != nil, let problem = SweepShard.problem(grid: candidates) { throw CommandFailure(problem) }
        let shard = request.shard.map(SweepShard.init)
        let scored = shard?.candidates(of: candidates) ?? candidates
        let outcome: HeldOutSweep.Outcome
        do {
            outcome = try HeldOutSweep.run(
                candidates: scored, traces: inputs, horizons: request.horizons, split: request.split, seed: request.seed,
                heldOutShare: request.heldOutShare, jobs: jobs, catalog: catalog
            )
        } catch {
            throw CommandFailure("\(error)")
        }
        if let shard, let out = request.out {
            try shard.write(
                outcome, grid: candidates, traces: inputs, heldOutShare: request.heldOutShare, horizons: request.horizons,
                settings: request.shardSettings, tool: "inkbench \(InkBenchVersion.current)", to: out
            )
            print("shard \(shard.shard): \(scored.count) of \(candidates.count) candidates of \(request.base.name) scored; merge every shard's folder with: inkbench merge")
            print("wrote \((out as NSString).appendingPathComponent(SweepShard.partFileName))")
            return
        }
        printOutcome(outcome, base: request.base.name)
        guard let chosen = outcome.chosen else { throw CommandFailure("no candidate made a prediction on the training part") }
        print("chosen: \(chosen.predictor)")
        guard let out = request.out else { return }
        let report = HeldOutSweepReport(outcome: outcome, chosen: chosen, heldOutShare: request.heldOutShare, horizons: request.horizons)
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
