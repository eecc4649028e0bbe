import InkMetrics
import InkModel
import InkPredict
import InkReport

/// `inkbench predict --sweep --predictor NAME TRACE…`: a predictor's parameter grid scored on
/// the user's own traces, chosen on a training part and checked on a held-out part
/// (`HeldOutSweep`). The grid is the one given (`key=v1,v2,…` per parameter) or the predictor's
/// built-in one (`builtInGrids`); every candidate is built once before anything is scored, so a
/// bad value is refused at once. With a shard (`--shard K/N`) only its part of the grid is
/// scored, for `inkbench merge` to rank with the others' exactly as one machine would.
package struct HeldOutSweepRun: Sendable {
    /// The predictor tuned, with the parameters every candidate keeps.
    package var base: ComponentSpec
    /// The grid: each parameter with its values, the first varying slowest.
    package var axes: [(key: String, values: [String])]
    /// What is held out: whole files or single strokes; nil for files when there are two or
    /// more traces, else strokes.
    package var split: HeldOutSweep.Split?
    /// Seed of the split.
    package var seed: UInt64
    /// Share of the files or strokes held out, 0–1 exclusive.
    package var heldOutShare: Double
    /// Horizons scored, seconds.
    package var horizons: [Double]
    /// The part of the grid to score, nil for all of it.
    package var shard: WorkShard?
    /// What every candidate is built from.
    package var catalog: PredictorCatalog
    /// Candidates evaluated at once (the same outcome for any number).
    package var jobs: Int

    /// A sweep of `base` over `grid` (`key=v1,v2,…` each; empty for the built-in grid of
    /// `base`'s predictor); one line when a grid item is malformed or the predictor has no
    /// built-in grid.
    package init(
        base: ComponentSpec, grid: [String], split: HeldOutSweep.Split?, seed: UInt64, heldOutShare: Double, horizons: [Double],
        shard: WorkShard? = nil, catalog: PredictorCatalog, jobs: Int
    ) throws(RunError) {
        self.base = base
        axes = try Self.axes(of: base, grid: grid)
        self.split = split
        self.seed = seed
        self.heldOutShare = heldOutShare
        self.horizons = horizons
        self.shard = shard
        self.catalog = catalog
        self.jobs = jobs
    }

    /// What a sweep made: the whole grid, the candidates scored (all, or the shard's) and their
    /// outcome, and with a shard, the shard.
    package struct Output: Sendable {
        package var grid: [ComponentSpec]
        package var scored: [ComponentSpec]
        package var outcome: HeldOutSweep.Outcome
        package var shard: SweepShard?
    }

    /// Scores the candidates on `traces` (name, trace).
    package func score(_ traces: [(name: String, trace: Trace)]) throws -> Output {
        let grid = HeldOutSweep.grid(base: base, axes: axes)
        for candidate in grid { _ = try catalog.make(candidate) }
        if shard != nil, let problem = SweepShard.problem(grid: grid) { throw RunError(problem) }
        let part = shard.map(SweepShard.init)
        let scored = part?.candidates(of: grid) ?? grid
        let outcome = try HeldOutSweep.run(
            candidates: scored, traces: traces, horizons: horizons, split: split ?? (traces.count >= 2 ? .file : .stroke), seed: seed, heldOutShare: heldOutShare, jobs: jobs, catalog: catalog
        )
        return Output(grid: grid, scored: scored, outcome: outcome, shard: part)
    }

    /// Writes the folder of a shard's `output` (`SweepShard.write`) on `traces`, with `settings`
    /// (what else changes the scores: the profile and its overrides) and `tool`.
    package func writeShard(
        _ output: Output, traces: [(name: String, trace: Trace)], settings: [ShardManifest.Setting], tool: String, to folder: String
    ) throws {
        guard let part = output.shard else { throw RunError("\(folder): this sweep scored the whole grid, not a shard") }
        try part.write(
            output.outcome, grid: output.grid, traces: traces, heldOutShare: heldOutShare, horizons: horizons, settings: settings, tool: tool, to: folder
        )
    }

    /// The report of `outcome` (`sweep.json`, `HeldOutSweepReport.write`): the candidate best on
    /// training, with both its scores; an error when no candidate made a prediction there.
    package func report(of outcome: HeldOutSweep.Outcome) throws(RunError) -> HeldOutSweepReport {
        guard let chosen = outcome.chosen else { throw RunError("no candidate made a prediction on the training part") }
        return HeldOutSweepReport(outcome: outcome, chosen: chosen, heldOutShare: heldOutShare, horizons: horizons)
    }

    /// The grid `grid` gives (`key=v1,v2,…` each), or `base`'s built-in one when it is empty.
    package static func axes(of base: ComponentSpec, grid: [String]) throws(RunError) -> [(key: String, values: [String])] {
        if grid.isEmpty {
            guard let builtIn = builtInGrids[base.name] else {
                throw RunError("--sweep --predictor \(base.name): give the grid with --grid key=v1,v2,… (built-in grids: \(builtInGrids.keys.sorted().joined(separator: ", ")))")
            }
            return builtIn
        }
        var axes: [(key: String, values: [String])] = []
        for text in grid {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            let values = parts.count == 2 ? parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init) : []
            guard parts.count == 2, !parts[0].isEmpty, !values.isEmpty, !values.contains(where: \.isEmpty) else {
                throw RunError("--grid \(text): expected key=value,value,… (e.g. --grid process-noise=0.01,0.1,1)")
            }
            axes.append((parts[0], values))
        }
        return axes
    }

    /// Grids for the predictors worth tuning, over the parameters that move their error most.
    package static let builtInGrids: [String: [(key: String, values: [String])]] = [
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
}
